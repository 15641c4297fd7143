// /search?q=: one page of the products a search finds as cards, under the sort and filter form and over
// the pager, saying which words it found them for when not all did and the spelling it forgave; what to
// do when the box was empty or nothing matched: ask us on WhatsApp (the search written in) or by phone,
// the popular products and the categories to browse.
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { LocalLink as Link, type Translate, useT } from '../shell/i18n.tsx';
import type { Category } from '../../../shared/catalog.ts';
import { type ListingOptions, SEARCH_SORTS, isFiltered, listingOptionsFrom } from '../../../shared/listing.ts';
import { SEARCH_MAX_LENGTH } from '../../../shared/search.ts';
import { PAGE_QUERY, categoryHref, pageQuery, searchHref } from '../../../shared/urls.ts';
import { pageSuffix } from './catalogue-paging.ts';
import { Deferred, type MaybePending, isPending, useDocumentTitle } from './deferred.tsx';
import { ListingSection, ListingView, NothingFound } from './listing-view.tsx';
import { type CardProduct, ProductGrid } from './product-card.tsx';
import { cutText } from '../../../shared/text.ts';
import { displayPhone, telLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { fill } from '../shell/fill.tsx';

export interface SearchResults {
  q: string;
  options: ListingOptions;
  products: CardProduct[];
  total: number;
  /** More than `total` match; only the first `total` are listed (shown as "1,000+ products"). */
  moreThan: boolean;
  page: number;
  pageCount: number;
  /** The `page` asked for when there is no such page: a 404. */
  missingPage: string | null;
  /** The words the products were found for, when not every word of the search found them together. */
  showing: string | null;
  /** The search spelt right, when as typed it found nothing and with its typos forgiven it did. */
  didYouMean: string | null;
  /** What the page offers when nothing matched: the products the shop leads with. */
  popular: CardProduct[];
}

/** The search as the address gives it: trimmed, at most 100 characters. */
export function queryFrom(params: URLSearchParams): string {
  return cutText((params.get('q') ?? '').trim(), SEARCH_MAX_LENGTH);
}

export function searchTitle(q: string, t: Translate, page?: Pick<SearchResults, 'page' | 'pageCount'>): string {
  return q ? `${t('Search results for "{q}"', { q })}${pageSuffix(page ?? {}, t)} | Gubbara` : t('Search | Gubbara');
}

export function SearchPage({ loaderData }: { loaderData: MaybePending<SearchResults> }) {
  const wasPending = isPending(loaderData);
  const params = pageQuery(useSearchParams()[0], PAGE_QUERY.search);
  const q = queryFrom(params);
  // Shown while results load (it keeps the focus), not when there is nothing to sort or narrow.
  const nothing = !wasPending && loaderData.total === 0 && loaderData.missingPage === null && !isFiltered(loaderData.options);
  const t = useT();
  return (
    <ListingSection
      headingId="search-heading"
      title={q ? t('Search results for "{q}"', { q }) : t('Search')}
      controls={q !== '' && !nothing ? { basePath: searchHref(q), sorts: SEARCH_SORTS, options: listingOptionsFrom(params, SEARCH_SORTS) } : null}
    >
      <Deferred data={loaderData}>{(d) => <Results d={d} wasPending={wasPending} />}</Deferred>
    </ListingSection>
  );
}

function Results({ d, wasPending }: { d: SearchResults; wasPending: boolean }) {
  const t = useT();
  useDocumentTitle(t(d.missingPage !== null ? 'Page not found | Gubbara' : searchTitle(d.q, t, d)), wasPending);
  if (d.q === '')
    return (
      <div className="page-empty">
        <p>{t('Type what you are looking for in the search box at the top: a product, a colour or an occasion, in English or Hinglish.')}</p>
        <CategoryLinks />
      </div>
    );
  return (
    <ListingView
      listing={d}
      shown={d.total}
      basePath={searchHref(d.q)}
      sorts={SEARCH_SORTS}
      name={t('the results for "{q}"', { q: d.q })}
      noun={['product', 'products']}
      empty={
        <NothingFound query={d.q}>
          <AskUs q={d.q} />
          {d.popular.length > 0 && (
            <>
              <h2>{t('Popular products')}</h2>
              <ProductGrid products={d.popular} />
            </>
          )}
          <h2>{t('Browse the categories')}</h2>
          <CategoryLinks />
        </NothingFound>
      }
    >
      {(d.showing !== null || d.didYouMean !== null) && (
        <div className="search-reading">
          {d.showing !== null && <p>{fill(t('Showing results for {words}'), { words: <em>{d.showing}</em> })}</p>}
          {d.didYouMean !== null && (
            <p>
              {fill(t('Did you mean {suggestion}?'), {
                suggestion: (
                  <Link to={searchHref(d.didYouMean)}>
                    <em>{d.didYouMean}</em>
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      )}
      <ProductGrid products={d.products} />
    </ListingView>
  );
}

/** "Ask on WhatsApp" for what the search did not find, as a template for the page's t(). */
export const SEARCH_ASK_TEXT = 'Hello, I am looking for "{q}". Do you have it?';

/** We may have it though the catalogue does not say so: WhatsApp with the search written in, or a call. */
function AskUs({ q }: { q: string }) {
  const business = useBusiness();
  const t = useT();
  return (
    <>
      <p>{t('We may still have it, or can get it for you: ask us.')}</p>
      <p className="search-ask">
        <a className="btn" href={whatsappLink(business.whatsapp, t(SEARCH_ASK_TEXT, { q }))}>
          {t('Ask on WhatsApp')}
        </a>{' '}
        <a className="btn" href={telLink(business.phone)}>
          {t('Call {phone}', { phone: displayPhone(business.phone) })}
        </a>
      </p>
      <p>{t('Or check the spelling and try fewer words.')}</p>
    </>
  );
}

/** The active categories, as the menu lists them (from the root loader: no extra query). */
function CategoryLinks() {
  const root = useRouteLoaderData('root') as { categories: Category[] } | undefined;
  const t = useT();
  if (!root?.categories.length) return null;
  return (
    <nav aria-label={t('Categories')}>
      <ul className="search-categories">
        {root.categories.map((c) => (
          <li key={c.id}>
            <Link to={categoryHref(c.slug)}>{c.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
