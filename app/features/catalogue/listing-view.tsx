// One page of a paged listing (a category's products or pictures, the search results), in the order a
// visitor needs it: a page that does not exist, nothing within the filters, nothing at all, or the
// page's count, its items and the pager.
import type { ReactNode } from 'react';
import { type ListingOptions, isFiltered } from '../../../shared/listing.ts';
import { NothingWithinFilters } from './listing-controls.tsx';
import { MissingPage, PageStatus, Pager } from './pager.tsx';

export interface ListingPageData {
  options: ListingOptions;
  total: number;
  page: number;
  pageCount: number;
  missingPage: string | null;
}

export function ListingView({
  listing,
  shown,
  basePath,
  pagedPath,
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
  /** The listing's address with its sort and filters: what the pager and a missing page lead to. */
  pagedPath: string;
  /** The listing in "There is no page 3 of {name}". */
  name: string;
  noun: [one: string, many: string];
  /** What an empty listing shows. */
  empty: ReactNode;
  /** The page's items. */
  children: ReactNode;
}) {
  if (basePath !== null && listing.missingPage !== null) return <MissingPage basePath={pagedPath} name={name} asked={listing.missingPage} />;
  if (basePath !== null && shown === 0 && isFiltered(listing.options)) return <NothingWithinFilters basePath={basePath} noun={noun[1]} />;
  if (shown === 0) return empty;
  return (
    <>
      <PageStatus page={listing.page} pageCount={listing.pageCount} total={listing.total} noun={noun} />
      {children}
      {basePath !== null && <Pager basePath={pagedPath} page={listing.page} pageCount={listing.pageCount} />}
    </>
  );
}
