// Sorting and filtering the catalogue's listings on a real database (SQLite, or PostgreSQL with
// TEST_DIALECT=postgres): 110 products of one category with repeated prices, some out of stock and some
// not counted (a service, always available),
// listed by /products?category=, /category/:category, /search and GET /api/home/search in every order
// and under every filter, page by page, with the filtered totals; read one page at a time from the
// database; and values that make no sense ignored by the pages, refused with a 400 by the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as categoryLoader } from '../../app/routes/category.tsx';
import { loader as productsLoader } from '../../app/routes/products.tsx';
import { loader as searchLoader } from '../../app/routes/search.tsx';
import type { AppServices } from '../../server/services.ts';
import type { ListingOptions } from '../../shared/listing.ts';
import { loaderAnswer, loaderArgs } from '../helpers/loaders.ts';
import { expectNoQueryOver, withRowCounts } from '../helpers/observed-db.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

const COUNT = 110; // pages of 48, 48 and 14
const PER_PAGE = 48;

interface Row {
  id: number;
  title: string;
  price: number;
  stock: number | null;
}

let rows: Row[];

const t = testContextForFile({ demo: 0 });
beforeAll(async () => {
  const cat = await t.services.db.selectFrom('categories').select('id').where('slug', '=', 'foil').executeTakeFirstOrThrow();
  // Prices repeat (every 50th product shares one), so ties must be broken the same way on every page;
  // every fifth product's stock is not counted (null: in stock), every other third is out of stock. Odd products say "sorted" in the title, even ones only in the
  // description, so a search for it has both of its groups.
  const values = Array.from({ length: COUNT }, (_, n) => {
    const i = n + 1;
    return {
      title: i % 2 === 1 ? `Sorted balloon ${i}` : `Plain foil ${i}`,
      description: i % 2 === 1 ? 'A foil balloon' : 'A sorted favourite',
      category_id: cat.id,
      price: 100 + ((i * 37) % 50) * 10,
      stock: i % 5 === 0 ? null : i % 3 === 0 ? 0 : i,
      occassion: '',
      color: '',
      material: '',
      brand: '',
      netquantity: '1 piece',
    };
  });
  rows = await t.services.db.insertInto('products').values(values).returning(['id', 'title', 'price', 'stock']).execute();
  rows.sort((a, b) => a.id - b.id);
});

const byId = (a: Row, b: Row) => a.id - b.id;
/** What each order must give, computed here from the rows as written. */
const ORDERS = {
  catalogue: (r: Row[]) => [...r].sort(byId),
  newest: (r: Row[]) => [...r].sort((a, b) => b.id - a.id),
  'price-asc': (r: Row[]) => [...r].sort((a, b) => a.price - b.price || a.id - b.id),
  'price-desc': (r: Row[]) => [...r].sort((a, b) => b.price - a.price || b.id - a.id),
} as const;

function within(r: Row[], f: { min?: number; max?: number; stock?: boolean }): Row[] {
  return r.filter(
    (p) => (f.min === undefined || p.price >= f.min) && (f.max === undefined || p.price <= f.max) && (!f.stock || p.stock === null || p.stock > 0),
  );
}

interface Listing {
  products: { id: number }[];
  total: number;
  page: number;
  pageCount: number;
  missingPage: string | null;
  options: ListingOptions;
}

async function category(query: string, services: AppServices = t.services) {
  return loaderAnswer<Listing>(await productsLoader(loaderArgs(services, `/products?category=foil${query}`)));
}

const ids = (r: { id: number }[]) => r.map((p) => p.id);

describe(`/products?category= sorted and filtered (${dialect})`, () => {
  it('keeps the catalogue order (by id) without a sort, and with sort=catalogue', async () => {
    expect(ids((await category('')).data.products)).toEqual(ids(rows.slice(0, PER_PAGE)));
    expect(ids((await category('&sort=catalogue&page=3')).data.products)).toEqual(ids(rows.slice(2 * PER_PAGE)));
  });

  describe.each(['newest', 'price-asc', 'price-desc'] as const)('sort=%s', (sort) => {
    it.each([1, 2, 3])('page %i holds its 48 (or last few), ties by id, read as one page and a count', async (page) => {
      const { services, rowCounts } = withRowCounts(t.services);
      const res = await category(`&sort=${sort}${page > 1 ? `&page=${page}` : ''}`, services);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ total: COUNT, page, pageCount: 3, missingPage: null, options: { sort, min: null, max: null, inStock: false } });
      expect(ids(res.data.products)).toEqual(ids(ORDERS[sort](rows).slice((page - 1) * PER_PAGE, page * PER_PAGE)));
      expectNoQueryOver(rowCounts, PER_PAGE);
    });
  });

  it.each<[string, { min?: number; max?: number; stock?: boolean }, keyof typeof ORDERS]>([
    ['&min=300', { min: 300 }, 'catalogue'],
    ['&max=250', { max: 250 }, 'catalogue'],
    ['&min=200&max=400', { min: 200, max: 400 }, 'catalogue'],
    ['&min=250&max=250', { min: 250, max: 250 }, 'catalogue'],
    ['&stock=1', { stock: true }, 'catalogue'],
    ['&stock=1&sort=price-asc', { stock: true }, 'price-asc'],
    ['&min=150&max=450&stock=1&sort=price-desc', { min: 150, max: 450, stock: true }, 'price-desc'],
    ['&max=500&stock=1&sort=newest', { max: 500, stock: true }, 'newest'],
  ])('%s: every page within the filters, the filtered total and page count', async (query, filter, sort) => {
    const expected = ORDERS[sort](within(rows, filter));
    expect(expected.length).toBeGreaterThan(0);
    const pageCount = Math.max(1, Math.ceil(expected.length / PER_PAGE));
    const seen: number[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const res = await category(`${query}&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ total: expected.length, page, pageCount });
      seen.push(...ids(res.data.products));
    }
    expect(seen).toEqual(ids(expected));
    // The page after the last is missing, as it is without filters.
    expect((await category(`${query}&page=${pageCount + 1}`)).status).toBe(404);
  });

  it('takes a minimum above the maximum as the range meant', async () => {
    const swapped = await category('&min=400&max=200&sort=price-asc');
    expect(swapped.data.options).toEqual({ sort: 'price-asc', min: 200, max: 400, inStock: false });
    expect(ids(swapped.data.products)).toEqual(ids(ORDERS['price-asc'](within(rows, { min: 200, max: 400 })).slice(0, PER_PAGE)));
  });

  it('answers a range nothing is in with an empty page 1, not a missing one', async () => {
    const res = await category('&min=100000');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 0, products: [], page: 1, pageCount: 1, missingPage: null });
  });

  it.each([
    'sort=cheapest',
    'sort=relevance',
    'sort=PRICE-ASC',
    'sort=',
    'min=abc',
    'min=-5',
    'min=1.5',
    'min=1e3',
    'max=%E2%82%B9500',
    'max=99999999999',
    'min=&max=',
    'stock=yes',
    'stock=on',
    'stock=0',
  ])('ignores what it cannot use: %s', async (query) => {
    const res = await category(`&${query}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: COUNT, options: { sort: 'catalogue', min: null, max: null, inStock: false } });
    expect(ids(res.data.products)).toEqual(ids(rows.slice(0, PER_PAGE)));
  });

  it('takes the first of repeated values', async () => {
    const res = await category('&sort=price-desc&sort=price-asc&max=300&max=200');
    expect(res.data.options).toEqual({ sort: 'price-desc', min: null, max: 300, inStock: false });
    expect(ids(res.data.products)).toEqual(ids(ORDERS['price-desc'](within(rows, { max: 300 })).slice(0, PER_PAGE)));
  });
});

describe(`/category/:category sorted and filtered (${dialect})`, () => {
  it('lists page 2 of the pictures by price, high to low, in stock only', async () => {
    const expected = ORDERS['price-desc'](within(rows, { stock: true }));
    const res = loaderAnswer<Omit<Listing, 'products'> & { items: { id: number }[] }>(
      await categoryLoader(loaderArgs(t.services, '/category/foil?sort=price-desc&stock=1&page=2', { category: 'foil' })),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: expected.length, page: 2, pageCount: Math.ceil(expected.length / PER_PAGE) });
    expect(ids(res.data.items)).toEqual(ids(expected.slice(PER_PAGE, 2 * PER_PAGE)));
  });
});

// "sorted" is in the odd products' titles and the even products' descriptions.
const MATCHES = () => rows;
const TITLE_MATCHES = () => rows.filter((r) => r.title.startsWith('Sorted'));

async function apiSearch(query: string) {
  const res = await t.app.inject({ url: `/api/home/search?q=sorted${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: { id: number; price: number; stock: number | null }[] };
}

describe(`GET /api/home/search sorted and filtered (${dialect})`, () => {
  it.each(['newest', 'price-asc', 'price-desc'] as const)('sort=%s lists every match in that order, window by window', async (sort) => {
    const expected = ids(ORDERS[sort](MATCHES()));
    const windows: number[] = [];
    for (let offset = 0; offset < COUNT; offset += 40) {
      const page = await apiSearch(`&sort=${sort}&limit=40&offset=${offset}`);
      expect(page.total).toBe(COUNT);
      windows.push(...ids(page.items));
    }
    expect(windows).toEqual(expected);
  });

  it('ranks title matches first within the filters, and pages through them without gaps', async () => {
    const filter = { min: 200, max: 500, stock: true };
    const all = await apiSearch('&min=200&max=500&stock=1&limit=500');
    const inTitle = within(TITLE_MATCHES(), filter);
    expect(all.total).toBe(within(MATCHES(), filter).length);
    expect(new Set(ids(all.items.slice(0, inTitle.length)))).toEqual(new Set(ids(inTitle)));
    for (const p of all.items) {
      expect(p.price).toBeGreaterThanOrEqual(200);
      expect(p.price).toBeLessThanOrEqual(500);
      expect(p.stock === null || p.stock > 0).toBe(true);
    }
    const windows: number[] = [];
    for (let offset = 0; offset < all.total; offset += 7) windows.push(...ids((await apiSearch(`&min=200&max=500&stock=1&limit=7&offset=${offset}`)).items));
    expect(windows).toEqual(ids(all.items));
  });

  it('sorts by price within a price range, in stock only', async () => {
    const res = await apiSearch('&sort=price-asc&min=300&stock=1&limit=500');
    expect(ids(res.items)).toEqual(ids(ORDERS['price-asc'](within(MATCHES(), { min: 300, stock: true }))));
    expect(res.total).toBe(res.items.length);
  });

  it('finds nothing when its words match but the filters leave nothing (no typo guessing)', async () => {
    expect(await apiSearch('&min=100000')).toEqual({ total: 0, items: [] });
  });

  it('treats blank bounds as none, as a form left blank sends them', async () => {
    expect(ids((await apiSearch('&sort=newest&min=&max=&stock=')).items)).toEqual(ids(ORDERS.newest(MATCHES()).slice(0, PER_PAGE)));
  });

  it.each([
    ['&sort=cheapest', 'sort must be one of relevance, newest, price-asc, price-desc'],
    ['&sort=catalogue', 'sort must be one of relevance, newest, price-asc, price-desc'],
    ['&sort=newest&sort=price-asc', 'sort must be one of relevance, newest, price-asc, price-desc'],
    ['&min=abc', 'min must be a whole number of rupees from 0 to 999999999'],
    ['&min=-1', 'min must be a whole number of rupees from 0 to 999999999'],
    ['&max=1.5', 'max must be a whole number of rupees from 0 to 999999999'],
    ['&max=1000000000', 'max must be a whole number of rupees from 0 to 999999999'],
    ['&max=1&max=2', 'max must be a whole number of rupees'],
    ['&min=500&max=100', 'min must not be more than max'],
    ['&stock=yes', 'stock must be 1 (in stock only) or 0'],
  ])('GET /api/home/search?q=sorted%s → 400 %j', async (query, message) => {
    const res = await t.app.inject({ url: `/api/home/search?q=sorted${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });
});

describe(`/search sorted and filtered (${dialect})`, () => {
  const search = async (query: string) => loaderAnswer<Listing & { q: string }>(await searchLoader(loaderArgs(t.services, `/search?q=sorted${query}`)));

  it('renders page 2 by price, high to low, within a range, with the filtered total', async () => {
    const expected = ORDERS['price-desc'](within(MATCHES(), { min: 150 }));
    const res = await search('&sort=price-desc&min=150&page=2');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: expected.length, page: 2, pageCount: Math.ceil(expected.length / PER_PAGE), missingPage: null });
    expect(ids(res.data.products)).toEqual(ids(expected.slice(PER_PAGE, 2 * PER_PAGE)));
  });

  it('ignores what it cannot use, the search itself kept', async () => {
    const plain = await search('');
    const odd = await search('&sort=catalogue&min=x&max=-3&stock=2');
    expect(odd.status).toBe(200);
    expect(odd.data.options).toEqual({ sort: 'relevance', min: null, max: null, inStock: false });
    expect(ids(odd.data.products)).toEqual(ids(plain.data.products));
    expect(odd.data.total).toBe(COUNT);
  });
});
