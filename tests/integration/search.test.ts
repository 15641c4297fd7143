// Product search on a real database (SQLite, or PostgreSQL with TEST_DIALECT=postgres): a small
// catalogue written through the admin API, then GET /api/home/search and /api/home/search/suggest:
// typos, partial words, plurals, synonyms (seeded Hinglish and one the owner adds), every indexed
// field, an inactive category, title-first ranking, paging, bad input, the index following admin
// writes, and the synonyms API.
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, expectLoginRequired, login, multipart } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';
import { SearchService, VOCABULARY_LETTERS } from '../../server/modules/search/search.service.ts';
import { HINDI_SYNONYMS } from '../../db/migrations/20261128000300_search_synonyms_hindi.ts';

let cookie: string;
const ids = new Map<string, number>();

type Fields = Record<string, string>;
const product = (title: string, category: string, description = '', more: Fields = {}): Fields => ({
  title,
  category,
  price: '199',
  description,
  color: '',
  occassion: '',
  brand: 'Utsav',
  material: '',
  ...more,
});

// Created in this order; the paper fan (glitter only in its description) comes before the caps
// (glitter in the title), so title-first ranking cannot be explained by id order.
const CATALOGUE: Fields[] = [
  product('Heart Foil Balloon 18 inch', 'foil', 'A shiny heart for anniversaries.', { color: 'Red', material: 'Foil' }),
  product('Helium Gas Cylinder, Fills 50', 'heliumballoon', 'Pure helium for floating decor.'),
  product('Confetti Cannon, 4 Shots', 'confettiblasting', 'Paper bursts for a grand entry.'),
  product('Trampoline 8 ft with Safety Net', 'trampoline', 'Bounce safely in the garden.'),
  product('Rose Balloon Bouquet', 'balloonbouquet', 'Seven balloons tied with ribbon.'),
  product('Floral Backdrop for Wedding Stage', 'backdroppanels', 'Pastel balloons and flowers on a frame.', { occassion: 'Wedding' }),
  product('Birthday Banner Set', 'party', '', { occassion: 'Birthday' }),
  product('Garden Swing for Kids', 'playitems', 'A sturdy seat on ropes.'),
  product('Jumping Castle 15 ft', 'jumping', 'A bouncy castle with a slide.'),
  product('Paper Fan Set', 'party', 'Six fans with glitter edges.'),
  product('Glitter Party Caps, Pack of 10', 'party', 'Cone caps for the little ones.'),
  product('Arch Frame Kit', 'garlandluxury', 'A steel frame for entrance arches.'),
  product('Drone Flower Shower', 'showerflower', 'Petals from above.'),
  product('Round Latex Pack of 50', 'latex', '', {
    color: 'Teal',
    occassion: 'Diwali',
    brand: 'Navrang',
    material: 'Natural Rubber',
    about1: 'Reusable valve',
  }),
];

async function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, fields?: Fields) {
  const body = fields ? await multipart(fields) : undefined;
  return t.app.inject({ method, url, headers: { cookie, ...(body?.headers ?? {}) }, ...(body ? { payload: body.payload } : {}) });
}

const search = async (q: string, extra = '') => {
  const res = await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json() as { total: number; items: { id: number; title: string }[] };
};
const titles = async (q: string) => (await search(q, '&limit=100')).items.map((p) => p.title);

/** A products row as a bulk import or hand-written SQL would write it, past the admin API. */
const plainRow = (title: string, categoryId: number) => ({
  title,
  category_id: categoryId,
  price: 99,
  description: '',
  stock: 0,
  occassion: '',
  color: '',
  material: '',
  brand: '',
  netquantity: '',
});

async function categoryId(slug: string): Promise<number> {
  const cats = (await send('GET', '/api/admin/category')).json() as { id: number; slug: string }[];
  return cats.find((c) => c.slug === slug)!.id;
}

const t = testContextForFile({ demo: 0, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
  const cat = await send('POST', '/api/admin/saveCategory', { name: 'Monsoon Specials', isActive: 'false' });
  expect(cat.statusCode).toBe(201);
  for (const p of [...CATALOGUE, product('Umbrella Balloon Stand', 'MonsoonSpecials', 'Balloons for rainy days.')]) {
    const res = await send('POST', '/api/admin/saveProduct', p);
    expect(res.statusCode, res.body).toBe(201);
    ids.set(p.title!, res.json().id);
  }
});

describe(`GET /api/home/search finds (${dialect})`, () => {
  const BALLOON_TITLES = ['Heart Foil Balloon 18 inch', 'Rose Balloon Bouquet'];
  // [query, the first results (in any order among themselves), the total]
  it.each<[string, string[], number]>([
    ['ballon', BALLOON_TITLES, 5],
    ['hellium', ['Helium Gas Cylinder, Fills 50'], 1],
    ['confeti', ['Confetti Cannon, 4 Shots'], 1],
    ['trampolin', ['Trampoline 8 ft with Safety Net'], 1],
    ['Trampolne', ['Trampoline 8 ft with Safety Net'], 1],
    ['bouq', ['Rose Balloon Bouquet'], 1],
    ['balloons', BALLOON_TITLES, 5],
    ['BALLOON', BALLOON_TITLES, 5],
    ['parties', ['Glitter Party Caps, Pack of 10'], 3],
    ['caps', ['Glitter Party Caps, Pack of 10'], 1],
    ['gubbara', BALLOON_TITLES, 5],
    ['gubbare', BALLOON_TITLES, 5],
    ['gubare', BALLOON_TITLES, 5],
    ['shaadi', ['Floral Backdrop for Wedding Stage'], 1],
    ['shadi', ['Floral Backdrop for Wedding Stage'], 1],
    ['shaadi ke liye gubbare', ['Floral Backdrop for Wedding Stage'], 1],
    ['janamdin', ['Birthday Banner Set'], 1],
    ['jhula', ['Garden Swing for Kids', 'Jumping Castle 15 ft'], 2],
    ['foil heart', ['Heart Foil Balloon 18 inch'], 1],
    ['luxury', ['Arch Frame Kit'], 1],
    ['garland', ['Arch Frame Kit'], 1],
    ['teal', ['Round Latex Pack of 50'], 1],
    ['diwali', ['Round Latex Pack of 50'], 1],
    ['navrang', ['Round Latex Pack of 50'], 1],
    ['rubber', ['Round Latex Pack of 50'], 1],
    ['valve', ['Round Latex Pack of 50'], 1],
    ['seven ribbon', ['Rose Balloon Bouquet'], 1],
  ])('%s → %j first, %i in all', async (q, first, total) => {
    const body = await search(q);
    expect(body.total).toBe(total);
    expect(body.items).toHaveLength(total);
    expect(
      body.items
        .slice(0, first.length)
        .map((p) => p.title)
        .sort(),
    ).toEqual([...first].sort());
  });

  it('ranks title matches first: the caps (glitter in the title) before the fan (glitter in the description)', async () => {
    expect(await titles('glitter')).toEqual(['Glitter Party Caps, Pack of 10', 'Paper Fan Set']);
  });

  it('answers items in the catalogue product shape, exactly as GET /api/home/product/{id}', async () => {
    const res = await t.app.inject({ url: '/api/home/search?q=valve' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const id = ids.get('Round Latex Pack of 50')!;
    expect(res.json()).toEqual({ total: 1, items: [(await t.app.inject({ url: `/api/home/product/${id}` })).json()] });
  });

  it('never finds a product of an inactive category, by its own words or by a shared one', async () => {
    expect(await search('umbrella')).toEqual({ total: 0, items: [] });
    expect(await titles('balloon')).not.toContain('Umbrella Balloon Stand');
  });

  it('answers {total: 0, items: []} when nothing matches, typo or not', async () => {
    for (const q of ['xylophone', 'zzzz', 'q']) expect(await search(q)).toEqual({ total: 0, items: [] });
  });

  it('finds what an owner-added synonym means once it is saved, and no more once it is deleted', async () => {
    expect(await search('phool')).toEqual({ total: 0, items: [] });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/search/synonyms', headers: { cookie }, payload: { word: 'Phool', means: 'flower' } });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ status: 201, message: 'Synonym saved: "phool" also finds "flower"', id, word: 'phool', means: 'flower' });
    expect(await titles('phool')).toEqual(['Drone Flower Shower', 'Floral Backdrop for Wedding Stage']);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/search/synonyms/${id}`, headers: { cookie } });
    expect(del.json()).toEqual({ status: 200, message: 'Synonym "phool" → "flower" deleted' });
    expect(await search('phool')).toEqual({ total: 0, items: [] });
  });
});

describe(`paging (${dialect})`, () => {
  it('windows the ranked list with limit and offset; the total stays; past the end is empty', async () => {
    const all = (await search('balloon', '&limit=100')).items.map((p) => p.id);
    expect(all).toHaveLength(5);
    const windows = [];
    for (let offset = 0; offset < 5; offset++) {
      const page = await search('balloon', `&limit=1&offset=${offset}`);
      expect(page.total).toBe(5);
      windows.push(...page.items.map((p) => p.id));
    }
    expect(windows).toEqual(all);
    expect((await search('balloon', '&limit=3&offset=1')).items.map((p) => p.id)).toEqual(all.slice(1, 4));
    expect(await search('balloon', '&offset=5')).toEqual({ total: 5, items: [] });
  });

  it('lists large groups by id, still title matches first, when scoring them would cost too much', async () => {
    const byId = new SearchService(t.services.db, t.services.dialect, { rankLimit: 0 });
    const title = ['Heart Foil Balloon 18 inch', 'Rose Balloon Bouquet'].map((x) => ids.get(x)!);
    const rest = ['Helium Gas Cylinder, Fills 50', 'Floral Backdrop for Wedding Stage', 'Round Latex Pack of 50'].map((x) => ids.get(x)!);
    expect((await byId.search('balloon', 10)).items.map((p) => p.id)).toEqual([...title, ...rest]);
    expect((await byId.search('balloon', 2, 1)).items.map((p) => p.id)).toEqual([title[1], rest[0]]);
    expect((await byId.search('glitter', 10)).items.map((p) => p.title)).toEqual(['Glitter Party Caps, Pack of 10', 'Paper Fan Set']);
  });
});

describe(`bad input (${dialect})`, () => {
  it.each([
    ['', 'q is required'],
    ['?q=', 'q must not be empty'],
    ['?q=%20%20%20', 'q must not be empty'],
    ['?q=%09%0A', 'q must not be empty'],
    [`?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?q=a&q=b', 'q must be text'],
    ['?q=ballon&limit=0', 'limit must be at least 1'],
    ['?q=ballon&limit=501', 'limit must be at most 500'],
    ['?q=ballon&limit=ten', 'limit must be a number'],
    ['?q=ballon&offset=-1', 'offset must be 0 or more'],
  ])('GET /api/home/search%s → 400 %j', async (query, message) => {
    const res = await t.app.inject({ url: `/api/home/search${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });

  it('takes 100 characters, spaces around them trimmed', async () => {
    expect(await search(`  ${'b'.repeat(100)}  `)).toEqual({ total: 0, items: [] });
  });

  it.each(['"', '*', '(', ')', '-', ':', '%', '^', "'", '\\', '{title}', '"*(-:%', 'NEAR(', 'NEAR(a b)', 'OR', 'AND', 'NOT', 'a OR', '* OR *', '😀', '\u0000'])(
    'treats %j as plain text, never as query syntax',
    async (q) => {
      const res = await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['total', 'items']);
      expect(body.items).toHaveLength(Math.min(body.total, 48));
    },
  );

  it('answers 200 or our 400 to any generated text, query syntax and all, never a 5xx', async () => {
    const syntax = fc.constantFrom(
      '"',
      '*',
      '(',
      ')',
      '{',
      '}',
      ':',
      '^',
      '-',
      '+',
      '%',
      "'",
      '\\',
      'NEAR',
      'OR',
      'AND',
      'NOT',
      'ballon',
      'heart',
      ' ',
      '\u0000',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 110 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.array(syntax, { maxLength: 30 }).map((p) => p.join('')),
    );
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const res = await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(q)}` });
        const length = q.trim().length;
        if (length >= 1 && length <= 100) {
          expect(res.statusCode, `${JSON.stringify(q)}: ${res.body}`).toBe(200);
          const { total, items, showing, didYouMean, ...rest } = res.json() as Record<string, unknown>;
          expect(rest).toEqual({});
          expect(typeof total).toBe('number');
          expect(Array.isArray(items)).toBe(true);
          // How the search was read is said in words of the index only, never the query's syntax.
          for (const said of [showing, didYouMean]) if (said !== undefined) expect(said).toMatch(/^[\p{L}\p{N}\p{M} ]+$/u);
        } else {
          expect(res.statusCode, JSON.stringify(q)).toBe(400);
          expect(res.json()).toEqual({ status: 400, message: length === 0 ? 'q must not be empty' : 'q must be at most 100 characters' });
        }
      }),
      { numRuns: 300 },
    );
  });

  // Query syntax is read as words: a column name, an operator or a stray word is one more word to
  // look for, which finds nothing and is left out (`showing` names the words the products were found for).
  it.each([
    ['"ballon"', 5, undefined],
    ['ballon*', 5, undefined],
    ['(ballon)', 5, undefined],
    ['-ballon', 5, undefined],
    ['title:ballon', 5, 'balloon'],
    ['{title}: ballon', 5, 'balloon'],
    ['ballon NEAR(heart', 1, 'balloon heart'],
    ['heart-shaped', 1, 'heart'],
    ['heart OR zzz', 1, 'heart'],
    ["'; DROP TABLE products; --", 0, undefined],
    ['"*(-:%', 0, undefined],
  ])('finds the words in %j and nothing else (%i)', async (q, total, showing) => {
    const found = (await search(q)) as { total: number; showing?: string };
    expect(found.total).toBe(total);
    expect(found.showing).toBe(showing);
  });
});

describe(`GET /api/home/search/suggest (${dialect})`, () => {
  it('answers at most 8 suggestions with only id, title, category, price and picture, in the search order', async () => {
    const res = await t.app.inject({ url: '/api/home/search/suggest?q=ballon' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Record<string, unknown>[] };
    const full = (await search('ballon')).items;
    expect(items.map((s) => s.id)).toEqual(full.map((p) => p.id));
    const heart = items.find((s) => s.title === 'Heart Foil Balloon 18 inch')!;
    expect(heart).toEqual({ id: ids.get('Heart Foil Balloon 18 inch'), title: 'Heart Foil Balloon 18 inch', category: 'foil', price: 199, image: null });
    const many = (await t.app.inject({ url: '/api/home/search/suggest?q=utsav' })).json().items;
    expect(many).toHaveLength(8);
  });

  it.each([
    ['', 'q is required'],
    ['?q=%20', 'q must not be empty'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('GET /api/home/search/suggest%s → 400 %j', async (query, message) => {
    const res = await t.app.inject({ url: `/api/home/search/suggest${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });
});

describe(`the index follows every write, in the writer's transaction (${dialect})`, () => {
  it('an updated product is found by its new words only', async () => {
    const id = ids.get('Garden Swing for Kids')!;
    const res = await send('PUT', `/api/admin/updateProduct/${id}`, product('Garden Hammock for Kids', 'playitems', 'A sturdy seat on ropes.'));
    expect(res.statusCode).toBe(200);
    expect(await titles('hammock')).toEqual(['Garden Hammock for Kids']);
    expect(await titles('swing')).toEqual([]);
    expect(await titles('jhula')).toEqual(['Jumping Castle 15 ft']);
  });

  it('a product moved to another category is found by that category name', async () => {
    const id = ids.get('Arch Frame Kit')!;
    expect(await titles('bouquet')).toEqual(['Rose Balloon Bouquet']);
    await send('PUT', `/api/admin/updateProduct/${id}`, product('Arch Frame Kit', 'balloonbouquet', 'A steel frame for entrance arches.'));
    expect(await titles('bouquet')).toEqual(['Rose Balloon Bouquet', 'Arch Frame Kit']);
    expect(await titles('luxury')).toEqual([]);
  });

  it('a deleted product is gone', async () => {
    const res = await send('DELETE', `/api/admin/deleteProduct/${ids.get('Jumping Castle 15 ft')}`);
    expect(res.statusCode).toBe(200);
    expect(await search('castle')).toEqual({ total: 0, items: [] });
    expect(await titles('jhula')).toEqual([]);
  });

  it('a category made inactive takes its products out, made active again brings them back; a rename follows', async () => {
    const cat = await categoryId('playitems');
    const set = (fields: Fields) => send('PUT', `/api/admin/updateCategory/${cat}`, fields);
    expect((await set({ name: 'Play Items', isActive: 'false' })).statusCode).toBe(200);
    expect(await titles('hammock')).toEqual([]);
    expect((await set({ name: 'Play Items', isActive: 'true' })).statusCode).toBe(200);
    expect(await titles('hammock')).toEqual(['Garden Hammock for Kids']);
    expect(await titles('outdoor')).toEqual([]);
    expect((await set({ name: 'Outdoor Play', isActive: 'true' })).statusCode).toBe(200);
    expect(await titles('outdoor')).toEqual(['Garden Hammock for Kids']);
  });

  it('indexes a plain SQL insert inside its transaction, and a rollback takes it out again', async () => {
    const foil = await categoryId('foil');
    const indexed = (db: typeof t.services.db) =>
      dialect === 'postgres'
        ? sql`SELECT product_id FROM product_search WHERE document @@ to_tsquery('simple', 'phantom:*')`.execute(db)
        : sql`SELECT rowid FROM product_search WHERE product_search MATCH '"phantom"*'`.execute(db);
    await expect(
      t.services.db.transaction().execute(async (trx) => {
        await trx.insertInto('products').values(plainRow('Phantom Kite', foil)).execute();
        expect((await indexed(trx)).rows).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await indexed(t.services.db)).rows).toHaveLength(0);
    expect(await search('phantom')).toEqual({ total: 0, items: [] });
  });

  it('forgives a typo in a word that only a new product brought, and finds part of it', async () => {
    expect(await search('zephyer')).toEqual({ total: 0, items: [] });
    expect(await search('zeph')).toEqual({ total: 0, items: [] });
    expect((await send('POST', '/api/admin/saveProduct', product('Zephyr Kite', 'playitems'))).statusCode).toBe(201);
    expect(await titles('zephyer')).toEqual(['Zephyr Kite']);
    expect(await titles('zeph')).toEqual(['Zephyr Kite']);
  });

  it('finds a product written a moment ago with plain SQL by part of a new word', async () => {
    expect(await search('quetz')).toEqual({ total: 0, items: [] });
    await t.services.db
      .insertInto('products')
      .values(plainRow('Quetzal Feather Garland', await categoryId('garlandluxury')))
      .execute();
    expect(await titles('quetz')).toEqual(['Quetzal Feather Garland']);
  });

  it('holds exactly the products of active categories', async () => {
    const db = t.services.db;
    const visible = await db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .where('c.is_active', '=', 1)
      .select('p.id')
      .orderBy('p.id')
      .execute();
    const indexed =
      dialect === 'postgres'
        ? await sql<{ id: number }>`SELECT product_id AS id FROM product_search ORDER BY product_id`.execute(db)
        : await sql<{ id: number }>`SELECT rowid AS id FROM product_search ORDER BY rowid`.execute(db);
    expect(indexed.rows.map((r) => Number(r.id))).toEqual(visible.map((r) => r.id));
  });
});

describe(`/api/admin/search/synonyms (${dialect})`, () => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  it('lists the seeded Hinglish synonyms, sorted by word', async () => {
    const res = await call('GET', '/api/admin/search/synonyms');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { word: string; means: string }[]).map(({ word, means }) => [word, means])).toEqual([
      ...[
        ['gubbara', 'balloon'],
        ['gubbare', 'balloon'],
        ['janamdin', 'birthday'],
        ['jhula', 'jumping'],
        ['jhula', 'swing'],
        ['sajawat', 'decoration'],
        ['shaadi', 'wedding'],
        ...HINDI_SYNONYMS,
      ].sort(([a, am], [b, bm]) => (a! < b! ? -1 : a! > b! ? 1 : am! < bm! ? -1 : am! > bm! ? 1 : 0)),
    ]);
  });

  it('refuses a synonym it already has with 409', async () => {
    const res = await call('POST', '/api/admin/search/synonyms', { word: ' Gubbara ', means: 'BALLOON' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: '"gubbara" already means "balloon"' });
  });

  it.each([
    [{}, 'word is required'],
    [{ word: 'mela' }, 'means is required'],
    [{ word: '', means: 'fair' }, 'word must be at least 2 characters'],
    [{ word: 'mela', means: '   ' }, 'means must be at least 2 characters'],
    [{ word: 'mela', means: 'fun fair' }, 'means must be one word of letters and digits'],
    [{ word: 'me-la', means: 'fair' }, 'word must be one word of letters and digits'],
    [{ word: 'm'.repeat(51), means: 'fair' }, 'word must be at most 50 characters'],
    [{ word: 'mela', means: 'MELA' }, 'means must differ from word'],
    [{ word: 5, means: 'fair' }, 'word is required'],
    [[], 'Request body must be a JSON object'],
  ])('refuses %j with 400 %j and saves nothing', async (payload, message) => {
    const before = (await call('GET', '/api/admin/search/synonyms')).json();
    const res = await call('POST', '/api/admin/search/synonyms', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
    expect((await call('GET', '/api/admin/search/synonyms')).json()).toEqual(before);
  });

  it('deletes by id: 200, then 404 for the same id; a malformed id is 400', async () => {
    const list = (await call('GET', '/api/admin/search/synonyms')).json() as { id: number; word: string; means: string }[];
    const sajawat = list.find((s) => s.word === 'sajawat' && s.means === 'decoration')!;
    expect((await call('DELETE', `/api/admin/search/synonyms/${sajawat.id}`)).json()).toEqual({
      status: 200,
      message: 'Synonym "sajawat" → "decoration" deleted',
    });
    const again = await call('DELETE', `/api/admin/search/synonyms/${sajawat.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: `Synonym ${sajawat.id} not found` });
    const bad = await call('DELETE', '/api/admin/search/synonyms/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: 'id must be a positive whole number' });
  });

  it('answers 401 without a session', async () => {
    await expectLoginRequired(t, [
      ['GET', '/api/admin/search/synonyms'],
      ['POST', '/api/admin/search/synonyms', { word: 'mela', means: 'fair' }],
      ['DELETE', '/api/admin/search/synonyms/1'],
    ]);
  });
});

describe(`a large result (${dialect})`, () => {
  it('answers 48 unless a limit is asked for; the next window starts where it stopped', async () => {
    const smoke = await categoryId('drysmoke');
    await t.services.db
      .insertInto('products')
      .values(Array.from({ length: 50 }, (_, i) => plainRow(`Bulk Bunting ${i + 1}`, smoke)))
      .execute();
    const first = await search('bunting');
    expect(first.total).toBe(50);
    expect(first.items).toHaveLength(48);
    const rest = await search('bunting', '&offset=48');
    expect(rest.items).toHaveLength(2);
    expect(new Set([...first.items, ...rest.items].map((p) => p.id)).size).toBe(50);
  });
});

describe(`the kept vocabulary (${dialect})`, () => {
  it('keeps the words of at most VOCABULARY_LETTERS first letters, however many different ones are typed', async () => {
    // The products the test before inserted moved the catalogue version: read that move now, or the
    // once-a-second poll reads it during the loop and empties the kept words part way through.
    await t.services.catalogueVersion.refresh();
    for (let i = 0; i < VOCABULARY_LETTERS + 100; i++) {
      const res = await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(`${String.fromCodePoint(0x4e00 + i)}zzzzz`)}` });
      expect(res.statusCode).toBe(200);
    }
    expect(t.services.search.vocabularyLetters).toBe(VOCABULARY_LETTERS);
    // Still searching as before.
    expect((await search('bunting')).total).toBe(50);
  });
});
