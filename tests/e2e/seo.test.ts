// Found and shared: a unique title and description per page, canonical URLs, Open Graph and Twitter
// tags, the product page's image, ₹ price and JSON-LD Product with an INR Offer, the sitemap and
// robots.txt. Read from the server-rendered HTML, as crawlers and link previews read it.
import { describe, expect, inject, it } from 'vitest';
import type { Category, Product } from '../../shared/catalog.ts';
import { decodeHtml } from '../helpers/html.ts';
import { BUSINESS_PAGES, INFO_PAGES } from '../helpers/public-routes.ts';

const baseUrl = inject('baseUrl');

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

const decode = decodeHtml;

interface Head {
  status: number;
  title: string | undefined;
  meta: Map<string, string[]>;
  canonical: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

async function head(path: string): Promise<Head> {
  const res = await fetch(baseUrl + path, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  const html = await res.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const m of headHtml.matchAll(/<meta\s([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)]));
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  const title = /<title>([^<]*)<\/title>/.exec(headHtml)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(headHtml)?.[1];
  const jsonLd = [...headHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { status: res.status, title: title && decode(title), meta, canonical: canonical && decode(canonical), jsonLd };
}

const one = (h: Head, key: string) => {
  const v = h.meta.get(key);
  expect(v, key).toHaveLength(1);
  return v![0]!;
};

const PAGES = [...INFO_PAGES, '/categories', ...BUSINESS_PAGES, '/products?category=latex', '/products?category=foil', '/category/latex'];

describe('every page', () => {
  it('has its own title and description, a canonical URL and Open Graph and Twitter tags', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const heads = await Promise.all([...PAGES, '/'].map(async (p) => [p, await head(p)] as const));
    for (const [path, h] of heads) {
      expect(h.status, path).toBe(200);
      expect(h.title, path).toMatch(/\S.* \| Gubbara$|^Gubbara/);
      const description = one(h, 'description');
      expect(description.length, path).toBeGreaterThan(40);
      expect(titles.get(h.title!), `title of ${path} repeats`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path} repeats`).toBeUndefined();
      titles.set(h.title!, path);
      descriptions.set(description, path);
      if (path === '/') continue; // the home page's tags are checked with the home page
      expect(h.canonical, path).toBe(baseUrl + path);
      expect(one(h, 'og:url'), path).toBe(baseUrl + path);
      expect(one(h, 'og:title'), path).toBe(h.title);
      expect(one(h, 'og:description'), path).toBe(description);
      expect(one(h, 'og:type'), path).toBe('website');
      expect(one(h, 'twitter:card'), path).toMatch(/^summary/);
      expect(h.meta.get('robots'), path).toBeUndefined();
    }
  });

  it('keeps an unknown category out of the index', async () => {
    const h = await head('/products?category=unicorns');
    expect(h.status).toBe(404);
    expect(one(h, 'robots')).toBe('noindex');
  });

  it('gives a category page the picture of its first product', async () => {
    const latex = await api<Product[]>('/api/home/products/category/latex');
    const h = await head('/products?category=LATEX');
    expect(h.canonical).toBe(`${baseUrl}/products?category=latex`);
    const image = one(h, 'og:image');
    expect(image).toContain(latex[0]!.image!);
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('product pages', () => {
  it('carry the product image and ₹ price for link previews, and JSON-LD Product with an INR Offer', async () => {
    const all = await api<Product[]>('/api/home/products');
    const p = all.find((x) => x.stock !== null && x.stock > 0 && x.image)!;
    // A wrong category in the link still gives the product's own canonical URL.
    const h = await head(`/product-detail?id=${p.id}&category=wrong`);
    expect(h.status).toBe(200);
    const canonical = `${baseUrl}/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`;
    expect(h.canonical).toBe(canonical);
    expect(h.title).toBe(`${p.title} – ${rupees(p.price)} | Gubbara`);
    expect(one(h, 'og:title')).toContain(rupees(p.price));
    expect(one(h, 'og:description').startsWith(rupees(p.price))).toBe(true);
    expect(one(h, 'og:type')).toBe('product');
    expect(one(h, 'product:price:amount')).toBe(String(p.price));
    expect(one(h, 'product:price:currency')).toBe('INR');
    expect(one(h, 'twitter:card')).toBe('summary_large_image');
    const image = one(h, 'og:image');
    expect(image.startsWith(`${baseUrl}/api/admin/uploads/product?filename=${p.image}`)).toBe(true);
    expect(one(h, 'twitter:image')).toBe(image);
    const img = await fetch(image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe(one(h, 'og:image:type'));

    const ld = h.jsonLd.find((j) => j['@type'] === 'Product')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.title,
      sku: String(p.id),
      url: canonical,
      image: [image],
      offers: { '@type': 'Offer', price: String(p.price), priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: canonical },
    });
    // Delivery and returns as the terms state them: charges included, 7 to 10 days, cancellations refunded but no returns.
    const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });
    expect((ld.offers as Record<string, unknown>).shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 0), transitTime: days(7, 10) },
    });
    expect((ld.offers as Record<string, unknown>).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: `${baseUrl}/tandc`,
    });
    const category = (await api<Category[]>('/api/home/categories')).find((c) => c.slug === p.category || c.name === p.category)!;
    expect(h.jsonLd.find((j) => j['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseUrl}/` },
        { '@type': 'ListItem', position: 2, name: category.name, item: `${baseUrl}/products?category=${encodeURIComponent(category.slug)}` },
        { '@type': 'ListItem', position: 3, name: p.title, item: canonical },
      ],
    });
  });

  it('say OutOfStock in the Offer when there is no stock', async () => {
    const all = await api<Product[]>('/api/home/products');
    const p = all.find((x) => x.stock === 0)!;
    expect(p).toBeDefined();
    const h = await head(`/product-detail?id=${p.id}&category=${p.category}`);
    const ld = h.jsonLd.find((j) => j['@type'] === 'Product') as { offers: { availability: string } };
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('are kept out of the index when the product does not exist', async () => {
    const h = await head('/product-detail?id=999999&category=latex');
    expect(h.status).toBe(404);
    expect(h.title).toBe('Product not found | Gubbara');
    expect(one(h, 'robots')).toBe('noindex');
  });
});

/** The <loc> paths of an XML file of the site, checked to be at its address. */
async function xmlLocPaths(path: string): Promise<string[]> {
  const res = await fetch(baseUrl + path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const l = decode(m[1]!);
    expect(l.startsWith(baseUrl)).toBe(true);
    return l.slice(baseUrl.length);
  });
}

describe('/sitemap.xml', () => {
  it('leads to every public page, category and product, and nothing private', async () => {
    const files = await xmlLocPaths('/sitemap.xml');
    expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml']);
    const paths = (await Promise.all(files.map(xmlLocPaths))).flat();
    for (const p of ['/', ...PAGES.filter((x) => !x.includes('?') && !x.startsWith('/category/'))]) expect(paths, p).toContain(p);
    const categories = await api<Category[]>('/api/home/categories');
    for (const c of categories) {
      expect(paths).toContain(`/products?category=${encodeURIComponent(c.slug)}`);
      expect(paths).toContain(`/category/${encodeURIComponent(c.slug)}`);
    }
    const products = await api<Product[]>('/api/home/products');
    for (const p of products) expect(paths).toContain(`/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => /^\/(admin|abc|cart|buy|api)/.test(p))).toEqual([]);
    // Every listed page answers.
    const sample = [...paths.filter((p) => !p.startsWith('/product-detail')), ...paths.filter((p) => p.startsWith('/product-detail')).slice(0, 10)];
    for (const p of sample) expect((await fetch(baseUrl + p, { redirect: 'manual' })).status, p).toBe(200);
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of /admin, /abc and /cart and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/admin', '/abc', '/cart']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});
