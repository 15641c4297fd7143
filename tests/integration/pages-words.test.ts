// Rendered pages that speak plainly: an unknown address says which page was not found (status 404,
// never kept in the page cache, so each address shows its own), and a product's facts the owner left
// empty (a service has no brand or net quantity) are left out of its page.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: { ACCESS_LOG: 'errors' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe(`a real "not found" on ${dialect}`, () => {
  it('shows the home page under a line naming the address, with status 404', async () => {
    const res = await app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p class="not-found-line">We couldn&#x27;t find <strong>/no-such-page</strong> — here is our home page.</p>');
    expect(res.body).toContain('class="product-card"');
    // Before the home page's own content: the first thing read in <main>.
    const main = res.body.slice(res.body.indexOf('<main'));
    expect(main.indexOf('not-found-line')).toBeLessThan(main.indexOf('Quick View'));
  });

  it('names each address, decoded and cut short, however often they are asked for', async () => {
    for (let i = 0; i < 3; i++) {
      const a = await app.inject({ url: `/gone-${i}?utm_source=x` });
      expect(a.statusCode).toBe(404);
      expect(a.body).toContain(`<strong>/gone-${i}</strong>`);
      expect(a.headers.etag).toBeUndefined();
    }
    const hindi = await app.inject({ url: `/${encodeURIComponent('गुब्बारे')}` });
    expect(hindi.body).toContain('<strong>/गुब्बारे</strong>');
    const long = await app.inject({ url: `/${'x'.repeat(300)}` });
    expect(long.body).toContain(`<strong>/${'x'.repeat(79)}</strong>`);
  });
});

describe(`product facts on ${dialect}`, () => {
  it('leaves out the facts the owner left empty and keeps those filled in', async () => {
    const p = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
    await t.services.db
      .updateTable('products')
      .set({ brand: '', netquantity: '', occassion: 'Wedding', color: 'Gold', material: '' })
      .where('id', '=', p.id)
      .execute();
    const res = await app.inject({ url: `/product-detail?id=${p.id}&category=${p.category}` });
    expect(res.statusCode).toBe(200);
    const facts = res.body.slice(res.body.indexOf('<dl class="facts">'), res.body.indexOf('</dl>', res.body.indexOf('<dl class="facts">')));
    expect(facts).toContain('<dt>Occasion</dt><dd>Wedding</dd>');
    expect(facts).toContain('<dt>Color</dt><dd>Gold</dd>');
    expect(facts).not.toContain('Brand');
    expect(facts).not.toContain('Net Quantity');
    expect(facts).not.toContain('Material');
    expect(facts).not.toContain('–');
  });
});
