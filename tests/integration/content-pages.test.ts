// The owner's documents on the real pages (production build): a fresh install shows the spec's texts
// (/tandc's terms, the home page's sections, about, privacy, franchise, our work); a change saved and
// published through the admin API is on the kept page at once (its ETag moves); a hidden or empty home
// section leaves nothing behind (no heading, no text in the page or its data); text that looks like HTML
// is shown escaped; a draft is shown only to the signed-in owner asking for ?preview=1, answered
// no-store and noindex, and never kept for visitors, who get the published page.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { ContentDocs, ContentPage } from '../../shared/content.ts';
import { FAQ, TESTIMONIALS, WHY_US } from '../../shared/home-texts.ts';
import { ABOUT, FRANCHISE_PAGE, PRIVACY, TERMS } from '../../shared/page-texts.ts';
import { rich } from '../../shared/rich-text.ts';
import { PAGE_CACHE_CONTROL } from '../../shared/urls.ts';
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

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const NOINDEX = '<meta name="robots" content="noindex"/>';

async function draftOf<P extends ContentPage>(page: P): Promise<{ version: number; doc: ContentDocs[P] }> {
  const res = await app.inject({ url: `/api/admin/content/${page}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().draft;
}

/** Saves the page's draft changed by `edit` (200 expected). */
async function saveDraft<P extends ContentPage>(page: P, edit: (doc: ContentDocs[P]) => ContentDocs[P] | void): Promise<void> {
  const draft = await draftOf(page);
  const doc = edit(draft.doc) ?? draft.doc;
  const res = await app.inject({ method: 'PUT', url: `/api/admin/content/${page}`, headers: { cookie }, payload: { version: draft.version, doc } });
  expect(res.statusCode, res.body).toBe(200);
}

async function publish(page: ContentPage): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/admin/content/${page}/publish`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The first group of every match, without the comments React writes between neighbouring texts. */
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!.replaceAll('<!-- -->', ''));
const summaries = (html: string) => all(html, /<summary>([^<]*)<\/summary>/g);
const reviewers = (html: string) => all(html, /<figcaption>([^<]*)<\/figcaption>/g);

describe('the home page from the owner’s document', () => {
  it("shows the spec's sections on a fresh install", async () => {
    const html = await page('/');
    expect(summaries(html)).toEqual(FAQ.map((f) => f.question));
    expect(reviewers(html).slice(0, TESTIMONIALS.length)).toEqual(TESTIMONIALS.map((r) => r.name));
    expect(all(html, /<li><h3>([^<]*)<\/h3>/g)).toEqual(WHY_US.map((w) => w.title));
    for (const id of ['quickview', 'gallery', 'reviews', 'whyus']) expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain('<h1>Balloon decoration for every celebration</h1>');
    expect(html).not.toContain(NOINDEX);
  });

  it('shows an edited review, a hidden section and a reordered FAQ once published, escaped, on the kept page', async () => {
    const kept = await get('/');
    expect(kept.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const etag = kept.headers.etag as string;
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);

    await saveDraft('home', (d) => {
      d.reviews.items[0] = { name: 'Meera <b>Kapoor</b>', stars: 4, text: 'Setup was on time & the arch was <i>perfect</i>.' };
      d.whyUs.shown = false;
      const [first, second] = d.faq.items;
      d.faq.items.splice(0, 2, second!, first!);
    });
    // Saved, not published: the page is still the published one, and still kept.
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(summaries(await page('/'))[0]).toBe(FAQ[0]!.question);

    await publish('home');
    const fresh = await get('/', { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    const html = fresh.body;
    expect(summaries(html)).toEqual([FAQ[1]!.question, FAQ[0]!.question, ...FAQ.slice(2).map((f) => f.question)]);
    expect(html).toContain('<figcaption>Meera &lt;b&gt;Kapoor&lt;/b&gt;</figcaption>');
    expect(html).toContain('<blockquote><p>Setup was on time &amp; the arch was &lt;i&gt;perfect&lt;/i&gt;.</p></blockquote>');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).not.toContain('<b>Kapoor');
    expect(html).not.toContain('<i>perfect');
    expect(reviewers(html)).not.toContain(TESTIMONIALS[0]!.name);
    // The hidden section: no heading, no list, and its texts are not even in the page's data.
    expect(html).not.toContain('id="whyus"');
    expect(html).not.toContain('Why choose us');
    for (const w of WHY_US) expect(html).not.toContain(w.text);
    // The sections around it are still there.
    for (const id of ['quickview', 'gallery', 'reviews']) expect(html).toContain(`<section id="${id}"`);
    // /home is the same page.
    expect(summaries(await page('/home'))[0]).toBe(FAQ[1]!.question);
  });

  it('leaves out a section left empty, and without the slider still has the page heading', async () => {
    await saveDraft('home', (d) => {
      d.slider.shown = false;
      d.gallery.items = [];
      d.headline.shown = false;
    });
    await publish('home');
    const html = await page('/');
    expect(html).not.toContain('class="hero"');
    expect(html).not.toContain('Balloon decoration for every celebration');
    expect(html).toMatch(/<h1 class="visually-hidden">[^<]+<\/h1>/);
    expect(html).not.toContain('id="gallery"');
    expect(html).not.toContain('Videos load only when you press one.');
    expect(html).not.toContain('class="sky-headline"');
    expect(html).toContain('<section id="quickview"');
    // The unknown-address page shows the same published home page.
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('class="hero"');
    expect(missing.body).not.toContain('id="gallery"');
  });

  it('shows a draft only in the signed-in owner’s preview, never kept and never indexed', async () => {
    await saveDraft('home', (d) => {
      d.faq.items = [{ question: 'Do you decorate on Diwali?', answer: 'Yes, book {phone} early.' }];
      d.whyUs.shown = true;
    });
    const published = await get('/');
    expect(summaries(published.body)).not.toContain('Do you decorate on Diwali?');

    const preview = await get('/?preview=1', { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain(NOINDEX);
    expect(summaries(preview.body)).toEqual(['Do you decorate on Diwali?']);
    expect(preview.body).toContain('<p>Yes, book +91 99999 99999 early.</p>');
    expect(preview.body).toContain('id="whyus"');

    // Anyone else asking for the preview gets the kept published page.
    const visitor = await get('/?preview=1');
    expect(visitor.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(visitor.headers.etag).toBe(published.headers.etag);
    expect(visitor.body).not.toContain('Diwali');
    expect(visitor.body).not.toContain(NOINDEX);
    // The owner without asking for the preview sees the published page too.
    const owner = await get('/', { cookie });
    expect(owner.body).not.toContain('Diwali');
    expect(owner.body).not.toContain(NOINDEX);
    // A made-up session cookie is no owner.
    const forged = await get('/?preview=1', { cookie: cookie.replace(/=.*/, '=forged') });
    expect(forged.body).not.toContain('Diwali');
    expect(forged.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the info pages from the owner’s documents', () => {
  it("show the spec's texts on a fresh install", async () => {
    const about = await page('/about');
    for (const p of ABOUT.story) expect(about).toContain(`<p>${p}</p>`);
    const privacy = await page('/privacy');
    expect(all(privacy, /<h2 id="privacy-\d">(.*?)<\/h2>/g)).toEqual(PRIVACY.sections.map((s, i) => `${i + 1}. ${s.heading}`));
    expect(privacy).toContain(`<p>${PRIVACY.retention(t.services.config.leadRetentionDays, t.services.config.cartTtlDays)}</p>`);
    const franchise = await page('/franchise');
    expect(franchise).toContain(`<div class="check-list"><ul>${FRANCHISE_PAGE.terms.map((x) => `<li>${x}</li>`).join('')}</ul></div>`);
    expect(franchise).toContain(`<div class="page-intro"><p>${FRANCHISE_PAGE.intro[0]}</p>`);
    const ourwork = await page('/ourwork');
    expect(ourwork).toContain('<div class="page-intro"><p>Sky balloon advertising and event projects we are proud of.</p></div>');
  });

  it('show a published change, escaped, and the draft only in the owner’s preview', async () => {
    const before = await get('/about');
    await saveDraft('about', () => ({ body: rich.doc(rich.p('Founded in Pune in 2015 <script>alert(1)</script>.'), rich.p(ABOUT.story[1]!)) }));
    expect((await page('/about')).includes('Founded in Pune')).toBe(false);
    const preview = await get('/about?preview=1', { cookie });
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain(NOINDEX);
    expect(preview.body).toContain('<p>Founded in Pune in 2015 &lt;script&gt;alert(1)&lt;/script&gt;.</p>');

    await publish('about');
    const after = await get('/about', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<p>Founded in Pune in 2015 &lt;script&gt;alert(1)&lt;/script&gt;.</p>');
    expect(after.body).not.toContain('<script>alert(1)');
    expect(after.body).not.toContain(ABOUT.story[0]!);
    // The team and the events claim stay the page's own.
    expect(after.body).toContain('Managing Director');
    expect(after.body).toContain('20,000+');
  });

  it('number the privacy policy’s sections by its headings and keep the retention placeholder filled', async () => {
    await saveDraft('privacy', (d) => {
      d.body.content.push(rich.h2('Children'), rich.p('We do not knowingly collect information from children.'));
    });
    await publish('privacy');
    const html = await page('/privacy');
    const headings = all(html, /<h2 id="privacy-\d">(.*?)<\/h2>/g);
    expect(headings).toHaveLength(PRIVACY.sections.length + 1);
    expect(headings.at(-1)).toBe('7. Children');
    expect(html).toContain('Children</h2><p>We do not knowingly collect information from children.</p></section></li></ol>');
    expect(html).toContain('We keep enquiries, franchise applications and order requests for');
  });

  it('show changed franchise terms beside the form and renamed catalogues on Our Work', async () => {
    await saveDraft('franchise', () => ({
      body: rich.doc(rich.p('Open a Gubbara studio in your city.'), rich.h2('What you need'), rich.ul('A shop of 300 sq. ft.', 'A 3-year agreement.')),
    }));
    await publish('franchise');
    const franchise = await page('/franchise');
    expect(franchise).toContain(
      '<h2 id="franchise-terms-heading">What you need</h2><div class="check-list"><ul><li>A shop of 300 sq. ft.</li><li>A 3-year agreement.</li></ul></div>',
    );
    expect(franchise).toContain('<div class="page-intro"><p>Open a Gubbara studio in your city.</p></div>');
    expect(franchise).not.toContain(FRANCHISE_PAGE.terms[0]!);
    expect(franchise).toContain('class="form-card"');

    await saveDraft('ourwork', (d) => {
      d.body = rich.doc(rich.p('Projects from Kashmir to Kanyakumari.'));
      d.catalogues[0]!.title = 'Bouncy Castles';
      d.catalogues[0]!.description = 'Castles for every party.';
    });
    await publish('ourwork');
    const ourwork = await page('/ourwork');
    expect(ourwork).toContain('<div class="page-intro"><p>Projects from Kashmir to Kanyakumari.</p></div>');
    expect(all(ourwork, /<strong>([^<]*)<\/strong> catalogue/g)).toEqual(['Bouncy Castles', 'Intext Balloon', 'Printed Balloon', 'Sky Balloon']);
    expect(ourwork).toContain('Castles for every party.');
    expect(ourwork).toContain('href="/catalogues/bouncy-and-trampoline.pdf"');
  });
});
