// The head of the Hindi pages and the catalogue's names on them, on a real database with the real
// production build: every kind of /hi page has its exact Hindi <title> and description (and the same
// og: and twitter: texts), the English pages keep their exact English ones; a category's Hindi name is
// shown wherever the category is named on a Hindi page (heading, breadcrumbs and their BreadcrumbList,
// the menu, the product page), an untranslated one in English marked lang="en", and the English pages
// keep the English name; the search suggestions carry a product's Hindi title.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Product } from '../../shared/catalog.ts';
import { DELIVERY_DAYS, FRANCHISE_MIN_AGREEMENT_YEARS, FRANCHISE_MIN_AREA_SQFT } from '../../shared/constants.ts';
import { formatRupees } from '../../shared/money.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let translated: Product;
let plain: Product;
let latexCount: number;

const HINDI_TITLE = 'चमकीले जन्मदिन गुब्बारे';
const HINDI_DESCRIPTION = 'जन्मदिन की पार्टी के लिए चमकीले रंगीन गुब्बारे।';

beforeAll(async () => {
  t = await createTestContext({ demo: 6, env: { PUBLIC_BASE_URL: 'https://gubbara.example' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  const products = await t.services.catalog.listProducts({ limit: 3 });
  [translated, plain] = [products[1]!, products[2]!];
  await t.services.db.updateTable('products').set({ title_hi: HINDI_TITLE, description_hi: HINDI_DESCRIPTION }).where('id', '=', translated.id).execute();
  await t.services.db.updateTable('products').set({ title_hi: null, description_hi: null }).where('id', '=', plain.id).execute();
  await t.services.catalogueVersion.refresh();
  const latex = await t.services.catalog.findCategory('latex');
  latexCount = (await t.services.catalog.categoryPage(latex!.id, 1, 1)).total;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const page = async (url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, html: res.body };
};
/** An attribute's value as React writes it, read back. */
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaContent = (html: string, attr: 'name' | 'property', key: string) => {
  const m = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"/>`));
  return m ? unescape(m[1]!) : undefined;
};
/** The head's texts: the title, the description and their og: and twitter: copies where the page has them. */
function head(html: string) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  return {
    title: title === undefined ? undefined : unescape(title),
    description: metaContent(html, 'name', 'description'),
    og: [metaContent(html, 'property', 'og:title'), metaContent(html, 'property', 'og:description')],
    twitter: [metaContent(html, 'name', 'twitter:title'), metaContent(html, 'name', 'twitter:description')],
  };
}
const price = (p: Product) => formatRupees(p.price);
const productUrl = (p: Product) => `/product-detail?id=${p.id}&category=${p.category}`;

/** [address, title, description, whether the page has og:/twitter: tags (the pages kept out of search results have none)] */
type Expected = [url: string, title: string, description: string | undefined, shared: boolean];

const HINDI: () => Expected[] = () => [
  [
    '/hi',
    'Gubbara | पूरे भारत में गुब्बारा सजावट, स्काई बैलून और इन्फ्लेटेबल',
    'गुब्बारा सजावट, हीलियम गुब्बारे, प्रिंटेड गुब्बारे, स्काई बैलून, बच्चों के इन्फ्लेटेबल और कॉर्पोरेट इवेंट सेटअप, पूरे भारत में डिलीवरी, डिलीवरी शुल्क सहित।',
    true,
  ],
  [
    '/hi/products?category=latex',
    'लेटेक्स गुब्बारे उत्पाद | Gubbara',
    `लेटेक्स गुब्बारे: ₹ में कीमतों के साथ ${latexCount} उत्पाद, पूरे भारत में ${DELIVERY_DAYS.min} से ${DELIVERY_DAYS.max} दिनों में डिलीवरी, डिलीवरी शुल्क सहित।`,
    true,
  ],
  [
    '/hi/category/latex',
    'लेटेक्स गुब्बारे गैलरी | Gubbara',
    'हमारी लेटेक्स गुब्बारे रेंज की तस्वीरें। किसी भी तस्वीर के बारे में व्हाट्सऐप पर पूछने के लिए उस पर Enquiry Now दबाएँ।',
    true,
  ],
  ['/hi/products?category=unicorns', 'unicorns उत्पाद | Gubbara', '"unicorns" के लिए कोई उत्पाद नहीं मिला।', false],
  [
    '/hi/categories',
    'श्रेणी चुनें | Gubbara',
    'श्रेणी के अनुसार हमारी पूरी रेंज देखें: गुब्बारे, प्रिंटेड और स्काई बैलून, इन्फ्लेटेबल, किड्स प्ले, इवेंट सेटअप और भी बहुत कुछ।',
    true,
  ],
  [`/hi${productUrl(translated)}`, `${HINDI_TITLE} – ${price(translated)} | Gubbara`, `${price(translated)} · ${HINDI_DESCRIPTION}`, true],
  [`/hi${productUrl(plain)}`, `${plain.title} – ${price(plain)} | Gubbara`, undefined, true],
  ['/hi/product-detail?id=999999&category=latex', 'उत्पाद नहीं मिला | Gubbara', undefined, false],
  ['/hi/product', 'हमारे उत्पाद | Gubbara', 'लेटेक्स गुब्बारे, पार्टी का सामान और फ़ॉयल गुब्बारे: हमारी रेंज देखें और व्हाट्सऐप पर पूछताछ करें।', true],
  ['/hi/printed', 'प्रिंटेड गुब्बारे | Gubbara', 'आपके लोगो या संदेश वाले प्रिंटेड गुब्बारे: 9 इंच, 12 इंच, क्रोम, मेटैलिक और 36 इंच प्रिंट।', true],
  [
    '/hi/eventsetup',
    'इवेंट सेटअप | Gubbara',
    'शादी और कॉर्पोरेट इवेंट सेटअप: बैकड्रॉप, शानदार एंट्री, फूलों की बारिश, ड्राई स्मोक, कॉन्फ़ेटी और पूरी कॉर्पोरेट इवेंट सजावट।',
    true,
  ],
  [
    '/hi/about',
    'हमारे बारे में | Gubbara',
    'हमारी कहानी: तेज़ी से बढ़ती गुब्बारा सजावट कंपनी, जिसने पूरे भारत में 20,000 से ज़्यादा कार्यक्रम पूरे किए हैं, और इसके पीछे की टीम।',
    true,
  ],
  [
    '/hi/contact',
    'संपर्क करें | Gubbara',
    'हमें कॉल, व्हाट्सऐप या ई-मेल करें, या हमारे ऑफ़िस आएँ: पूरे भारत में गुब्बारा सजावट, स्काई बैलून और इवेंट सेटअप।',
    true,
  ],
  ['/hi/contactForm', 'विवरण पाएँ | Gubbara', 'बताइए आपको क्या चाहिए, हम विवरण और कोटेशन के साथ आपसे संपर्क करेंगे।', true],
  ['/hi/ourwork', 'हमारा काम | Gubbara', 'पूरे भारत में स्काई बैलून विज्ञापन के हमारे प्रोजेक्ट, हमारे प्रमाणपत्र और डाउनलोड करने लायक PDF कैटलॉग।', true],
  [
    '/hi/franchise',
    'फ्रैंचाइज़ पार्टनर | Gubbara',
    `फ्रैंचाइज़ पार्टनर बनें: कम से कम ${FRANCHISE_MIN_AREA_SQFT} वर्ग फ़ुट की दुकान, ${FRANCHISE_MIN_AGREEMENT_YEARS} साल का विशेष अनुबंध, इंटीरियर सेटअप, साइनबोर्ड और प्रशिक्षण हमारी ओर से।`,
    true,
  ],
  [
    '/hi/privacy',
    'गोपनीयता नीति | Gubbara',
    'हम आपकी जानकारी कैसे इकट्ठा करते हैं, उसका उपयोग, साझा और सुरक्षित कैसे करते हैं, कुकीज़ का हमारा उपयोग और आपके अधिकार।',
    true,
  ],
  ['/hi/cart', 'कार्ट | Gubbara', undefined, false],
  [
    '/hi/buy',
    'अपना ऑर्डर भेजें | Gubbara',
    'बताइए आपका कार्यक्रम कब और कहाँ है; हम कॉल या व्हाट्सऐप पर कीमत, डिलीवरी और सेटअप की पुष्टि करते हैं।',
    false,
  ],
  ['/hi/search?q=balloons', '"balloons" के खोज परिणाम | Gubbara', 'Gubbara के गुब्बारों, सजावट और इन्फ्लेटेबल की सूची में खोजें।', false],
  ['/hi/search', 'खोजें | Gubbara', 'Gubbara के गुब्बारों, सजावट और इन्फ्लेटेबल की सूची में खोजें।', false],
  ['/hi/no-such-page', 'पेज नहीं मिला | Gubbara', undefined, false],
];

const ENGLISH: () => Expected[] = () => [
  [
    '/',
    'Gubbara | Balloon decoration, sky balloons and inflatables across India',
    'Balloon decoration, helium balloons, printed balloons, sky balloons, kids inflatables and corporate event setups, delivered PAN India with delivery charges included.',
    true,
  ],
  [
    '/products?category=latex',
    'Latex Balloon Products | Gubbara',
    `Latex Balloon: ${latexCount} products with prices in ₹, delivered PAN India in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days with delivery charges included.`,
    true,
  ],
  [
    '/category/latex',
    'Latex Balloon Gallery | Gubbara',
    'Pictures of our Latex Balloon range. Tap Enquiry Now on any picture to ask us about it on WhatsApp.',
    true,
  ],
  ['/products?category=unicorns', 'unicorns Products | Gubbara', 'No products found for "unicorns".', false],
  [
    '/categories',
    'Select Category | Gubbara',
    'Browse our whole range by category: balloons, printed and sky balloons, inflatables, kids play, event setups and more.',
    true,
  ],
  [productUrl(translated), `${translated.title} – ${price(translated)} | Gubbara`, undefined, true],
  ['/product-detail?id=999999&category=latex', 'Product not found | Gubbara', undefined, false],
  ['/product', 'Our Products | Gubbara', 'Latex balloons, party items and foil balloons: see our range and enquire on WhatsApp.', true],
  ['/printed', 'Printed Balloons | Gubbara', 'Balloons printed with your logo or message: 9 inch, 12 inch, chrome, metallic and 36 inch prints.', true],
  ['/about', 'About Us | Gubbara', undefined, true],
  ['/contact', 'Contact Us | Gubbara', undefined, true],
  ['/contactForm', 'Get Details | Gubbara', 'Tell us what you need and we will get back to you with details and a quote.', true],
  ['/franchise', 'Franchise Partner | Gubbara', undefined, true],
  ['/tandc', 'Terms and Conditions | Gubbara', undefined, true],
  ['/cart', 'Cart | Gubbara', undefined, false],
  ['/buy', 'Request Your Order | Gubbara', 'Tell us when and where your event is; we confirm the price, delivery and setup on a call or on WhatsApp.', false],
  ['/search?q=balloons', 'Search results for "balloons" | Gubbara', 'Search the Gubbara catalogue of balloons, decorations and inflatables.', false],
  ['/search', 'Search | Gubbara', 'Search the Gubbara catalogue of balloons, decorations and inflatables.', false],
  ['/no-such-page', 'Page not found | Gubbara', undefined, false],
];

describe('the head of the Hindi pages', () => {
  it('has the exact Hindi title and description on every kind of page, the same in the og: and twitter: tags', async () => {
    for (const [url, title, description, shared] of HINDI()) {
      const h = head((await page(url)).html);
      expect(h.title, url).toBe(title);
      if (description !== undefined) expect(h.description, url).toBe(description);
      if (shared) {
        expect(h.og, url).toEqual([title, h.description]);
        expect(h.twitter, url).toEqual([title, h.description]);
      }
    }
  });

  it('describes a product without a Hindi description by its English one, after the price', async () => {
    const h = head((await page(`/hi${productUrl(plain)}`)).html);
    expect(h.description).toBe(`${price(plain)} · ${plain.description}`.slice(0, h.description!.length));
    expect(h.description!.startsWith(`${price(plain)} · `)).toBe(true);
  });

  it('writes a later page of a listing in Hindi too', async () => {
    const res = await page('/hi/products?category=latex&page=99');
    expect(res.status).toBe(404);
    expect(head(res.html).title).toBe('पेज नहीं मिला | Gubbara');
  });

  it('leaves the English pages their exact English titles and descriptions, with no Hindi in the head', async () => {
    for (const [url, title, description, shared] of ENGLISH()) {
      const { html } = await page(url);
      const h = head(html);
      expect(h.title, url).toBe(title);
      if (description !== undefined) expect(h.description, url).toBe(description);
      if (shared) expect(h.og[0], url).toBe(title);
      expect(html.split('</head>')[0], url).not.toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('a category’s Hindi name', () => {
  const HINDI_NAME = 'परीक्षण श्रेणी';
  let slug: string;
  let englishName: string;
  let product: Product;

  beforeAll(async () => {
    product = plain;
    const category = (await t.services.catalog.findCategory(product.category))!;
    slug = category.slug;
    englishName = category.name;
    await t.services.db.updateTable('categories').set({ name_hi: HINDI_NAME }).where('id', '=', category.id).execute();
    await t.services.catalogueVersion.refresh();
  });

  it('names the category on its Hindi pages: heading, breadcrumbs, their BreadcrumbList, title and menu', async () => {
    const listing = (await page(`/hi/products?category=${slug}`)).html;
    expect(listing).toContain(`<h1 id="catalogue-heading" class="catalogue-title">${HINDI_NAME} उत्पाद</h1>`);
    expect(listing).toContain(`<span aria-current="page" lang="hi">${HINDI_NAME}</span>`);
    expect(listing).toContain(`"name":"${HINDI_NAME}","item":"https://gubbara.example/hi/products?category=${slug}"`);
    expect(head(listing).title).toBe(`${HINDI_NAME} उत्पाद | Gubbara`);
    // The header's menu names it too.
    expect(listing).toMatch(new RegExp(`<a [^>]*href="/hi/products\\?category=${slug}"[^>]*>${HINDI_NAME}</a>`));

    const gallery = (await page(`/hi/category/${slug}`)).html;
    expect(gallery).toContain(`<h1 id="gallery-heading" class="catalogue-title" lang="hi">${HINDI_NAME}</h1>`);
    expect(gallery).toContain(`<a lang="hi" href="/hi/products?category=${slug}" data-discover="true">${HINDI_NAME}</a>`);

    const detail = (await page(`/hi${productUrl(product)}`)).html;
    expect(detail).toContain(`<a lang="hi" href="/hi/products?category=${slug}" data-discover="true">${HINDI_NAME}</a>`);
    expect(detail).toContain(`"category":"${HINDI_NAME}"`);
    // The product itself, untranslated, is named in English and marked so.
    expect(detail).toContain(`<span aria-current="page" lang="en">${product.title}</span>`);

    const picker = (await page(`/hi/categories?category=${slug}`)).html;
    expect(picker).toMatch(new RegExp(`<option value="${slug}"[^>]*>${HINDI_NAME}</option>`));
    expect(picker).toContain(`<h2 class="catalogue-subtitle">${HINDI_NAME}</h2>`);
  });

  it('keeps the English name on the English pages', async () => {
    for (const url of [`/products?category=${slug}`, `/category/${slug}`, productUrl(product), `/categories?category=${slug}`]) {
      const html = (await page(url)).html;
      expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), url).not.toContain(HINDI_NAME);
      expect(html, url).toContain(englishName);
    }
    const gallery = (await page(`/category/${slug}`)).html;
    expect(gallery).toContain(`<h1 id="gallery-heading" class="catalogue-title">${englishName}</h1>`);
    expect(gallery).toContain(`<a href="/products?category=${slug}" data-discover="true">${englishName}</a>`);
  });

  it('shows an untranslated category in English on the Hindi pages, marked lang="en"', async () => {
    await t.services.db.updateTable('categories').set({ name_hi: null }).where('slug', '=', slug).execute();
    await t.services.catalogueVersion.refresh();
    const gallery = (await page(`/hi/category/${slug}`)).html;
    expect(gallery).toContain(`<h1 id="gallery-heading" class="catalogue-title" lang="en">${englishName}</h1>`);
    expect(gallery).toContain(`<a lang="en" href="/hi/products?category=${slug}" data-discover="true">${englishName}</a>`);
    const detail = (await page(`/hi${productUrl(product)}`)).html;
    expect(detail).toContain(`<a lang="en" href="/hi/products?category=${slug}" data-discover="true">${englishName}</a>`);
    expect(head((await page(`/hi/products?category=${slug}`)).html).title).toBe(`${englishName} उत्पाद | Gubbara`);
  });
});

describe('the search suggestions', () => {
  it('carry the Hindi title of a product that has one, and none for a product without', async () => {
    const suggest = async (q: string) =>
      ((await app.inject({ url: `/api/home/search/suggest?q=${encodeURIComponent(q)}` })).json() as { items: Record<string, unknown>[] }).items;
    const withHindi = (await suggest('चमकीले')).find((s) => s.id === translated.id);
    expect(withHindi).toEqual({
      id: translated.id,
      title: translated.title,
      titleHi: HINDI_TITLE,
      category: translated.category,
      price: translated.price,
      image: translated.image,
    });
    const english = (await suggest(plain.title)).find((s) => s.id === plain.id);
    expect(english).toBeDefined();
    expect(english).not.toHaveProperty('titleHi');
  });
});
