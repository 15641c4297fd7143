// Sort and filter a listing (a category's pages, the search results): a GET form above the grid whose
// result is an ordinary address (?sort=price-asc&min=100&max=500&stock=1&colour=red&occasion=wedding), so it works without
// JavaScript, can be shared, and is rendered on the server. Once hydrated, Apply goes to the tidy form
// of that address (defaults and blank fields left out) without a full reload. The form keeps the page's
// own parameters (the category, the search) as hidden fields, and starts again from page 1.
// On a phone the form waits behind a "Sort & filter" disclosure so that the first screen shows products;
// wider windows always show it (storefront.css).
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LocalLink as Link, useLocalHref, useT } from '../shell/i18n.tsx';
import {
  FILTER_TEXT_MAX,
  type ListingOptions,
  type ListingSort,
  MAX_PRICE_BOUND,
  SORT_LABELS,
  listingOptionsFrom,
  listingParams,
  withListingParams,
} from '../../../shared/listing.ts';

export function ListingControls({ basePath, sorts, options }: { basePath: string; sorts: readonly ListingSort[]; options: ListingOptions }) {
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const t = useT();
  // The listing's own address, e.g. /products?category=latex: its path is the form's action, its query the hidden fields.
  const base = new URL(basePath, 'http://listing.invalid');
  // How many of the fields differ from the listing's defaults: what the address adds to basePath.
  const active = listingParams(options, sorts[0]!).length;

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fields = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string') fields.append(k, v);
    void navigate(localHref(withListingParams(basePath, listingOptionsFrom(fields, sorts), sorts[0]!)));
  }

  // Open when the address sorts or narrows the listing, so a visitor sees what is applied. Taken from
  // the address alone, the server's page and the first render in the browser agree and nothing moves on
  // hydration. React writes `open` only when that changes (Apply from a plain listing, Reset), so a
  // visitor's own opening or closing stands meanwhile.
  return (
    <details className="listing-disclosure" open={active > 0}>
      <summary>
        {t('Sort & filter')}
        {active > 0 && t(' ({count} active)', { count: active })}
      </summary>
      <form className="listing-controls" method="get" action={localHref(base.pathname)} aria-label={t('Sort and filter')} onSubmit={apply}>
        {[...base.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="listing-field">
          <label htmlFor="listing-sort">{t('Sort by')}</label>
          {/* Keyed by the value, so going back or clearing shows what the address now says. */}
          <select id="listing-sort" name="sort" key={options.sort} defaultValue={options.sort}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        <PriceBound name="min" label={t('Min price (₹)')} value={options.min} />
        <PriceBound name="max" label={t('Max price (₹)')} value={options.max} />
        <FilterText name="colour" label={t('Colour')} value={options.colour} />
        <FilterText name="occasion" label={t('Occasion')} value={options.occasion} />
        <div className="listing-stock">
          <input id="listing-stock" name="stock" value="1" type="checkbox" key={`stock-${options.inStock}`} defaultChecked={options.inStock} />
          <label htmlFor="listing-stock">{t('In stock only')}</label>
        </div>
        <div className="listing-actions">
          <button type="submit" className="btn">
            {t('Apply')}
          </button>
          {active > 0 && <Link to={basePath}>{t('Reset')}</Link>}
        </div>
      </form>
    </details>
  );
}

/** One end of the price range: whole rupees from 0 (a phone shows its number pad); blank is no bound. */
function PriceBound({ name, label, value }: { name: 'min' | 'max'; label: string; value: number | null }) {
  const id = `listing-${name}`;
  return (
    <div className="listing-field listing-price">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} key={`${name}-${value}`} type="number" inputMode="numeric" min={0} max={MAX_PRICE_BOUND} step={1} defaultValue={value ?? ''} />
    </div>
  );
}

/** A colour or occasion, matched anywhere in the product's own (any case); blank is any. */
function FilterText({ name, label, value }: { name: 'colour' | 'occasion'; label: string; value: string | undefined }) {
  const id = `listing-${name}`;
  return (
    <div className="listing-field listing-text">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} key={`${name}-${value ?? ''}`} type="text" maxLength={FILTER_TEXT_MAX} defaultValue={value ?? ''} />
    </div>
  );
}

/** A listing whose filters leave nothing: says so, and offers the listing without them. */
export function NothingWithinFilters({ basePath, noun }: { basePath: string; noun: string }) {
  const t = useT();
  return (
    <div className="page-empty">
      <p className="page-status" role="status">
        {t('No {noun} match these filters.', { noun: t(noun) })}
      </p>
      <p>
        <Link to={basePath}>{t('Remove the filters')}</Link>
      </p>
    </div>
  );
}
