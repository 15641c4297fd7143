// A listing's sort and filters as the address carries them: read leniently from anything a visitor or
// a crawler may send, written back in one tidy form, and the head a sorted or filtered page gets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingMeta } from '../../app/features/catalogue/catalogue-paging.ts';
import { CATEGORY_SORTS, SEARCH_SORTS, homeProductsShown, listingOptionsFrom, withListingParams } from '../../shared/listing.ts';

const read = (query: string) => listingOptionsFrom(new URLSearchParams(query), CATEGORY_SORTS);

describe('listingOptionsFrom', () => {
  it.each([
    ['', { sort: 'catalogue', min: null, max: null, inStock: false }],
    ['sort=price-desc&min=100&max=500&stock=1', { sort: 'price-desc', min: 100, max: 500, inStock: true }],
    ['sort=price-asc&min=&max=&stock=1', { sort: 'price-asc', min: null, max: null, inStock: true }],
    ['min=500&max=100', { sort: 'catalogue', min: 100, max: 500, inStock: false }],
    ['min=%20250%20&max=0', { sort: 'catalogue', min: 0, max: 250, inStock: false }],
    ['sort=relevance&min=-1&max=1.5&stock=true', { sort: 'catalogue', min: null, max: null, inStock: false }],
    ['min=999999999&max=1000000000', { sort: 'catalogue', min: 999_999_999, max: null, inStock: false }],
    [
      'colour=%20Ruby%20%20Red%20&occasion=Baby-Shower',
      { sort: 'catalogue', min: null, max: null, inStock: false, colour: 'ruby red', occasion: 'baby-shower' },
    ],
    ['colour=&occasion=%20', { sort: 'catalogue', min: null, max: null, inStock: false }],
    ['colour=red%25&occasion=a_b', { sort: 'catalogue', min: null, max: null, inStock: false }],
    [`colour=${'r'.repeat(51)}&occasion=शादी`, { sort: 'catalogue', min: null, max: null, inStock: false, occasion: 'शादी' }],
  ])('%s → %j', (query, options) => {
    expect(read(query)).toEqual(options);
  });

  it('offers relevance on the search only, as its default', () => {
    expect(listingOptionsFrom(new URLSearchParams(''), SEARCH_SORTS).sort).toBe('relevance');
    expect(listingOptionsFrom(new URLSearchParams('sort=catalogue'), SEARCH_SORTS).sort).toBe('relevance');
    expect(listingOptionsFrom(new URLSearchParams('sort=newest'), SEARCH_SORTS).sort).toBe('newest');
  });

  it('never throws, and always gives an offered sort and a range from 0 with min ≤ max', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
      fc.constantFrom(...CATEGORY_SORTS, 'relevance'),
    );
    const key = fc.constantFrom('sort', 'min', 'max', 'stock', 'page');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 6 }), (pairs) => {
        const o = listingOptionsFrom(new URLSearchParams(pairs), CATEGORY_SORTS);
        expect(CATEGORY_SORTS).toContain(o.sort);
        for (const bound of [o.min, o.max]) if (bound !== null) expect(Number.isInteger(bound) && bound >= 0 && bound <= 999_999_999).toBe(true);
        if (o.min !== null && o.max !== null) expect(o.min).toBeLessThanOrEqual(o.max);
        // The tidy address reads back as the same options.
        const tidy = withListingParams('/products?category=latex', o, CATEGORY_SORTS[0]);
        expect(listingOptionsFrom(new URL(tidy, 'http://x').searchParams, CATEGORY_SORTS)).toEqual(o);
      }),
    );
  });
});

describe('withListingParams', () => {
  it('leaves the defaults out and writes the rest in one order', () => {
    expect(withListingParams('/products?category=latex', read('stock=0&sort=catalogue'), 'catalogue')).toBe('/products?category=latex');
    expect(withListingParams('/category/latex', read('stock=1&max=500&sort=newest'), 'catalogue')).toBe('/category/latex?sort=newest&max=500&stock=1');
    expect(withListingParams('/search?q=red', { sort: 'relevance', min: 10, max: null, inStock: false }, 'relevance')).toBe('/search?q=red&min=10');
    expect(withListingParams('/search?q=cap', read('occasion=Birthday&colour=Hot+Pink&stock=1'), 'relevance')).toBe(
      '/search?q=cap&sort=catalogue&stock=1&colour=hot%20pink&occasion=birthday',
    );
  });
});

describe('listingMeta', () => {
  const meta = (query: string, page = 1) =>
    listingMeta({
      title: 'Latex Products',
      description: 'Latex balloons',
      basePath: '/products?category=latex',
      origin: 'https://gubbara.example',
      listing: { page, pageCount: 3, options: read(query) },
      preview: undefined,
    });
  // The tags as plain records: MetaDescriptor is a union that names neither field on every member.
  const find = (tags: ReturnType<typeof meta>, key: string, value: string) => (tags as Record<string, unknown>[]).find((t) => t[key] === value);
  const href = (tags: ReturnType<typeof meta>, rel: string) => find(tags, 'rel', rel)?.href;
  const robots = (tags: ReturnType<typeof meta>) => find(tags, 'name', 'robots')?.content;

  it('keeps the plain listing indexable, with its own canonical per page', () => {
    const tags = meta('', 2);
    expect(href(tags, 'canonical')).toBe('https://gubbara.example/products?category=latex&page=2');
    expect(robots(tags)).toBeUndefined();
  });

  it('keeps a sorted or filtered page out of the index but lets crawlers follow it; its links keep the parameters', () => {
    const tags = meta('stock=1&sort=price-asc&min=100', 2);
    expect(robots(tags)).toBe('noindex,follow');
    expect(href(tags, 'canonical')).toBe('https://gubbara.example/products?category=latex&sort=price-asc&min=100&stock=1&page=2');
    expect(href(tags, 'prev')).toBe('https://gubbara.example/products?category=latex&sort=price-asc&min=100&stock=1');
    expect(href(tags, 'next')).toBe('https://gubbara.example/products?category=latex&sort=price-asc&min=100&stock=1&page=3');
    expect(robots(meta('sort=newest'))).toBe('noindex,follow');
  });
});

describe('homeProductsShown', () => {
  it.each([
    ['', 50],
    ['shown=', 50],
    ['shown=abc', 50],
    ['shown=-80', 50],
    ['shown=50', 50],
    ['shown=80', 80],
    ['shown=51', 80],
    ['shown=110', 110],
    ['shown=1e3', 950],
    ['shown=950', 950],
    ['shown=99999999999', 950],
    ['shown=80&shown=110', 80],
  ])('?%s shows %i products', (query, shown) => {
    expect(homeProductsShown(new URLSearchParams(query))).toBe(shown);
  });

  it('always gives the first page plus whole View More steps, never more than the cap', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const n = homeProductsShown(new URLSearchParams({ shown: value }));
        return n >= 50 && n <= 950 && (n - 50) % 30 === 0;
      }),
    );
  });
});
