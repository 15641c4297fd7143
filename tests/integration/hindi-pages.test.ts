// The shop in Hindi under /hi, on a real database with the real production build: every Hindi page
// answers 200 with <html lang="hi">, the header in Hindi and hreflang links to both languages (which
// the English page names too); the English page keeps its English header; the sitemap lists each page
// in both languages with xhtml:link alternates; a Hindi page is kept in the page cache like its English
// twin (a repeat runs no query, a tracking parameter does not make another copy); the Devanagari font
// is named on Hindi pages only; every validation message of the forms has its Hindi text.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';
import { buildApp } from '../../server/app.ts';
import { CatalogService } from '../../server/modules/catalog/catalog.service.ts';
import type { Product } from '../../shared/catalog.ts';
import { enquirySchema, franchiseSchema, validateForm } from '../../shared/forms.ts';
import { englishHref, hrefIn } from '../../shared/locale.ts';
import { queryCounter, withPages } from '../helpers/pages.ts';
import { englishRoutes, publicRoutes } from '../helpers/public-routes.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

const ORIGIN = 'https://gubbara.example';
let t: TestContext;
let app: FastifyInstance;
let product: Product;
const queries = queryCounter();

beforeAll(async () => {
  t = await createTestContext({ demo: 6, env: { PUBLIC_BASE_URL: ORIGIN } });
  app = await buildApp({ ...t.services, catalog: new CatalogService(t.services.db.withPlugin(queries.plugin)) }, { ssr: withPages() });
  await app.ready();
  product = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ url });
/** The Hindi pages: every public English page's twin under /hi (the not-found page among them). */
const hindiRoutes = () => publicRoutes(product).filter((url) => url.startsWith('/hi'));
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
/** Where the server's language switch leads from `url`: its path and what says which page it is (a product page needs only its id). */
const switchTarget = (url: string) => url.replace(/(product-detail\?id=\d+)&category=\w+/, '$1');
/** An address as React writes it in an attribute. */
const inAttribute = (href: string) => href.replace(/&/g, '&amp;');
const FONT = /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2/;

describe('the Hindi pages', () => {
  it('answer as their English twins do (200, or 404 for what is missing), in Hindi, with lang="hi", the Hindi header and /hi links', async () => {
    expect(hindiRoutes()).toHaveLength(englishRoutes(product).length);
    for (const url of hindiRoutes()) {
      const res = await get(url);
      const missing = url === '/hi/no-such-page' || url.includes('id=999999') || url.includes('unicorns');
      expect(res.statusCode, url).toBe(missing ? 404 : 200);
      expect((await get(englishHref(url))).statusCode, url).toBe(res.statusCode);
      expect(res.body, url).toContain('<html lang="hi">');
      expect(res.body, url).toContain('फ्रैंचाइज़ पार्टनर');
      expect(res.body, url).toContain('सामग्री पर जाएँ');
      expect(res.body, url).toMatch(/<a href="\/hi\/about"[^>]*>हमारे बारे में<\/a>/);
      expect(res.body, url).toMatch(FONT);
      // The language switch: a link to the same page in English, named in English.
      expect(res.body, url).toContain(`<a class="language-switch" lang="en-IN" hrefLang="en" href="${inAttribute(englishHref(switchTarget(url)))}"`);
    }
  });

  it('name both languages as hreflang alternates, and so do the English pages', async () => {
    for (const [english, hindi] of [
      ['/about', '/hi/about'],
      ['/', '/hi'],
      ['/products?category=latex', '/hi/products?category=latex'],
      [`/product-detail?id=${product.id}&category=${product.category}`, `/hi/product-detail?id=${product.id}&category=${product.category}`],
    ] as const) {
      const want = { en: ORIGIN + english, hi: ORIGIN + hindi, 'x-default': ORIGIN + english };
      const en = (await get(english)).body;
      const hi = (await get(hindi)).body;
      expect(alternates(en), english).toEqual(want);
      expect(alternates(hi), hindi).toEqual(want);
      expect(hi).toMatch(new RegExp(`<link rel="canonical" href="${(ORIGIN + hindi).replace(/[?&.]/g, '\\$&').replace(/&/g, '&(amp;)?')}"/>`));
      expect(hi).toContain('<meta property="og:locale" content="hi_IN"/>');
    }
  });

  it('leave the English pages in English, with no Hindi and no Devanagari font', async () => {
    for (const url of englishRoutes(product)) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<html lang="en-IN">');
      expect(html, url).toContain('Franchise Partner');
      expect(html, url).not.toMatch(FONT);
      expect(html, url).not.toContain('फ्रैंचाइज़');
      // The switch to Hindi names the same page with the query it reads.
      expect(html, url).toContain(`<a class="language-switch" lang="hi" hrefLang="hi" href="${inAttribute(hrefIn(switchTarget(url), 'hi'))}"`);
    }
  });

  it('switch language naming the page by the query that says which page it is', async () => {
    // The sort comes along once the page is hydrated (hindi.test.ts); the server names the listing alone.
    const html = (await get('/products?category=latex&utm_source=whatsapp&sort=price-asc')).body;
    expect(html).toContain(`href="${inAttribute('/hi/products?category=latex')}"`);
    expect(html).not.toContain('utm_source');
    const hindi = (await get(`/hi/product-detail?id=${product.id}&category=${product.category}&fbclid=x`)).body;
    expect(hindi).toContain(`<a class="language-switch" lang="en-IN" hrefLang="en" href="/product-detail?id=${product.id}"`);
  });

  it('are kept in the page cache like the English ones, by their path and the query they read', async () => {
    await t.services.catalogueVersion.changed();
    const url = `/hi/product-detail?id=${product.id}&category=${product.category}`;
    const before = queries.count;
    const first = await get(url);
    expect(queries.count).toBeGreaterThan(before);
    const again = queries.count;
    const repeat = await get(`${url}&utm_source=whatsapp`);
    expect(queries.count).toBe(again);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(repeat.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('a product the owner gave Hindi words', () => {
  it('shows its Hindi title and description on the Hindi pages and its English ones on the English pages', async () => {
    const [, other, plain] = await t.services.catalog.listProducts({ limit: 3 });
    if (!other || !plain) throw new Error('the demo catalogue has fewer than three products');
    await t.services.db.updateTable('products').set({ title_hi: 'परीक्षण गुब्बारे', description_hi: 'जन्मदिन के लिए रंगीन गुब्बारे' }).where('id', '=', other.id).execute();
    await t.services.db.updateTable('products').set({ title_hi: null }).where('id', '=', plain.id).execute();
    await t.services.catalogueVersion.refresh();
    const url = `/product-detail?id=${other.id}&category=${other.category}`;
    const hindi = (await get(`/hi${url}`)).body;
    expect(hindi).toContain('<h1 lang="hi">परीक्षण गुब्बारे</h1>');
    expect(hindi).toContain('जन्मदिन के लिए रंगीन गुब्बारे');
    const english = (await get(url)).body;
    expect(english).toContain(`<h1>${other.title}</h1>`);
    // Shown nowhere on the English page (its data may carry it).
    expect(english.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('परीक्षण गुब्बारे');
    // An untranslated product on a Hindi page keeps its English title, marked as English.
    expect((await get(`/hi/product-detail?id=${plain.id}&category=${plain.category}`)).body).toContain(`<h1 lang="en">${plain.title}</h1>`);
    // The home page's cards too.
    expect((await get('/hi')).body).toContain('परीक्षण गुब्बारे');
  });
});

describe('the sitemap in both languages', () => {
  it('lists each page in English and Hindi, each naming both as alternates', async () => {
    const xml = (await get('/sitemaps/pages.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = (loc: string) =>
      `<url><loc>${ORIGIN}${loc}</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about"/><xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/about"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/></url>`;
    expect(xml).toContain(about('/about'));
    expect(xml).toContain(about('/hi/about'));
    expect(xml).toContain(`<loc>${ORIGIN}/hi</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/hi/products?category=latex</loc>`);
    const products = (await get('/sitemaps/products-1.xml')).body;
    expect(products).toContain(`<loc>${ORIGIN}/hi/product-detail?id=${product.id}&amp;category=${product.category}</loc>`);
  });
});

describe('the forms’ messages in Hindi', () => {
  it('have a Hindi text for every message the enquiry and franchise checks give', () => {
    const bad = [
      validateForm(enquirySchema, {}),
      validateForm(enquirySchema, { name: '1', phone: '12345', enquiryabout: 'hi' }),
      validateForm(enquirySchema, { name: 'Asha', phone: '1234567890', enquiryabout: 'x' }),
      validateForm(franchiseSchema, {}),
      validateForm(franchiseSchema, { name: 'A', email: 'nope', phone: '98765', address: 'x', area: 'big', businessbudget: 'x' }),
      validateForm(franchiseSchema, { name: 'Asha', email: 'a@b.in', phone: '5876543210', address: 'x', area: '50', businessbudget: 'x' }),
    ];
    const messages = new Set(bad.flatMap((r) => (r.ok ? [] : Object.values(r.errors) as string[])));
    expect(messages.size).toBeGreaterThan(10);
    for (const m of messages) expect(HINDI_MESSAGES[m], m).toMatch(/[\u0900-\u097F]/);
  });
});
