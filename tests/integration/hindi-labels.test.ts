// What a screen reader says on the Hindi pages: every accessible name the interface gives (aria-label,
// aria-roledescription) and the words of every button and of every link in a navigation region are in
// Hindi on each /hi page, on a real database with the real production build. Names that are English
// by nature pass: the owner's product titles, category names and content, the business's name, numbers
// and signs. The English pages keep their exact English names, and a product card on a Hindi page marks
// a title the owner gave no Hindi for as English.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as HOME_TEXTS from '../../shared/home-texts.ts';
import { INFO_PAGES, OUR_PRODUCTS_PAGE } from '../../app/features/pages/content.ts';
import { buildApp } from '../../server/app.ts';
import type { Product } from '../../shared/catalog.ts';
import { withPages } from '../helpers/pages.ts';
import { SEARCH_PAGES, inHindi, publicRoutes } from '../helpers/public-routes.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestContext;
let app: FastifyInstance;
let product: Product;
/** English words a Hindi page rightly shows as they are: the owner's names and content, the business's name. */
let names: string[];
/** Product ids on the first page of /search?q=balloons: one given a Hindi title, one left without. */
let hindiTitled: Product;
let untitled: Product;

/** Every string in a value (the owner's default content modules). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

beforeAll(async () => {
  // Enough products for the search's pager (48 a page).
  t = await createTestContext({ demo: 120 });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  product = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
  const found = [...(await app.inject({ url: '/search?q=balloons' })).body.matchAll(/href="\/product-detail\?id=(\d+)/g)].map((m) => Number(m[1]));
  const [first, second] = [...new Set(found)];
  if (first === undefined || second === undefined) throw new Error('the search for balloons found fewer than two products');
  await t.services.db.updateTable('products').set({ title_hi: 'परीक्षण गुब्बारे' }).where('id', '=', first).execute();
  await t.services.db.updateTable('products').set({ title_hi: null }).where('id', '=', second).execute();
  await t.services.catalogueVersion.refresh();
  hindiTitled = (await t.services.catalog.getProduct(first))!;
  untitled = (await t.services.catalog.getProduct(second))!;
  const products = await t.services.db.selectFrom('products').select('title').execute();
  const categories = await t.services.db.selectFrom('categories').select('name').execute();
  names = [
    ...products.map((p) => p.title),
    ...categories.map((c) => c.name),
    (await t.services.settings.business()).name,
    ...stringsIn(HOME_TEXTS),
    ...stringsIn(INFO_PAGES),
    ...stringsIn(OUR_PRODUCTS_PAGE),
  ]
    .filter((n) => n.trim() !== '')
    // The longest first, so a title is taken out whole before a category name inside it.
    .sort((a, b) => b.length - a.length);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
/** The page as a reader meets it: without its scripts and its head. */
const bodyOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<head>[\s\S]*?<\/head>/, '');
const textOf = (markup: string) =>
  decode(markup.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** What assistive technology is told in words: each aria-label and aria-roledescription. */
function accessibleNames(html: string): string[] {
  return [...bodyOf(html).matchAll(/\saria-(?:label|roledescription)="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The words of each button and of each link in a navigation region that has no aria-label of its own (which accessibleNames reads). */
function controlTexts(html: string): string[] {
  const body = bodyOf(html);
  const buttons = [...body.matchAll(/<button(?![^>]*aria-label)[^>]*>([\s\S]*?)<\/button>/g)].map((m) => m[1]!);
  const navLinks = [...body.matchAll(/<nav[^>]*>([\s\S]*?)<\/nav>/g)].flatMap((nav) =>
    [...nav[1]!.matchAll(/<a(?![^>]*aria-label)(?![^>]*lang="en)[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!),
  );
  return [...buttons, ...navLinks].map(textOf).filter((s) => s !== '');
}

/** Whether a name reads in Hindi, or is English only where the words are names (products, categories, the business, the owner's content). */
function readsInHindi(name: string): boolean {
  if (DEVANAGARI.test(name)) return true;
  let rest = name;
  for (const n of names) rest = rest.split(n).join(' ');
  return !/[A-Za-z]/.test(rest);
}

/**
 * What the parts named here say, as the server writes them: a page (its English address), then the
 * English and the Hindi, each a piece of markup or a pattern.
 */
const NAMED: readonly [page: string, english: string | RegExp, hindi: string | RegExp][] = [
  ['/', 'aria-label="Highlights"', 'aria-label="झलकियाँ"'],
  ['/', 'aria-label="Customer reviews"', 'aria-label="ग्राहकों की समीक्षाएँ"'],
  ['/', 'aria-label="Our work on video"', 'aria-label="वीडियो में हमारा काम"'],
  ['/', 'aria-roledescription="carousel"', 'aria-roledescription="कैरोसेल"'],
  ['/', 'aria-roledescription="slide" aria-label="1 of 4"', 'aria-roledescription="स्लाइड" aria-label="4 में से 1"'],
  ['/', 'aria-label="Previous slide"', 'aria-label="पिछली स्लाइड"'],
  ['/', 'aria-label="Next review"', 'aria-label="अगली समीक्षा"'],
  ['/', 'aria-label="Previous video"', 'aria-label="पिछला वीडियो"'],
  ['/', 'aria-label="Go to slide 1 of 4"', 'aria-label="स्लाइड 1 पर जाएँ, कुल 4 में से"'],
  ['/', 'aria-label="Rated 5 out of 5"', 'aria-label="5 में से 5 रेटिंग"'],
  ['/', '>Pause slideshow</button>', '>स्लाइडशो रोकें</button>'],
  ['/', /aria-label="Load video: [^"]+"/, /aria-label="वीडियो लोड करें: [^"]+"/],
  ['/search?q=balloons&page=2', '<nav class="pager" aria-label="Pages">', '<nav class="pager" aria-label="पेज">'],
  ['/search?q=balloons&page=2', 'aria-label="Page 1"', 'aria-label="पेज 1"'],
  ['/search?q=balloons&page=2', '>‹ Previous</a>', '>‹ पिछला</a>'],
  ['/search?q=balloons', '>Next ›</a>', '>अगला ›</a>'],
  ['/search?q=balloons', 'aria-label="Sort and filter"', 'aria-label="क्रम और फ़िल्टर"'],
  ['/search?q=zzqqxx', '<nav aria-label="Categories">', '<nav aria-label="श्रेणियाँ">'],
  ['/printed', 'aria-label="On this page"', 'aria-label="इस पेज पर"'],
  [
    '/printed',
    /aria-label="Enquiry Now about [^"]+ on WhatsApp \(opens in a new tab\)"/,
    /aria-label="Enquiry Now: [^"]+ के बारे में व्हाट्सऐप पर पूछें \(नए टैब में खुलता है\)"/,
  ],
  ['/contactForm', 'aria-label="Close"', 'aria-label="बंद करें"'],
  // Some of the words around them that a sighted visitor reads.
  ['/search?q=balloons&sort=price-asc&stock=1', '<summary>Sort &amp; filter<!-- --> (2 active)</summary>', '<summary>क्रम और फ़िल्टर<!-- --> (2 लागू)</summary>'],
  [
    '/search?q=balloons&sort=price-asc&stock=1',
    /<h2 class="catalogue-count">\d+<!-- --> <!-- -->products<!-- --> · Page 1 of \d+<\/h2>/,
    /<h2 class="catalogue-count">\d+<!-- --> <!-- -->उत्पाद<!-- --> · पेज 1, कुल \d+ में से<\/h2>/,
  ],
  [
    '/search?q=balloons&sort=price-asc&stock=1',
    '<option value="price-asc" selected="">Price: low to high</option>',
    '<option value="price-asc" selected="">कीमत: कम से ज़्यादा</option>',
  ],
  ['/categories', '<label for="category-select">Select Category</label>', '<label for="category-select">श्रेणी चुनें</label>'],
  ['/categories', '<optgroup label="Event Setup">', '<optgroup label="इवेंट सेटअप">'],
  // Sent without scripts, the Hindi picker's form stays on the Hindi page.
  ['/categories', 'action="/categories"', 'action="/hi/categories"'],
  [
    '/no-such-page',
    '<p class="not-found-line">We couldn&#x27;t find <strong>/no-such-page</strong> — here is our home page.</p>',
    '<p class="not-found-line">हमें <strong>/hi/no-such-page</strong> नहीं मिला — यह रहा हमारा होमपेज।</p>',
  ],
  ['/contact', '>Show map</button>', '>नक्शा दिखाएँ</button>'],
];

function expectIn(html: string, want: string | RegExp, url: string) {
  if (typeof want === 'string') expect(html, url).toContain(want);
  else expect(html, url).toMatch(want);
}

const hindiPages = () => [...publicRoutes(product).filter((url) => url.startsWith('/hi')), ...SEARCH_PAGES.map(inHindi), `/hi${'/search?q=balloons&page=2'}`];

describe('the Hindi pages name their parts in Hindi', () => {
  it('in every aria-label and aria-roledescription, and in the words of every button and navigation link', async () => {
    const english: string[] = [];
    for (const url of hindiPages()) {
      const html = (await app.inject({ url })).body;
      expect(html, url).toContain('<html lang="hi">');
      for (const name of [...accessibleNames(html), ...controlTexts(html)]) if (!readsInHindi(name)) english.push(`${url}: ${name}`);
    }
    expect([...new Set(english)]).toEqual([]);
  });

  it('the parts named here, in the Hindi words given them', async () => {
    for (const [page, , hindi] of NAMED) expectIn((await app.inject({ url: inHindi(page) })).body, hindi, inHindi(page));
  });
});

describe('a product card on a Hindi page', () => {
  it('marks a title the owner gave no Hindi for as English, and a Hindi one as Hindi; the English page marks neither', async () => {
    const hindi = (await app.inject({ url: '/hi/search?q=balloons' })).body;
    expect(hindi).toContain('<h3 class="product-title" lang="hi">परीक्षण गुब्बारे</h3>');
    expect(hindi).toContain(`<h3 class="product-title" lang="en">${untitled.title}</h3>`);
    expect(hindi).not.toMatch(/<h3 class="product-title">/);
    // The category listing's cards (made from whole products) and the home page's (made by the loader) too.
    expect((await app.inject({ url: `/hi/products?category=${untitled.category}` })).body).toContain(
      `<h3 class="product-title" lang="en">${untitled.title}</h3>`,
    );
    expect((await app.inject({ url: '/hi' })).body).toMatch(/<h3 class="product-title" lang="(en|hi)">/);
    const english = (await app.inject({ url: '/search?q=balloons' })).body;
    expect(english).toContain(`<h3 class="product-title">${hindiTitled.title}</h3>`);
    expect(english).not.toMatch(/<h3 class="product-title" lang=/);
  });
});

describe('the English pages', () => {
  it('keep their English names and words', async () => {
    for (const [page, english] of NAMED) expectIn((await app.inject({ url: page })).body, english, page);
  });
});
