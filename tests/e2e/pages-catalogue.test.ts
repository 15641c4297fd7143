// The catalogue pages in Chromium: /products, /product-detail, /category/:category,
// /categories and their loading, empty and error states.
import type { Page, Route } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Category, Product } from '../../shared/catalog.ts';
import { chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

/** Holds the loader data request of one route until released, so its loading state can be seen. */
async function holdRouteData(p: Page, routeId: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await p.route(
    (u) => u.pathname.endsWith('.data') && (u.searchParams.get('_routes') ?? '').split(',').includes(routeId),
    async (route: Route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

beforeEach(async () => {
  // The loading and error states are seen by holding the pages' data requests, which the service
  // worker would answer itself once it controls the page.
  page = await chromium.pageForTest({ serviceWorkers: 'block' });
});

describe('/products?category={slug}', () => {
  it('lists the category on the server, titled with the category plus "Products", cards as on home', async () => {
    const latex = await api<Product[]>('/api/home/products/category/latex');
    expect(latex.length).toBeGreaterThan(1);
    const res = await page.goto(`${baseUrl}/products?category=latex`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('latex Products');
    const cards = page.locator('.product-card');
    expect(await cards.count()).toBe(latex.length);
    const first = cards.first();
    expect(await first.locator('h3').textContent()).toBe(latex[0]!.title);
    expect(await first.locator('.product-price').textContent()).toBe(rupees(latex[0]!.price));
    expect(await first.getByRole('button', { name: /Add to Cart/ }).count()).toBe(1);
    expect(await first.locator('img').getAttribute('alt')).toBe(latex[0]!.title);
    const desc = (await first.locator('.product-desc').textContent())!;
    if (Array.from(latex[0]!.description).length > 40) expect(desc).toBe(`${Array.from(latex[0]!.description).slice(0, 40).join('')}...`);
    // The card opens the detail page.
    await first.locator('a').first().click();
    await page.waitForURL(new RegExp(`/product-detail\\?id=${latex[0]!.id}&category=latex$`));
  });

  it('shows underscores as spaces in the title and finds the category', async () => {
    await page.goto(`${baseUrl}/products?category=Annual_General_Meeting`);
    expect(await page.locator('h1').textContent()).toBe('Annual General Meeting Products');
    const agm = await api<Product[]>('/api/home/products/category/AnnualGeneralMeeting');
    expect(await page.locator('.product-card').count()).toBe(agm.length);
  });

  it('says No products found for "{category}". for an unknown category, with status 404', async () => {
    const res = await page.goto(`${baseUrl}/products?category=unicorns`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('unicorns Products');
    expect(await page.getByText('No products found for "unicorns".', { exact: true }).count()).toBe(1);
    expect(await page.locator('.product-card').count()).toBe(0);
  });

  it('shows Loading... while a client-side load is in flight, then the cards', async () => {
    await page.goto(`${baseUrl}/product`);
    const release = await holdRouteData(page, 'routes/products');
    await page.getByRole('link', { name: 'See all Party products' }).click();
    await page.getByText('Loading...', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/products?category=party`);
    expect(await page.locator('.product-card').count()).toBe(0);
    release();
    const party = await api<Product[]>('/api/home/products/category/party');
    await expect.poll(() => page.locator('.product-card').count()).toBe(party.length);
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Party Items Products | Gubbara');
  });

  it('with no category leads to the category browser', async () => {
    await page.goto(`${baseUrl}/products`);
    expect(new URL(page.url()).pathname).toBe('/categories');
  });
});

describe('/product-detail?id=&category=', () => {
  it('shows every product field and About This Item when about1 exists', async () => {
    const all = await api<Product[]>('/api/home/products');
    const p = all.find((x) => x.about10)!;
    expect(p).toBeDefined();
    await page.goto(`${baseUrl}/product-detail?id=${p.id}&category=${p.category}`);
    expect(await page.locator('h1').textContent()).toBe(p.title);
    expect(await page.locator('.product-detail img').getAttribute('alt')).toBe(p.title);
    expect(await page.locator('.product-buy > .product-price').textContent()).toBe(rupees(p.price));
    const facts = await page.locator('.facts').evaluate((dl) => {
      const out: Record<string, string> = {};
      dl.querySelectorAll('dt').forEach((dt) => (out[dt.textContent!] = dt.nextElementSibling!.textContent!));
      return out;
    });
    expect(facts).toEqual({
      Occasion: p.occassion,
      Color: p.color,
      Material: p.material,
      Brand: p.brand,
      'Net Quantity': p.netquantity,
      Stock: p.stock! > 0 ? `${p.stock} in stock` : 'Out of stock',
    });
    expect(await page.locator('.product-description').textContent()).toBe(p.description);
    expect(await page.getByRole('heading', { name: 'About This Item' }).count()).toBe(1);
    const lines = await page.locator('.about-list li').allTextContents();
    expect(lines).toEqual(Array.from({ length: 10 }, (_, i) => p[`about${i + 1}` as keyof Product]));
    expect(
      await page
        .locator('.product-buy')
        .getByRole('button', { name: /^Add to Cart/ })
        .textContent(),
    ).toBe('Add to Cart');
  });

  it('leaves out About This Item when about1 is empty', async () => {
    const all = await api<Product[]>('/api/home/products');
    const p = all.find((x) => !x.about1)!;
    expect(p).toBeDefined();
    await page.goto(`${baseUrl}/product-detail?id=${p.id}&category=${p.category}`);
    expect(await page.locator('h1').textContent()).toBe(p.title);
    expect(await page.getByText('About This Item').count()).toBe(0);
    expect(await page.locator('.about-list').count()).toBe(0);
  });

  it('says Out of stock for a product without stock', async () => {
    const all = await api<Product[]>('/api/home/products');
    const p = all.find((x) => x.stock === 0)!;
    expect(p).toBeDefined();
    await page.goto(`${baseUrl}/product-detail?id=${p.id}&category=${p.category}`);
    expect(await page.locator('.facts dd').last().textContent()).toBe('Out of stock');
  });

  it('lists Similar Products of the same category without the current one, each with View Product', async () => {
    const latex = await api<Product[]>('/api/home/products/category/latex');
    const current = latex[1]!;
    await page.goto(`${baseUrl}/product-detail?id=${current.id}&category=latex`);
    const section = page.locator('section.similar');
    expect(await section.getByRole('heading', { name: 'Similar Products' }).count()).toBe(1);
    const titles = await section.locator('h3').allTextContents();
    expect(titles).toEqual(latex.filter((p) => p.id !== current.id).map((p) => p.title));
    expect(titles).not.toContain(current.title);
    const buttons = section.getByRole('link', { name: /^View Product/ });
    expect(await buttons.count()).toBe(titles.length);
    expect(await buttons.first().textContent()).toBe('View Product');

    // View Product opens that product, with Loading... while its data is on the way.
    const release = await holdRouteData(page, 'routes/product-detail');
    const next = latex.find((p) => p.id !== current.id)!;
    await buttons.first().click();
    await page.getByText('Loading...', { exact: true }).waitFor();
    release();
    await page.waitForURL(new RegExp(`id=${next.id}&`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(next.title);
    expect(await page.locator('section.similar h3').allTextContents()).not.toContain(next.title);
  });

  it.each(['99999999', 'abc', '0', ''])('answers id=%j with 404 and a way home', async (id) => {
    const res = await page.goto(`${baseUrl}/product-detail?id=${id}&category=latex`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Product not found');
    expect(await page.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
  });
});

describe('/category/:category', () => {
  it('shows product pictures by name, each with an Enquiry Now link to WhatsApp naming it', async () => {
    const foil = await api<Product[]>('/api/home/products/category/foil');
    await page.goto(`${baseUrl}/category/foil`);
    const items = page.locator('.gallery-grid li');
    expect(await items.count()).toBe(foil.length);
    expect(await items.locator('figcaption').allTextContents()).toEqual(foil.map((p) => p.title));
    for (const [i, p] of foil.entries()) {
      const item = items.nth(i);
      expect(await item.locator('img').getAttribute('alt')).toBe(p.title);
      const link = item.getByRole('link', { name: /^Enquiry Now/ });
      expect(await link.textContent()).toBe('Enquiry Now');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.origin).toBe('https://wa.me');
      expect(href.pathname).toMatch(/^\/91\d{10}$/);
      expect(href.searchParams.get('text')).toContain(p.title);
    }
  });

  it('shows Loading... and then Error: {message} when the load fails', async () => {
    await page.goto(`${baseUrl}/products?category=foil`);
    await page.route(
      (u) => u.pathname.endsWith('.data') && (u.searchParams.get('_routes') ?? '').includes('routes/category'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.abort('failed');
      },
    );
    await page.getByRole('link', { name: /picture gallery/ }).click();
    await page.getByText('Loading...', { exact: true }).waitFor();
    const error = page.getByRole('alert').filter({ hasText: /^Error: / });
    await error.waitFor();
    expect((await error.textContent())!.length).toBeGreaterThan('Error: '.length);
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0);
  });

  it('finds a category written with underscores', async () => {
    const res = await page.goto(`${baseUrl}/category/Grand_Openings`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Grand Openings');
    expect(await page.locator('.gallery-grid li').count()).toBeGreaterThan(0);
  });
});

describe('/categories', () => {
  it('has a labelled Select Category dropdown of the categories in the database; choosing one lists its products', async () => {
    const categories = await api<Category[]>('/api/home/categories');
    await page.goto(`${baseUrl}/categories`);
    const select = page.getByLabel('Select Category');
    expect(await select.evaluate((el) => el.tagName)).toBe('SELECT');
    const values = (await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
    expect(values.sort()).toEqual(categories.map((c) => c.slug).sort());
    expect(await page.locator('.product-card').count()).toBe(0);

    const foil = await api<Product[]>('/api/home/products/category/foil');
    const release = await holdRouteData(page, 'routes/categories');
    await select.selectOption('foil');
    await page.getByText('Loading...', { exact: true }).waitFor();
    release();
    await expect.poll(() => page.locator('.product-card h3').allTextContents()).toEqual(foil.map((p) => p.title));
    expect(new URL(page.url()).searchParams.get('category')).toBe('foil');
    expect(await select.inputValue()).toBe('foil');

    // Server-rendered for a shared link too.
    await page.goto(`${baseUrl}/categories?category=jumping`);
    const jumping = await api<Product[]>('/api/home/products/category/jumping');
    expect(await page.locator('.product-card h3').allTextContents()).toEqual(jumping.map((p) => p.title));
    expect(await page.getByLabel('Select Category').inputValue()).toBe('jumping');
  });
});
