// Add-ons and a reference photo in Chromium on a 360 px phone: the product page offers the Add-ons
// category as "Add to your decoration"; on /buy the visitor ticks an add-on, sees the total with it,
// chooses a photo and sends the booking; the confirmation names the add-on, and the owner sees the
// add-on's line and the photo (re-encoded, served behind the sign-in) on the lead's page.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Availability } from '../../shared/bookings.ts';
import { addDays } from '../../shared/bookings.ts';
import type { Product } from '../../shared/catalog.ts';
import { type LeadList, REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { dateInWords } from '../../app/features/booking/booking-form.ts';
import { chromiumForFile, gotoReadingCart, signIn } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const catalogue = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
const addOns = (await (await fetch(`${baseUrl}/api/home/products/category/addons`)).json()) as Product[];

const chromium = chromiumForFile();
let visitor: Page;

beforeAll(async () => {
  visitor = await chromium.pageForFile();
});

const open = (p: Page, route: string) => gotoReadingCart(p, baseUrl + route);

describe('add-ons and a reference photo', () => {
  let reference = '';
  const product = catalogue[2]!;
  const cake = () => addOns.find((a) => a.title === 'Celebration Cake, 1 kg')!;
  const banner = () => addOns.find((a) => a.title === 'Custom Name Banner, 6 ft')!;

  it('offers the add-ons on a product page, each with its own Add to Cart', async () => {
    expect(addOns.map((a) => a.title)).toEqual([
      'Custom Name Banner, 6 ft',
      'LED Marquee Letters, up to 4',
      'Celebration Cake, 1 kg',
      'Fresh Flower Bouquet',
      'Event Photographer, 2 hours',
    ]);
    await open(visitor, `/product-detail?id=${product.id}`);
    const section = visitor.getByRole('region', { name: 'Add to your decoration' });
    expect(await section.locator('.product-title').allTextContents()).toEqual(addOns.map((a) => a.title));
    expect(await section.locator('.product-price').allTextContents()).toEqual(addOns.map((a) => formatRupees(a.price)));
    await visitor.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => visitor.locator('.cart-link .cart-badge').textContent()).toBe('1');
    await section.getByRole('button', { name: `Add to Cart: ${banner().title}` }).click();
    await expect.poll(() => visitor.locator('.cart-link .cart-badge').textContent()).toBe('2');
    await fitsAndPassesAxe(visitor, 'main');
  });

  it('ticks an add-on and a photo on /buy and confirms them', async () => {
    await Promise.all([visitor.waitForResponse((r) => r.url().includes('/api/booking/availability')), open(visitor, '/buy')]);
    await visitor.locator('.booking-calendar .rdp-month_grid').waitFor();
    const cartTotal = product.price + banner().price;
    const addOnBox = visitor.getByRole('group', { name: 'Add-ons' });
    expect(await addOnBox.getByRole('checkbox').count()).toBe(addOns.length);
    await addOnBox.getByRole('checkbox', { name: new RegExp(`^${cake().title}`) }).check();
    expect(await visitor.locator('.booking-addons-total').textContent()).toBe(
      `Add-ons: ${formatRupees(cake().price)}. Total with add-ons: ${formatRupees(cartTotal + cake().price)}.`,
    );

    await visitor.getByLabel('Name', { exact: true }).fill('Kavya Rao');
    await visitor.getByLabel('Mobile Number').fill('9876509876');
    const today = indiaToday();
    const availability = (await (await fetch(`${baseUrl}/api/booking/availability?from=${today}&to=${addDays(today, 40)}`)).json()) as Availability;
    const first = availability.days.find((d) => d.open && d.slots.some((s) => s.left > 0))!;
    const dayButton = visitor.getByRole('button', { name: dateInWords(first.date), exact: true });
    if ((await dayButton.count()) === 0)
      await Promise.all([
        visitor.waitForResponse((r) => r.url().includes('/api/booking/availability')),
        visitor.getByRole('button', { name: 'Next month' }).click(),
      ]);
    await dayButton.click();
    await visitor
      .getByRole('group', { name: `Setup slot on ${dateInWords(first.date)}` })
      .getByRole('radio')
      .first()
      .check();
    await visitor.getByLabel('Venue pincode').fill('560001');
    await visitor.getByLabel('Venue address').fill('Hall 3, 7 Residency Road');

    // A picture with a camera's metadata; the server keeps it re-encoded without.
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 240, g: 120, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    // A file that is not a picture is refused in the page before anything is sent.
    await visitor.getByLabel(/^Reference photo/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await visitor.locator('.field-error').allTextContents()).toEqual(['The photo must be a JPEG, PNG or WebP picture.']);
    await visitor.getByLabel(/^Reference photo/).setInputFiles({ name: 'idea.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect(await visitor.locator('.field-error').count()).toBe(0);
    await fitsAndPassesAxe(visitor, '.buy-page');

    const [request] = await Promise.all([
      visitor.waitForRequest((r) => r.url().includes('/api/orders/') && r.method() === 'POST'),
      visitor.getByRole('button', { name: 'Request this order' }).click(),
    ]);
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const status = visitor.locator('.lead-confirmation [role="status"]');
    await status.waitFor();
    reference = (await status.locator('.lead-reference').textContent())!;
    expect(reference).toMatch(REFERENCE_RE);
    expect(await visitor.locator('.buy-confirmed-total').textContent()).toBe(formatRupees(cartTotal + cake().price));
    const extras = await visitor
      .locator('.booking-extras-sent > div')
      .evaluateAll((ds) => ds.map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`));
    expect(extras).toEqual([`Add-ons: ${cake().title}`, 'Reference photo: Sent']);
    const wa = new URL((await visitor.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!);
    expect(wa.searchParams.get('text')!.split('\n')).toContain(`Add-ons: ${cake().title}`);
  });

  it('shows the owner the add-on line and the photo on the lead page', async () => {
    const cookie = await ownerCookie(baseUrl);
    const list = (await (await fetch(`${baseUrl}/api/admin/leads?q=${reference}`, { headers: { cookie } })).json()) as LeadList;
    const id = list.items[0]!.id;
    const owner = await chromium.pageForTest();
    await signIn(owner, baseUrl);
    await owner.goto(`${baseUrl}/admin/leads/${id}`);
    const lines = await owner.locator('section[aria-labelledby="lead-lines-title"] tbody tr').allInnerTexts();
    expect(lines.some((l) => l.includes(cake().title))).toBe(true);
    expect(lines.some((l) => l.includes(banner().title))).toBe(true);
    const img = owner.getByRole('img', { name: 'Reference photo sent by Kavya Rao' });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(120);
    const served = await owner.request.get(`${baseUrl}/api/admin/leads/${id}/photo`);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect((await served.body()).includes(Buffer.from('SecretCam'))).toBe(false);
    await fitsAndPassesAxe(owner, 'main');
  });
});
