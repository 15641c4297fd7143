// A broad search does bounded work: with a few thousand products that all match, GET /api/home/search
// counts up to 1,000 and says there are more, lists only those 1,000 (in every order, within the
// filters), and many such searches at once never hold the event loop for long.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialect, testContextForFile } from '../helpers/test-db.ts';
import { SEARCH_COUNT_LIMIT } from '../../shared/search.ts';

const PRODUCTS = 5_000;
const t = testContextForFile({ demo: 0 });

interface Found {
  total: number;
  moreThan?: boolean;
  items: { id: number; price: number; stock: number }[];
}

async function search(query: string): Promise<Found> {
  const res = await t.app.inject({ url: `/api/home/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Found;
}

const price = (i: number) => 49 + ((i * 7919) % 5000);

beforeAll(async () => {
  const db = t.services.db;
  const categories = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, k) => {
      const i = start + k;
      return {
        title: `Party Balloon ${i + 1}`,
        description: `A latex balloon for birthdays, pack ${i + 1}`,
        category_id: categories[i % categories.length]!,
        price: price(i),
        stock: i % 3,
        occassion: '',
        color: '',
        material: '',
        brand: '',
        netquantity: '',
      };
    });
    await db.insertInto('products').values(rows).execute();
  }
});

describe(`a search matching more than ${SEARCH_COUNT_LIMIT} products (${dialect})`, () => {
  it('answers a total of 1,000 with moreThan, lists only those, and leaves moreThan out of a narrow search', async () => {
    const first = await search('q=ballon&sort=price-asc');
    expect(first.total).toBe(SEARCH_COUNT_LIMIT);
    expect(first.moreThan).toBe(true);
    expect(first.items).toHaveLength(48);
    const prices = first.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const last = await search('q=ballon&sort=price-asc&offset=990');
    expect(last.items).toHaveLength(10);
    expect(await search('q=ballon&offset=1000')).toEqual({ total: SEARCH_COUNT_LIMIT, items: [], moreThan: true });

    const narrow = await search('q=balloon%2017');
    expect(narrow.moreThan).toBeUndefined();
    expect(narrow.total).toBeLessThan(SEARCH_COUNT_LIMIT);
  });

  it('pages through the same 1,000 in price order without overlap, the cheapest of them first', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < SEARCH_COUNT_LIMIT; offset += 500)
      seen.push(...(await search(`q=balloon&sort=price-desc&limit=500&offset=${offset}`)).items.map((p) => p.price));
    expect(seen).toHaveLength(SEARCH_COUNT_LIMIT);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // The first 1,000 products by id are the ones listed (every title matches).
    const expected = Array.from({ length: SEARCH_COUNT_LIMIT }, (_, i) => price(i)).sort((a, b) => b - a);
    expect(seen).toEqual(expected);
  });

  it('lists the newest exactly: the highest ids first', async () => {
    const newest = await search('q=balloon&sort=newest&limit=3');
    const top = await t.services.db.selectFrom('products').select('id').orderBy('id', 'desc').limit(3).execute();
    expect(newest.items.map((p) => p.id)).toEqual(top.map((r) => r.id));
  });

  it('counts within the filters exactly while they leave fewer than 1,000', async () => {
    const within = Array.from({ length: PRODUCTS }, (_, i) => i).filter((i) => price(i) >= 100 && price(i) <= 199 && i % 3 > 0).length;
    expect(within).toBeLessThan(SEARCH_COUNT_LIMIT);
    const found = await search('q=balloon&min=100&max=199&stock=1&limit=500');
    expect(found.total).toBe(within);
    expect(found.moreThan).toBeUndefined();
    expect(found.items.every((p) => p.price >= 100 && p.price <= 199 && p.stock > 0)).toBe(true);
    const wide = await search('q=balloon&min=100&stock=1');
    expect(wide).toMatchObject({ total: SEARCH_COUNT_LIMIT, moreThan: true });
  });

  it('never holds the event loop for long while 30 broad searches run at once', async () => {
    const queries = ['q=ballon&sort=price-asc', 'q=balloon', 'q=balloon&sort=price-desc&min=100', 'q=party&sort=newest&stock=1', 'q=latex&offset=960'];
    await search(queries[0]!);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => search(queries[i % queries.length]!)));
    const elapsed = performance.now() - started;
    delay.disable();
    expect(answers.every((a) => a.moreThan === true)).toBe(true);
    // Generous for a shared machine: each broad search costs about a millisecond at this size.
    expect(delay.max / 1e6, `longest event-loop delay; 30 searches took ${elapsed.toFixed(0)} ms`).toBeLessThan(100);
    expect(elapsed).toBeLessThan(3_000);
  });
});
