// The other public pages: /about, /contact, /ourwork, /contactForm, /franchise, /privacy,
// /tandc, plus /home, /buy (the order request) and an unknown path.
import type { Page, Request } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;
let external: string[];

beforeEach(async () => {
  page = await chromium.pageForTest();
  // Nothing leaves the machine: third-party requests are recorded and refused.
  external = [];
  await page.route(
    (u) => u.origin !== new URL(baseUrl).origin && u.protocol.startsWith('http'),
    (route) => {
      external.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
});

const text = async (p: Page) => (await p.locator('main').innerText()).replace(/\s+/g, ' ');

describe('/about', () => {
  it('tells the story, shows the team and claims over 20,000 events', async () => {
    const res = await page.goto(`${baseUrl}/about`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('About Us');
    const body = await text(page);
    expect(body).toContain('20,000+ events completed');
    expect(body).toContain('over 20,000 events');
    const roles = await page.locator('.team-role').allTextContents();
    expect(roles).toContain('Managing Director');
    expect(roles).toContain('Head Operation Manager');
    expect(roles.filter((r) => r.startsWith('Head of')).length).toBeGreaterThanOrEqual(2);
    expect(await page.title()).toBe('About Us | Gubbara');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/20,000/);
  });
});

describe('/contact', () => {
  it('shows the address, support e-mail, WhatsApp and phone with +91', async () => {
    await page.goto(`${baseUrl}/contact`);
    const body = await text(page);
    expect(body).toContain('Demo address: 12 MG Road, Bengaluru');
    expect(await page.locator('main').getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com');
    const phone = page.locator('.contact-facts a[href^="tel:"]');
    expect(await phone.getAttribute('href')).toBe('tel:+919999999999');
    expect(await phone.textContent()).toBe('+91 99999 99999');
    const wa = page.locator('.contact-facts a[href^="https://wa.me/"]');
    expect(await wa.getAttribute('href')).toBe('https://wa.me/919999999999');
    expect(await wa.textContent()).toContain('+91 99999 99999');
  });

  it('loads the map only when asked', async () => {
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(external).toEqual([]);
    const frameRequest = page.waitForRequest((r: Request) => r.url().startsWith('https://www.openstreetmap.org/export/embed.html'));
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.locator('iframe.map-frame');
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('title')).toMatch(/^Map: /);
    expect(await map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=12\.97560,77\.60500$/,
    );
    await frameRequest;
  });
});

describe('/ourwork', () => {
  it('shows the three projects, two certificates and four catalogues', async () => {
    await page.goto(`${baseUrl}/ourwork`, { waitUntil: 'networkidle' });
    const projects = await page.locator('.project h3').allTextContents();
    expect(projects).toHaveLength(3);
    expect(projects.join(' ')).toMatch(/45 days/);
    expect(projects.join(' ')).toMatch(/1,000\+ sky balloons/);
    expect(projects.join(' ')).toMatch(/Two giant balloons for a national celebration/);
    expect(await page.locator('.certificate-list li').count()).toBe(2);
    for (const img of await page.locator('.certificate-list img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    const names = await page.locator('.catalogue-downloads strong').allTextContents();
    expect(names).toEqual(['Bouncy and Trampoline', 'Intext Balloon', 'Printed Balloon', 'Sky Balloon']);
    expect(external).toEqual([]);
  });

  it('serves the four catalogues as real PDF documents', async () => {
    await page.goto(`${baseUrl}/ourwork`);
    const links = page.locator('.catalogue-downloads a');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(await link.getAttribute('download')).not.toBeNull();
      const res = await fetch(baseUrl + href);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(doc.getTitle()).toBe(`${(await link.locator('strong').textContent())!} catalogue`);
    }
    expect((await fetch(`${baseUrl}/catalogues/nothing.pdf`)).status).toBe(404);
  });

  it('loads the project video from the video service only on request', async () => {
    await page.goto(`${baseUrl}/ourwork`, { waitUntil: 'networkidle' });
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /^Play video/ }).click();
    const frame = page.locator('.project iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
    expect(await frame.getAttribute('title')).toMatch(/^Video: /);
  });
});

describe('/contactForm', () => {
  it('is the Get Details form with a close icon linking to /', async () => {
    await page.goto(`${baseUrl}/contactForm`);
    expect(await page.locator('h1').textContent()).toBe('Get Details');
    for (const label of ['Name', 'Mobile Number', 'Enquiry About']) expect(await page.getByLabel(label).count()).toBe(1);
    const close = page.getByRole('link', { name: 'Close' });
    expect(await close.getAttribute('href')).toBe('/');
    await close.click();
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('/franchise', () => {
  it('states the franchise terms and has the franchise form', async () => {
    await page.goto(`${baseUrl}/franchise`);
    expect(await page.locator('h1').textContent()).toBe('Franchise Partner');
    const terms = (await page.locator('.check-list').innerText()).replace(/\s+/g, ' ');
    expect(terms).toContain('at least 200 sq. ft.');
    expect(terms).toContain('land use agreement of at least 2 years, exclusive to our business');
    expect(terms).toContain('Interior setup');
    expect(terms).toContain('Signboard');
    expect(terms).toContain('Training');
    for (const label of ['Name', 'Email', 'Phone Number', 'Address', 'Area (sq. ft.)', 'Business Budget'])
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
  });
});

describe('/privacy', () => {
  it('has six numbered sections and the support contact', async () => {
    await page.goto(`${baseUrl}/privacy`);
    const headings = await page.locator('.policy-sections h2').allTextContents();
    expect(headings).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing and Security',
      '4. Cookies',
      '5. Your Rights',
      '6. Updates to This Policy',
    ]);
    const support = page.locator('.support-box');
    expect(await support.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com');
    expect(await support.getByRole('link', { name: '+91 99999 99999' }).getAttribute('href')).toBe('tel:+919999999999');
  });

  it('says how long leads and carts are kept, from the server settings', async () => {
    await page.goto(`${baseUrl}/privacy`);
    await expect
      .poll(() => page.locator('#privacy-2').locator('xpath=..').textContent())
      .toContain(
        'We keep enquiries, franchise applications and order requests for 730 days after they reach us, then delete them automatically. Carts left unused for 30 days are deleted too.',
      );
  });
});

describe('/tandc', () => {
  it('lists the terms with the 10% refund deduction and the 30-day dispute window', async () => {
    await page.goto(`${baseUrl}/tandc`);
    expect(await page.locator('h1').textContent()).toBe('Terms and Conditions');
    const terms = await page.locator('.terms-list li').allTextContents();
    expect(terms.length).toBeGreaterThanOrEqual(8);
    expect(terms.some((t) => t.includes('deduction of 10% for bank and processing charges'))).toBe(true);
    expect(terms.some((t) => t.includes('within 30 days') && t.includes('arbitration'))).toBe(true);
  });
});

describe('/home, /buy and unknown paths', () => {
  it('/home shows the home page', async () => {
    const res = await page.goto(`${baseUrl}/home`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  });

  it('/buy is the order request, which with an empty cart says so and leads back to the cart', async () => {
    await page.goto(`${baseUrl}/buy`);
    expect(new URL(page.url()).pathname).toBe('/buy');
    await expect.poll(() => page.locator('.buy-empty').textContent(), { timeout: 10_000 }).toContain('Your cart is empty, so there is nothing to request yet.');
    expect(await page.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
  });

  it('an unknown path shows the home page with status 404', async () => {
    const res = await page.goto(`${baseUrl}/no/such/page`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  });
});
