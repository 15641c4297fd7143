// A paged listing (a category's products or pictures, the search results): the page around it, and one
// page of it in the order a visitor needs it: a page that does not exist, nothing within the filters,
// nothing at all, or the page's count, its items and the pager.
import type { ReactNode } from 'react';
import { CATEGORY_SORTS, type ListingOptions, type ListingSort, isFiltered, withListingParams } from '../../../shared/listing.ts';
import { ListingControls, NothingWithinFilters } from './listing-controls.tsx';
import { MissingPage, PageStatus, Pager } from './pager.tsx';
import { useT } from '../shell/i18n.tsx';

/** A category's listing as ListingView takes it: its address (by `href`, none for an unknown category) and the category sorts. */
export function categoryListing(d: ListingPageData & { slug: string | null }, href: (slug: string) => string) {
  return { listing: d, basePath: d.slug ? href(d.slug) : null, sorts: CATEGORY_SORTS };
}

export interface ListingPageData {
  options: ListingOptions;
  total: number;
  /** The count stopped at `total`: more match (a broad search). */
  moreThan?: boolean;
  page: number;
  pageCount: number;
  missingPage: string | null;
}

export function ListingView({
  listing,
  shown,
  basePath,
  sorts,
  name,
  noun,
  empty,
  children,
}: {
  listing: ListingPageData;
  /** How many items this page holds. */
  shown: number;
  /** The listing's address without sort and filters; null when there is no such listing (an unknown category). */
  basePath: string | null;
  /** The listing's sorts, the first being its default. */
  sorts: readonly ListingSort[];
  /** The listing in "There is no page 3 of {name}". */
  name: string;
  noun: [one: string, many: string];
  /** What an empty listing shows. */
  empty: ReactNode;
  /** The page's items. */
  children: ReactNode;
}) {
  // Its address with its sort and filters: what the pager and a missing page lead to.
  const pagedPath = basePath === null ? null : withListingParams(basePath, listing.options, sorts[0]!);
  if (basePath !== null && pagedPath !== null && listing.missingPage !== null)
    return <MissingPage basePath={pagedPath} name={name} asked={listing.missingPage} />;
  if (basePath !== null && shown === 0 && isFiltered(listing.options)) return <NothingWithinFilters basePath={basePath} noun={noun[1]} />;
  if (shown === 0) return empty;
  return (
    <>
      <PageStatus page={listing.page} pageCount={listing.pageCount} total={listing.total} moreThan={listing.moreThan ?? false} noun={noun} />
      {children}
      {pagedPath !== null && <Pager basePath={pagedPath} page={listing.page} pageCount={listing.pageCount} />}
    </>
  );
}

/**
 * A listing's page: its heading, the sort and filter form, then the listing. The heading and the form
 * come from the address, not the data, so they are right at once (and the form keeps the focus) while
 * the next page loads; `controls` is null where there is nothing to sort or narrow.
 */
export function ListingSection({
  headingId,
  title,
  titleLang,
  controls,
  breadcrumbs,
  children,
}: {
  headingId: string;
  title: string;
  /** The title's language when it is a name from the catalogue on a Hindi page (see productTitleLang). */
  titleLang?: string | undefined;
  controls: { basePath: string; sorts: readonly ListingSort[]; options: ListingOptions } | null;
  /** Where the listing sits in the site, over its title. */
  breadcrumbs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="catalogue" aria-labelledby={headingId}>
      {breadcrumbs}
      <h1 id={headingId} className="catalogue-title" lang={titleLang}>
        {title}
      </h1>
      {controls && <ListingControls {...controls} />}
      {children}
    </section>
  );
}

/** 'No products found for "{query}".', announced, and what the visitor can do instead. */
export function NothingFound({ query, children }: { query: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="page-empty">
      <p className="page-status" role="status">
        {t('No products found for "{category}".', { category: query })}
      </p>
      {children}
    </div>
  );
}
