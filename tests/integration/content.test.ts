// The owner's documents (/api/admin/content/{page}) on a real database: a fresh install holds the
// spec's texts as each page's first published version; a draft save needs the version it was made
// from (409, nothing changed, when someone saved in between; of two editors at once exactly one wins);
// bad documents are a 400 naming the field, nothing changed; a publish makes the draft live, keeps the
// previous 20 versions with who and when, and a restore brings one back as the draft; a second
// instance on the same database shows a publish within two seconds.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Prepared, prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { CONTENT_PAGES, type HomeDoc, type InfoDoc } from '../../shared/content.ts';
import { firstDocument } from '../../shared/content-seed.ts';
import { FAQ, TESTIMONIALS } from '../../shared/home-texts.ts';
import { TERMS } from '../../shared/page-texts.ts';
import { rich } from '../../shared/rich-text.ts';
import { ADMIN_ENV, expectLoginRequired, login, multipart, png } from '../helpers/admin.ts';
import { testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ env: ADMIN_ENV });
let cookie: string;

beforeAll(async () => {
  cookie = await login(t);
});

const url = (page: string, rest = '') => `/api/admin/content/${page}${rest}`;
const get = (page: string) => t.app.inject({ url: url(page), headers: { cookie } });
const put = (page: string, payload: unknown) => t.app.inject({ method: 'PUT', url: url(page), headers: { cookie }, payload: payload as object });
const publish = (page: string) => t.app.inject({ method: 'POST', url: url(page, '/publish'), headers: { cookie } });
const history = (page: string) => t.app.inject({ url: url(page, '/history'), headers: { cookie } });
const restore = (page: string, version: number | string) => t.app.inject({ method: 'POST', url: url(page, `/restore/${version}`), headers: { cookie } });

/** A copy of the document, changed by `edit`. */
function edited<D>(doc: D, edit: (d: D) => void): D {
  const copy = structuredClone(doc);
  edit(copy);
  return copy;
}

describe('page content', () => {
  it('is behind the admin login, every call', async () => {
    await expectLoginRequired(t, [
      ['GET', url('home')],
      ['PUT', url('home'), { version: 1, doc: firstDocument('home') }],
      ['POST', url('home', '/publish')],
      ['GET', url('home', '/history')],
      ['POST', url('home', '/restore/1')],
      ['POST', url('media')],
    ]);
  });

  it("holds the spec's texts as every page's first published version and its draft on a fresh install", async () => {
    for (const page of CONTENT_PAGES) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ page, draft: { version: 1, savedBy: null }, published: { version: 1, publishedBy: null } });
      expect(body.published.doc).toEqual(firstDocument(page));
      expect(body.draft.doc).toEqual(body.published.doc);
      expect((await history(page)).json()).toEqual([{ version: 1, publishedAt: body.published.publishedAt, publishedBy: null, live: true }]);
    }
    const home = (await get('home')).json().published.doc as HomeDoc;
    expect(home.reviews.items.map((r) => r.text)).toEqual(TESTIMONIALS.map((r) => r.user_content));
    expect(home.faq.items.map((f) => f.question)).toEqual(FAQ.map((f) => f.question));
    expect(home.gallery.items).toHaveLength(12);
    expect(home.faq.items[5]).toEqual({ question: 'How long does delivery take?', answer: '7 to 10 days.' });
    const tandc = (await get('tandc')).json().published.doc as InfoDoc;
    expect(tandc.body).toEqual(rich.doc(rich.ol(...TERMS.terms)));
  });

  it('answers 404 for a page that is not one of the six, on every call', async () => {
    for (const page of ['contact', 'HOME', '..', 'home%2F..']) {
      for (const res of [await get(page), await put(page, { version: 1, doc: {} }), await publish(page), await history(page), await restore(page, 1)]) {
        expect(res.statusCode, page).toBe(404);
        expect(res.json().status).toBe(404);
      }
    }
    expect((await get('contact')).json().message).toBe('There is no content page "contact": the pages are home, about, privacy, tandc, franchise, ourwork.');
  });

  const home = firstDocument('home');
  const about = firstDocument('about');
  const para = (text: string, marks?: unknown) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] }] });
  const link = (href: string) => ({ body: para('Write to us', [{ type: 'link', attrs: { href } }]) });

  const BAD: [string, string, unknown, string][] = [
    ['no document', 'about', undefined, 'doc is required, as an object'],
    ['a document that is text', 'about', '<p>About us</p>', 'doc is required, as an object'],
    ['a document of another page', 'about', home, 'doc.body Invalid input: expected object, received undefined'],
    ['a javascript: link', 'about', link('javascript:alert(1)'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['a data: link', 'about', link('data:text/html,<script>alert(1)</script>'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['a JavaScript: link in capitals', 'about', link('JavaScript:alert(1)'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['a plain http: link', 'about', link('http://example.com/'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['a protocol-relative link', 'about', link('//evil.example/'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['a mailto: link with a hidden recipient', 'about', link('mailto:a@b.io?bcc=x@y.io'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['an https: link with a password', 'about', link('https://user:pw@evil.example/'), 'doc.body.content.0.content.0.marks.0.attrs.href must be an https:, mailto: or tel: link or a path on this site'],
    ['an unknown mark', 'about', { body: para('Hi', [{ type: 'underline' }]) }, 'doc.body.content.0.content.0.marks.0.type is not an allowed mark (bold, italic, link)'],
    ['a raw HTML node', 'about', { body: { type: 'doc', content: [{ type: 'html', html: '<script>alert(1)</script>' }] } }, 'doc.body.content.0.type is not an allowed block (paragraph, heading, bulletList, orderedList, image)'],
    ['an iframe node', 'about', { body: { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'https://evil.example/' } }] } }, 'doc.body.content.0.type is not an allowed block (paragraph, heading, bulletList, orderedList, image)'],
    ['a level 1 heading', 'about', { body: { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Big' }] }] } }, 'doc.body.content.0.attrs.level must be 2 or 3'],
    ['a style attribute on a paragraph', 'about', { body: { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'color:red' } }] } }, 'doc.body.content.0 Unrecognized key: "attrs"'],
    ['an image from another site', 'about', { body: { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png', alt: '' } }] } }, 'doc.body.content.0.attrs.src must be an uploaded picture or one under /pages/'],
    ['a data: image', 'about', { body: { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: '' } }] } }, 'doc.body.content.0.attrs.src must be an uploaded picture or one under /pages/'],
    ['an oversized text run', 'about', { body: para('a'.repeat(5001)) }, 'doc.body.content.0.content.0.text must be at most 5000 characters'],
    ['an empty text run', 'about', { body: para('') }, 'doc.body.content.0.content.0.text must not be empty'],
    ['an oversized document', 'about', { body: { type: 'doc', content: Array.from({ length: 60 }, () => para('b'.repeat(4000)).content[0]) } }, 'doc is too large: at most 200000 characters as JSON, this one has 243575.'],
    ['a list four deep', 'about', { body: { type: 'doc', content: [nest(4)] } }, 'doc.body.content.0.content.0.content.1.content.0.content.1.content.0.content.1.type is not an allowed node in a list item this deep (paragraph)'],
    ['not a doc', 'privacy', { body: { type: 'document', content: [] } }, 'doc.body.type must be "doc"'],
    ['13 gallery videos', 'home', edited(home, (d) => d.gallery.items.push({ videoId: 'dQw4w9WgXcQ', title: 'One more' })), 'doc.gallery.items must have at most 12'],
    ['a gallery link to another video site', 'home', edited(home, (d) => (d.gallery.items[0]!.videoId = 'https://vimeo.com/123456789')), 'doc.gallery.items.0.videoId must be a YouTube video link'],
    ['a gallery link over http', 'home', edited(home, (d) => (d.gallery.items[0]!.videoId = 'http://www.youtube.com/watch?v=dQw4w9WgXcQ')), 'doc.gallery.items.0.videoId must be a YouTube video link'],
    ['a review of 3 stars', 'home', edited(home, (d) => ((d.reviews.items[0] as { stars: number }).stars = 3)), 'doc.reviews.items.0.stars must be 4 or 5'],
    ['a seventh review', 'home', edited(home, (d) => d.reviews.items.push({ name: 'Seventh', stars: 5, text: 'Great' })), 'doc.reviews.items must have at most 6'],
    ['an oversized review', 'home', edited(home, (d) => (d.reviews.items[0]!.text = 'r'.repeat(601))), 'doc.reviews.items.0.text must be at most 600 characters'],
    ['a blank review name', 'home', edited(home, (d) => (d.reviews.items[0]!.name = '   ')), 'doc.reviews.items.0.name is required'],
    ['a slide linking off the site', 'home', edited(home, (d) => (d.slider.items[0]!.link = { label: 'Go', to: 'https://evil.example/' })), 'doc.slider.items.0.link.to must be a path on this site, starting with /'],
    ['a slide linking to javascript:', 'home', edited(home, (d) => (d.slider.items[0]!.link = { label: 'Go', to: 'javascript:alert(1)' })), 'doc.slider.items.0.link.to must be a path on this site, starting with /'],
    ['a slide picture from another site', 'home', edited(home, (d) => (d.slider.items[0]!.picture = 'https://evil.example/x.webp')), 'doc.slider.items.0.picture must be an uploaded picture or one under /pages/ or /demo/'],
    ['a why-us icon not in the set', 'home', edited(home, (d) => ((d.whyUs.items[0] as { icon: string }).icon = 'skull')), 'doc.whyUs.items.0.icon must be one of clock, helium, team, map, quality, truck, shield, balloon, star'],
    ['a section without shown', 'home', edited(home, (d) => delete (d.faq as { shown?: boolean }).shown), 'doc.faq.shown must be true or false'],
    ['a clip from another site', 'home', edited(home, (d) => (d.headline.clip = 'https://evil.example/x.mp4')), 'doc.headline.clip must be an uploaded MP4 or WebM clip, or one under /demo/'],
    ['a clip of 2 minutes', 'home', edited(home, (d) => (d.videoCarousel.items[0]!.durationMs = 120_000)), 'doc.videoCarousel.items.0.durationMs must be at most 60000'],
    ['an oversized FAQ answer', 'home', edited(home, (d) => (d.faq.items[0]!.answer = 'a'.repeat(1001))), 'doc.faq.items.0.answer must be at most 1000 characters'],
    ['a card for a bad category', 'home', edited(home, (d) => (d.quickView.items[0]!.category = '../admin')), 'doc.quickView.items.0.category must be a category slug (letters, digits, - and _)'],
    ['three catalogues', 'ourwork', edited(firstDocument('ourwork'), (d) => d.catalogues.pop()), 'doc.catalogues must be the 4 catalogues'],
    ['a catalogue upload that is not a PDF', 'ourwork', edited(firstDocument('ourwork'), (d) => (d.catalogues[0]!.upload = 'p-0123456789abcdef0123456789abcdef.webp')), 'doc.catalogues.0.upload must be an uploaded PDF'],
  ];

  function nest(depth: number): unknown {
    const item = (inner: unknown[]) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }, ...inner] });
    let list: unknown = { type: 'bulletList', content: [item([])] };
    for (let i = 1; i < depth; i++) list = { type: 'bulletList', content: [item([list])] };
    return list;
  }

  it.each(BAD)('refuses %s with a 400 naming the field, changing nothing', async (_what, page, doc, message) => {
    const before = (await get(page)).json();
    const res = await put(page, { version: before.draft.version, ...(doc === undefined ? {} : { doc }) });
    expect(res.json()).toEqual({ status: 400, message });
    expect(res.statusCode).toBe(400);
    expect((await get(page)).json()).toEqual(before);
  });

  it('refuses a bad version with a 400, and a stale one with a 409, changing nothing', async () => {
    const before = (await get('about')).json();
    expect((await put('about', { doc: about })).json()).toEqual({ status: 400, message: 'version is required' });
    expect((await put('about', { version: 0, doc: about })).json()).toEqual({ status: 400, message: 'version must be at least 1' });
    expect((await put('about', { version: 'one', doc: about })).json()).toEqual({ status: 400, message: 'version is required' });
    const stale = await put('about', { version: before.draft.version + 5, doc: about });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      status: 409,
      message: `version ${before.draft.version + 5} is out of date: the about draft was saved since (now version ${before.draft.version}). Reload to see it.`,
    });
    expect((await restore('about', 'x')).statusCode).toBe(400);
    expect((await restore('about', 0)).statusCode).toBe(400);
    expect((await restore('about', 99)).json()).toEqual({ status: 404, message: 'Version 99 of about is not kept: the history holds the last 20 published versions.' });
    expect((await get('about')).json()).toEqual(before);
  });

  it('keeps HTML typed as text as text, and reduces a video link to its id', async () => {
    const smuggled = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const before = (await get('home')).json();
    const doc = edited(home, (d) => {
      d.reviews.items[0]!.text = smuggled;
      d.gallery.items[0]!.videoId = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42';
      d.gallery.items[1]!.videoId = 'https://youtu.be/M7lc1UVf-VE';
    });
    const res = await put('home', { version: before.draft.version, doc });
    expect(res.statusCode).toBe(200);
    const draft = res.json().draft;
    expect(draft).toMatchObject({ version: before.draft.version + 1, savedBy: 'owner' });
    expect(draft.doc.reviews.items[0].text).toBe(smuggled);
    expect(draft.doc.gallery.items.slice(0, 2).map((v: { videoId: string }) => v.videoId)).toEqual(['dQw4w9WgXcQ', 'M7lc1UVf-VE']);
    // The draft is not live until published.
    expect((await get('home')).json().published).toEqual(before.published);
    expect(await t.services.content.published('home')).toEqual(home);
  });

  it('lets exactly one of two editors saving from the same version win', async () => {
    const before = (await get('franchise')).json();
    const doc = (text: string) => ({ body: rich.doc(rich.p(text)) });
    const answers = await Promise.all(['Editor A', 'Editor B', 'Editor C'].map((who) => put('franchise', { version: before.draft.version, doc: doc(who) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().draft.doc;
    expect((await get('franchise')).json().draft).toMatchObject({ version: before.draft.version + 1, doc: winner });
  });

  it('publishes the draft: live at once, the previous version kept with who and when; restore brings one back as the draft', async () => {
    const before = (await get('tandc')).json();
    const changed = { body: rich.doc(rich.ol('Refunds are made within 5 working days.', ...TERMS.terms.slice(1))) };
    expect((await put('tandc', { version: before.draft.version, doc: changed })).statusCode).toBe(200);
    const res = await publish('tandc');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.published).toMatchObject({ version: 2, doc: changed, publishedBy: 'owner' });
    expect(after.draft.doc).toEqual(changed);
    expect(await t.services.content.published('tandc')).toEqual(changed);
    const list = (await history('tandc')).json();
    expect(list).toEqual([
      { version: 2, publishedAt: after.published.publishedAt, publishedBy: 'owner', live: true },
      { version: 1, publishedAt: before.published.publishedAt, publishedBy: null, live: false },
    ]);

    const restored = await restore('tandc', 1);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().draft).toMatchObject({ version: after.draft.version + 1, doc: firstDocument('tandc'), savedBy: 'owner' });
    // Restoring changes the draft only; publishing it makes version 3 with the first texts.
    expect(restored.json().published.version).toBe(2);
    expect((await publish('tandc')).json().published).toMatchObject({ version: 3, doc: firstDocument('tandc') });
    expect(await t.services.content.published('tandc')).toEqual(firstDocument('tandc'));
  });

  it('keeps the previous 20 published versions, and no more', async () => {
    let version = (await get('privacy')).json().draft.version;
    for (let i = 1; i <= 23; i++) {
      const res = await put('privacy', { version, doc: { body: rich.doc(rich.p(`Privacy text ${i}`)) } });
      expect(res.statusCode).toBe(200);
      version = res.json().draft.version;
      expect((await publish('privacy')).statusCode).toBe(200);
    }
    const list = (await history('privacy')).json() as { version: number; live: boolean }[];
    expect(list.map((e) => e.version)).toEqual(Array.from({ length: 21 }, (_, i) => 24 - i));
    expect(list.filter((e) => e.live).map((e) => e.version)).toEqual([24]);
    expect((await restore('privacy', 3)).statusCode).toBe(404);
    expect((await restore('privacy', 4)).json().draft.doc).toEqual({ body: rich.doc(rich.p('Privacy text 3')) });
  });
});

describe('a picture for a document', () => {
  const uploadPicture = async (bytes: Uint8Array, field = 'picture') => {
    const body = await multipart({}, [{ field, bytes, filename: 'slide.png', type: 'image/png' }]);
    return t.app.inject({ method: 'POST', url: url('media'), headers: { cookie, ...body.headers }, payload: body.payload });
  };

  it('is re-encoded by the media store and named by an address a slide may hold', async () => {
    const res = await uploadPicture(await png(400, 200));
    expect(res.statusCode).toBe(200);
    const { src } = res.json();
    expect(src).toMatch(/^\/api\/admin\/uploads\?filename=c-[0-9a-f]{32}\.png$/);
    const picture = await t.app.inject({ url: src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const before = (await get('home')).json();
    const doc = edited(before.draft.doc as HomeDoc, (d) => {
      d.slider.items[0]!.picture = src;
    });
    const saved = await put('home', { version: before.draft.version, doc });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.doc.slider.items[0].picture).toBe(src);
  });

  it.each([
    [
      'text named as a picture',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'picture',
      'picture must be a JPEG, PNG, WebP or GIF image (Image must be a JPEG, PNG, WebP or GIF file)',
    ],
    ['a file in another field', () => png(), 'logo', 'logo is not an accepted file field (use picture)'],
    ['an empty file', () => Promise.resolve(new Uint8Array()), 'picture', 'picture is required: choose a picture'],
  ])('refuses %s with a 400', async (_name, bytes, field, message) => {
    const res = await uploadPicture(await bytes(), field);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });

  it('refuses a body that is not a form with a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: url('media'), headers: { cookie }, payload: { picture: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 415, message: 'Request must be multipart/form-data' });
  });
});

describe('a publish on one instance', () => {
  let other: Prepared;
  let otherApp: FastifyInstance;
  beforeAll(async () => {
    // A second server on the same database, polling the catalogue version as a real instance does.
    other = await prepare(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}), SEED_DEMO: 'false' }),
    );
    otherApp = await buildApp(other.services);
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp?.close();
    await other?.handle.close();
  });

  it('is what the other instance shows within two seconds', async () => {
    const first = await other.services.content.published('about');
    const before = (await get('about')).json();
    const changed = { body: rich.doc(rich.p(`About us, published at ${Date.now()}`)) };
    expect((await put('about', { version: before.draft.version, doc: changed })).statusCode).toBe(200);
    // The draft is not shown by the other instance either.
    expect(await other.services.content.published('about')).toEqual(first);
    const since = performance.now();
    expect((await publish('about')).statusCode).toBe(200);
    for (;;) {
      if (JSON.stringify(await other.services.content.published('about')) === JSON.stringify(changed)) break;
      expect(performance.now() - since).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 25));
    }
  });
});
