// The first minute on a 360 × 740 phone: the product page's title, price and Add to Cart on the first
// screen and its buy bar once they have scrolled away; the fixed contact buttons in a column of their
// own that nothing passes under, and never on the owner's pages; the listings' "Sort & filter"
// disclosure; the admin lists' loading state; the admin's compact header, folded menu and active entry.
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import type { Product } from '../../shared/catalog.ts';
import { indiaToday } from '../../shared/leads.ts';
import { DESKTOP, PHONE, chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { postJson } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl + path)).json() as Promise<T>;

let product: Product;
beforeAll(async () => {
  const all = await api<Product[]>('/api/home/products');
  // The longest title with About This Item: the page whose first screen is the hardest to fit.
  product = all.filter((p) => p.about1).sort((a, b) => b.title.length - a.title.length)[0]!;
});
const productPath = () => `/product-detail?id=${product.id}&category=${product.category}`;

/** Holds the data requests of the page at `path` (an admin page loads every route's data in one) until released. */
async function holdPageData(p: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await p.route(
    (u) => u.pathname === `${path}.data`,
    async (route: Route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

/** The window-relative box of an element, or null when it is not shown. */
const box = (p: Page, selector: string) => p.locator(selector).first().boundingBox();

describe('the product page on a phone', () => {
  it('shows the title, the price and Add to Cart on the first screen', async () => {
    const page = await chromium.pageForTest();
    await page.goto(baseUrl + productPath());
    expect(await page.locator('h1').textContent()).toBe(product.title);
    const price = page.locator('.product-detail .product-price');
    expect(await price.textContent()).toBe(rupees(product.price));
    const add = page.locator('.product-detail').getByRole('button', { name: `Add to Cart: ${product.title}` });
    for (const [what, b] of [
      ['title', await page.locator('h1').boundingBox()],
      ['price', await price.boundingBox()],
      ['Add to Cart', await add.boundingBox()],
    ] as const) {
      expect(b, what).not.toBeNull();
      expect(b!.y + b!.height, what).toBeLessThanOrEqual(PHONE.height);
    }
    // Every fact is still on the page, below.
    expect(await page.locator('.facts dt').allTextContents()).toEqual(['Occasion', 'Color', 'Material', 'Brand', 'Net Quantity', 'Stock']);
    expect(await page.locator('.product-description').textContent()).toBe(product.description);
    // No buy bar while the page's own Add to Cart is in sight.
    expect(await page.locator('.buy-bar').isVisible()).toBe(false);
  });

  it('keeps a buy bar at the bottom once Add to Cart has scrolled away: price, Add to Cart, WhatsApp about the product', async () => {
    const page = await chromium.pageForTest();
    await page.goto(baseUrl + productPath());
    await page.locator('.about-list').scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollTo({ top: document.querySelector('.product-buy')!.getBoundingClientRect().bottom + window.scrollY + 40, behavior: 'instant' }),
    );
    const bar = page.getByRole('complementary', { name: 'Buy this product' });
    await bar.waitFor();
    expect(await bar.locator('.product-price').textContent()).toBe(rupees(product.price));
    const wa = bar.getByRole('link', { name: `Ask about ${product.title} on WhatsApp` });
    const href = new URL((await wa.getAttribute('href'))!);
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toBe(`Hello, I would like to know more about ${product.title}: ${baseUrl}${productPath()}`);
    // Slim, at the foot of the window, and beside the contact buttons rather than under them.
    const b = (await bar.boundingBox())!;
    expect(b.height).toBeLessThanOrEqual(64);
    expect(Math.round(b.y + b.height)).toBe(PHONE.height);
    const fabs = (await box(page, '.floating-contact'))!;
    expect(b.x + b.width).toBeLessThanOrEqual(fabs.x);
    await fitsAndPassesAxe(page, 'main');

    // Its Add to Cart adds the product.
    await bar.getByRole('button', { name: `Add to Cart: ${product.title}` }).click();
    await expect.poll(() => page.locator('.cart-badge').textContent()).toBe('1');

    // Back at the top, the page's own Add to Cart is in sight again and the bar goes.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => bar.isVisible()).toBe(false);
  });
});

/**
 * Scrolls the page from top to bottom in steps shorter than the contact buttons' column and, at every
 * stop, lists each shown link, button, field and price whose visible part (clipped by the boxes that
 * hide their overflow) meets one of the buttons.
 */
function coveredWhileScrolling(p: Page): Promise<string[]> {
  return p.evaluate(async () => {
    const fabs = [...document.querySelectorAll('.floating-contact a')];
    // WhatsApp, call and the enquiry form, under the cart with its count on a phone.
    if (fabs.length !== 4) return [`${fabs.length} contact buttons`];
    const targets = [...document.querySelectorAll('a, button, input, select, textarea, summary, .product-price')].filter(
      (e) => !e.closest('.floating-contact'),
    );
    const clippers = new Map(
      targets.map((e) => {
        const out: Element[] = [];
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') out.push(a);
        }
        return [e, out] as const;
      }),
    );
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const found = new Set<string>();
    const step = 100;
    for (let y = 0; ; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      const fabRects = fabs.map((f) => f.getBoundingClientRect());
      for (const e of targets) {
        if (!e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        let r = e.getBoundingClientRect();
        let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
        for (const c of clippers.get(e)!) {
          r = c.getBoundingClientRect();
          [l, t, rt, b] = [Math.max(l, r.left), Math.max(t, r.top), Math.min(rt, r.right), Math.min(b, r.bottom)];
        }
        if (rt - l < 1 || b - t < 1) continue;
        for (const f of fabRects) {
          if (l < f.right && rt > f.left && t < f.bottom && b > f.top) {
            found.add(`${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').trim().slice(0, 40) || e.getAttribute('aria-label') || ''}"`);
          }
        }
      }
      if (y >= document.documentElement.scrollHeight - window.innerHeight) break;
    }
    return [...found];
  });
}

describe('the fixed contact buttons', () => {
  it('cover no link, button, field or price at any scroll position of the public pages', async () => {
    const page = await chromium.pageForTest();
    // A cart with something in it, so /cart shows its lines and totals and /buy its form.
    await page.goto(baseUrl + productPath());
    await page
      .locator('.product-detail')
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await expect.poll(() => page.locator('.cart-badge').textContent()).toBe('1');
    for (const path of ['/', '/products?category=latex', '/category/foil', productPath(), '/cart', '/buy', '/contactForm', '/franchise', '/search?q=balloon']) {
      await page.goto(baseUrl + path);
      expect(await coveredWhileScrolling(page), path).toEqual([]);
    }
  });

  it('are not on the owner’s pages, whose rows then use the whole width', async () => {
    const page = await chromium.pageForTest();
    await page.goto(`${baseUrl}/admin-login`);
    expect(await page.locator('.floating-contact').count()).toBe(0);
    await signIn(page, baseUrl);
    for (const path of ['/admin', '/admin/orders', '/admin/viewproduct']) {
      await page.goto(baseUrl + path);
      expect(await page.locator('.floating-contact').count(), path).toBe(0);
      expect(await page.locator('main').evaluate((m) => getComputedStyle(m).paddingRight), path).toBe('16px');
    }
    // Back on the shop, they are there again.
    await page.getByRole('link', { name: /home$/ }).click();
    await page.locator('.floating-contact').waitFor();
    // And so is the whole header (the admin's stylesheet, which folds it, went with the admin page).
    expect(await page.locator('.topbar').isVisible()).toBe(true);
    expect(await page.getByLabel('Search products').isVisible()).toBe(true);
  });
});

describe('the listings’ sort and filter form', () => {
  it('folds into a closed "Sort & filter" disclosure on a phone and is always open on a wide screen', async () => {
    const phone = await chromium.pageForTest();
    await phone.goto(`${baseUrl}/products?category=latex`);
    const summary = phone.locator('.listing-disclosure > summary');
    expect(await summary.textContent()).toBe('Sort & filter');
    expect(await phone.getByLabel('Sort by').isVisible()).toBe(false);
    await summary.click();
    expect(await phone.getByLabel('Sort by').isVisible()).toBe(true);

    const wide = await chromium.pageForTest({ viewport: DESKTOP });
    await wide.goto(`${baseUrl}/products?category=latex`);
    expect(await wide.locator('.listing-disclosure > summary').isVisible()).toBe(false);
    expect(await wide.getByLabel('Sort by').isVisible()).toBe(true);
  });
});

describe('the admin on a phone', () => {
  let order: { id: number; reference: string };
  let enquiry: { id: number; reference: string };
  beforeAll(async () => {
    const sess = randomUUID();
    const added = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${product.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
    expect(added.status).toBe(200);
    const res = await fetch(`${baseUrl}/api/orders/${sess}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': sess },
      body: JSON.stringify({ name: 'Phone Minute Order', phone: '9811122244', eventDate: addDays(indiaToday(), 30), pincode: '560038' }),
    });
    expect(res.status).toBe(201);
    order = (await res.json()) as typeof order;
    const lead = await postJson(`${baseUrl}/api/leads/enquiry`, {
      name: 'Phone Minute Enquiry',
      phone: '9811122255',
      enquiryabout: 'Balloons for a birthday party',
    });
    expect(lead.status).toBe(201);
    enquiry = (await lead.json()) as typeof enquiry;
  });

  it('has a compact header and folds its menu, so the page’s own heading is on the first screen', async () => {
    const page = await chromium.pageForTest();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/admin/orders`);
    expect(await page.locator('.topbar').isVisible()).toBe(false);
    expect(await page.getByLabel('Search products').isVisible()).toBe(false);
    expect(await page.locator('details.admin-menu').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await page.locator('details.admin-menu > summary').textContent()).toBe('Menu: Orders');
    const heading = (await page.getByRole('heading', { level: 1, name: 'Orders' }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThanOrEqual(PHONE.height / 2);
    expect(await page.getByLabel('Search by name, phone or reference').isVisible()).toBe(true);
    await fitsAndPassesAxe(page, 'body');

    // The menu opens from its summary and a link closes it again on the next page.
    const nav = await openAdminMenu(page);
    expect(await nav.getByRole('link', { name: /^Orders/ }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: /^Leads/ }).click();
    await page.waitForURL(`${baseUrl}/admin/leads`);
    await expect.poll(() => page.locator('details.admin-menu > summary').textContent()).toBe('Menu: Leads');
    expect(await page.locator('details.admin-menu').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);

    // A wide window shows the whole menu, without the summary.
    await page.setViewportSize(DESKTOP);
    expect(await page.locator('details.admin-menu > summary').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System' }).isVisible()).toBe(true);
    expect(await page.locator('.topbar').isVisible()).toBe(true);
  });

  it('highlights Orders on an order’s page and Leads on an enquiry’s', async () => {
    const page = await chromium.pageForTest();
    await signIn(page, baseUrl);
    for (const [lead, entry] of [
      [order, 'Orders'],
      [enquiry, 'Leads'],
    ] as const) {
      await page.goto(`${baseUrl}/admin/leads/${lead.id}`);
      expect(await page.locator('details.admin-menu > summary').textContent()).toBe(`Menu: ${entry}`);
      const current = (await openAdminMenu(page)).locator('a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toMatch(new RegExp(`^${entry}`));
    }
  });

  it('shows the lists loading, not their old rows, while another filter loads', async () => {
    const page = await chromium.pageForTest();
    await signIn(page, baseUrl);
    for (const [path, change] of [
      ['/admin/orders', () => page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'New' }).click()],
      ['/admin/leads', () => page.getByRole('navigation', { name: 'Type' }).getByRole('link', { name: 'Enquiry' }).click()],
      [
        '/admin/viewproduct',
        async () => {
          await page.getByLabel('Search by title').fill(product.title);
          await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
        },
      ],
    ] as const) {
      await page.goto(baseUrl + path);
      const results = page.locator('.list-results');
      expect(await results.getAttribute('aria-busy'), path).toBe('false');
      const rows = page.locator('.list-results li').first();
      expect(await rows.isVisible(), path).toBe(true);
      const release = await holdPageData(page, path);
      await change();
      await expect.poll(() => results.getAttribute('aria-busy'), { message: path }).toBe('true');
      const loading = page.locator('.list-results > .list-pending');
      expect(await loading.textContent(), path).toBe('Loading…');
      expect(await loading.getAttribute('role'), path).toBe('status');
      expect(await loading.isVisible(), path).toBe(true);
      expect(await rows.isVisible(), path).toBe(false);
      release();
      await expect.poll(() => results.getAttribute('aria-busy'), { message: path }).toBe('false');
      expect(await page.getByText('Loading…').count(), path).toBe(0);
      await page.unrouteAll();
    }
  });
});
