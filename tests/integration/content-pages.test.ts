// The owner's documents on the real pages (production build): a fresh install's /tandc shows the
// spec's terms; a published change is on the kept page at once; text that looks like HTML is shown
// escaped; a draft is shown only to the signed-in owner asking for ?preview=1, marked noindex and
// never kept for visitors.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { TERMS } from '../../shared/page-texts.ts';
import { rich } from '../../shared/rich-text.ts';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestContext({ env: ADMIN_ENV });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const page = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ url, headers })).body;
const terms = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

describe('/tandc from the owner’s document', () => {
  it("shows the spec's terms on a fresh install", async () => {
    const html = await page('/tandc');
    expect(html).toContain(`<div class="terms-list"><ol><li>${TERMS.terms[0]}</li>`);
    expect(terms(html).slice(0, TERMS.terms.length)).toEqual(TERMS.terms);
  });

  it('shows a published change at once, escaped, and a draft only in the owner’s preview', async () => {
    const kept = await app.inject({ url: '/tandc' });
    expect((await app.inject({ url: '/tandc', headers: { 'if-none-match': kept.headers.etag as string } })).statusCode).toBe(304);
    const state = (await app.inject({ url: '/api/admin/content/tandc', headers: { cookie } })).json();
    const changed = { body: rich.doc(rich.ol('Refunds are made within 5 working days <b>guaranteed</b>.', ...TERMS.terms.slice(1))) };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/content/tandc', headers: { cookie }, payload: { version: state.draft.version, doc: changed } })).statusCode).toBe(200);

    // A draft: visitors (even asking for the preview) see the published terms; the owner's preview the draft.
    expect(await page('/tandc')).toContain(TERMS.terms[0]);
    const asked = await page('/tandc?preview=1');
    expect(asked).toContain(TERMS.terms[0]);
    expect(asked).not.toContain('5 working days');
    const preview = await app.inject({ url: '/tandc?preview=1', headers: { cookie } });
    expect(preview.body).toContain('<li>Refunds are made within 5 working days &lt;b&gt;guaranteed&lt;/b&gt;.</li>');
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(await page('/tandc?preview=1')).not.toContain('5 working days');

    expect((await app.inject({ method: 'POST', url: '/api/admin/content/tandc/publish', headers: { cookie } })).statusCode).toBe(200);
    const live = await page('/tandc');
    expect(live).toContain('<li>Refunds are made within 5 working days &lt;b&gt;guaranteed&lt;/b&gt;.</li>');
    expect(live).not.toContain('<b>guaranteed');
    expect(live).not.toContain('noindex');
  });
});
