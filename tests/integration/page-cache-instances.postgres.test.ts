// Two server instances on one PostgreSQL database, each keeping pages and catalogue answers in memory,
// as behind a load balancer: an admin edit made through one is served by it at once and by the other
// within two seconds (its poll of the catalogue version), pages and JSON alike.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Prepared, prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { Product } from '../../shared/catalog.ts';
import { ADMIN_ENV, ADMIN_PASSWORD, ADMIN_USERNAME, cookieFrom, multipart } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { freshDatabaseEnv } from '../helpers/test-db.ts';

interface Instance {
  prepared: Prepared;
  app: FastifyInstance;
}

let a: Instance;
let b: Instance;
let drop: () => Promise<void>;
let cookie: string;
let product: Product;

async function start(env: Record<string, string>): Promise<Instance> {
  const prepared = await prepare(loadConfig(env), undefined, { demoLimit: 6 });
  const app = await buildApp(prepared.services, { ssr: withPages() });
  await app.ready();
  return { prepared, app };
}

beforeAll(async () => {
  const fresh = await freshDatabaseEnv();
  drop = fresh.drop;
  const env = { ...fresh.env, SEED_DEMO: 'true', ...ADMIN_ENV };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await start(env);
  b = await start(env);
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    remoteAddress: '10.7.0.1',
  });
  expect(res.statusCode).toBe(200);
  cookie = cookieFrom(res.headers['set-cookie']);
  product = (await a.prepared.services.catalog.listProducts({ limit: 1 }))[0]!;
});
afterAll(async () => {
  for (const s of [a, b]) {
    await s?.app.close();
    await s?.prepared.handle.close();
  }
  await drop?.();
});

const pageUrl = () => `/product-detail?id=${product.id}&category=${product.category}`;
const body = async (s: Instance, url: string) => (await s.app.inject({ url })).body;

/** Milliseconds until `s` answers `url` with a body containing `text`; fails after 5 s. */
async function timeUntil(s: Instance, url: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await body(s, url)).includes(text)) return performance.now() - since;
    if (performance.now() - since > 5000) throw new Error(`${url} did not show "${text}" within 5 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('two instances on one PostgreSQL, each with its page cache', () => {
  it('serve an edit made through A: A at once, B within 2 s, pages and JSON', async () => {
    // Both hold the page and the answers from memory before the edit.
    for (const s of [a, b]) {
      for (const url of [pageUrl(), '/api/home/products', `/api/home/product/${product.id}`]) {
        const first = await s.app.inject({ url });
        const again = await s.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
        expect(again.statusCode, url).toBe(304);
      }
    }
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(product)) if (k !== 'id' && k !== 'image' && v !== null) fields[k] = String(v);
    const form = await multipart({ ...fields, title: 'Edited Through Instance A' });
    const upd = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/updateProduct/${product.id}`,
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    expect(upd.statusCode).toBe(200);
    const saved = performance.now();

    expect(await body(a, pageUrl())).toContain('Edited Through Instance A');
    expect(await body(a, '/api/home/products')).toContain('Edited Through Instance A');

    const pageDelay = await timeUntil(b, pageUrl(), 'Edited Through Instance A', saved);
    const listDelay = await timeUntil(b, '/api/home/products', 'Edited Through Instance A', saved);
    const productDelay = await timeUntil(b, `/api/home/product/${product.id}`, 'Edited Through Instance A', saved);
    expect(Math.max(pageDelay, listDelay, productDelay)).toBeLessThan(2000);
  });

  it('show a category renamed through B in A’s pages (the menu) within 2 s', async () => {
    const [cat] = (await b.app.inject({ url: '/api/admin/category', headers: { cookie } })).json() as { id: number; name: string }[];
    expect(await body(a, '/about')).toContain(`>${cat!.name}<`);
    const form = await multipart({ name: 'Renamed On B', isActive: 'true' });
    const upd = await b.app.inject({ method: 'PUT', url: `/api/admin/updateCategory/${cat!.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
    expect(upd.statusCode).toBe(200);
    expect(await timeUntil(a, '/about', '>Renamed On B<', performance.now())).toBeLessThan(2000);
  });

  it('show business details saved through A on B’s kept home page within 2 s', async () => {
    expect(await body(b, '/')).toContain('href="tel:+919999999999"');
    const current = (await a.app.inject({ url: '/api/admin/settings', headers: { cookie } })).json() as Record<string, unknown>;
    const { updatedAt: _at, updatedBy: _by, ...fields } = current;
    const upd = await a.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: { ...fields, phone: '9812377777' } });
    expect(upd.statusCode).toBe(200);
    const saved = performance.now();
    expect(await body(a, '/')).toContain('href="tel:+919812377777"');
    expect(await timeUntil(b, '/', 'href="tel:+919812377777"', saved)).toBeLessThan(2000);
    expect(await body(b, '/')).not.toContain('tel:+919999999999');
  });

  it('show a review published through B on A’s kept home page within 2 s, and a restored version too', async () => {
    const state = (await b.app.inject({ url: '/api/admin/content/home', headers: { cookie } })).json();
    expect(await body(a, '/')).not.toContain('Published Through Instance B');
    const doc = state.draft.doc;
    doc.reviews.items[0] = { name: 'Published Through Instance B', stars: 5, text: 'Seen on the other instance.' };
    const put = await b.app.inject({ method: 'PUT', url: '/api/admin/content/home', headers: { cookie }, payload: { version: state.draft.version, doc } });
    expect(put.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/api/admin/content/home/publish', headers: { cookie } })).statusCode).toBe(200);
    const published = performance.now();
    expect(await body(b, '/')).toContain('Published Through Instance B');
    expect(await timeUntil(a, '/', 'Published Through Instance B', published)).toBeLessThan(2000);

    // Restoring the version before it and publishing takes the review off A's page just as quickly.
    const restore = await b.app.inject({ method: 'POST', url: `/api/admin/content/home/restore/${state.published.version}`, headers: { cookie } });
    expect(restore.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/api/admin/content/home/publish', headers: { cookie } })).statusCode).toBe(200);
    const restored = performance.now();
    const firstReview = state.published.doc.reviews.items[0].name as string;
    expect(await timeUntil(a, '/', firstReview, restored)).toBeLessThan(2000);
    expect(await body(a, '/')).not.toContain('Published Through Instance B');
  });
});
