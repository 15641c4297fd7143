// The owner's service area in Chromium on the real built server, on a 360 px phone: open it from the
// admin menu, add a rule, test a pincode it covers and one it does not, edit and delete the rule; the
// page fits the phone and axe finds nothing. Then a visitor on /buy types a pincode and reads whether
// the shop delivers there and from when, and finds the pincode filled in when they come back.
import { describe, expect, inject, it } from 'vitest';
import { dateInWords } from '../../app/features/leads/pincode-client.ts';
import { chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

describe('/admin/service-area at 360 px', () => {
  it('adds a rule, tests pincodes against it, edits and deletes it', async () => {
    const p = await chromium.pageForTest();
    await signIn(p, baseUrl);
    await (await openAdminMenu(p)).getByRole('link', { name: 'Service Area' }).click();
    await p.waitForURL(`${baseUrl}/admin/service-area`);
    await expect.poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe('Service Area');
    expect(await p.getByText('No rules yet: every pincode is served.').count()).toBe(1);

    await p.getByLabel('Pincode, range or prefix').fill('560001-560099');
    await p.getByLabel('Delivery charge (₹)').fill('250');
    await p.getByLabel('Extra days of notice').fill('1');
    await p.getByLabel('Area label').fill('Bengaluru');
    await p.getByRole('button', { name: 'Add Rule' }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('Rule for 560001–560099 saved');
    await expect
      .poll(() => p.locator('.service-area-rules li span').first().textContent())
      .toBe('560001–560099 (range), Bengaluru: Served, delivery ₹250, 1 extra day');

    const test = async (pincode: string) => {
      await p.getByLabel('Pincode', { exact: true }).fill(pincode);
      await p.getByRole('button', { name: 'Test', exact: true }).click();
    };
    await test('560038');
    await expect
      .poll(() => p.locator('.pincode-test-result').textContent())
      .toMatch(
        /^Delivers to 560038, Bengaluru, Karnataka\. Delivery charge: ₹250\. Earliest setup: \w{3} \d{1,2} \w{3} \d{4}\. Decided by the rule for 560001–560099\.$/,
      );
    await test('400001');
    await expect
      .poll(() => p.locator('.pincode-test-result').textContent())
      .toBe(
        'Sorry, we do not deliver to 400001, Maharashtra yet. Message us on WhatsApp at +91 99999 99999 or call +91 99999 99999: we may still be able to help. No rule covers it.',
      );
    await fitsAndPassesAxe(p, 'main');

    await p.getByRole('button', { name: 'Edit 560001–560099' }).click();
    await expect.poll(() => p.getByRole('heading', { level: 2, name: 'Edit the rule for 560001–560099' }).count()).toBe(1);
    await p.getByLabel('Delivery', { exact: true }).selectOption('no');
    await p.getByRole('button', { name: 'Save Rule' }).click();
    await expect.poll(() => p.locator('.service-area-rules li span').first().textContent()).toBe('560001–560099 (range), Bengaluru: Not served');

    await p.getByRole('button', { name: 'Delete 560001–560099' }).click();
    await p.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('Rule for 560001–560099 deleted');
    await expect.poll(() => p.getByText('No rules yet: every pincode is served.').count()).toBe(1);
    await fitsAndPassesAxe(p, 'main');
  });
});

describe('the pincode check on /buy at 360 px', () => {
  it('says whether the shop delivers there and from when, announced, and remembers the pincode on the device', async () => {
    const owner = await chromium.pageForTest();
    await signIn(owner, baseUrl);
    const rule = await owner.request.post(`${baseUrl}/api/admin/service-area/rules`, { data: { pattern: '5600', area: 'Bengaluru', deliveryCharge: 200 } });
    expect(rule.status()).toBe(201);
    try {
      const p = await chromium.pageForTest();
      const products = (await (await p.request.get(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number }[];
      await p.goto(`${baseUrl}/product-detail?id=${products[0]!.id}`);
      await p.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => p.locator('.cart-link .cart-badge').textContent()).toBe('1');
      await p.goto(`${baseUrl}/buy`);
      const check = p.locator('.pincode-check');
      expect(await check.getAttribute('aria-live')).toBe('polite');
      await p.getByLabel('Venue pincode').fill('560038');
      // The page shows the calendar's first free date, as the pincode call gives it.
      const asked = (await (await p.request.get(`${baseUrl}/api/booking/pincode/560038`)).json()) as { earliestDate: string };
      const when = [dateInWords(asked.earliestDate)];
      await expect
        .poll(() => check.textContent())
        .toMatch(new RegExp(`^Delivers to 560038, Bengaluru, Karnataka\\. Earliest setup: (${when.join('|')})\\. Delivery charge: ₹200\\.$`));
      await p.getByLabel('Venue pincode').fill('400001');
      await expect
        .poll(() => check.textContent())
        .toBe('Sorry, we do not deliver to 400001, Maharashtra yet. You can still send this request, or message us on WhatsApp or call +91 99999 99999.');
      expect(await check.getByRole('link', { name: 'call +91 99999 99999' }).getAttribute('href')).toBe('tel:+919999999999');
      await fitsAndPassesAxe(p, '.buy-page');

      await p.reload();
      await expect.poll(() => p.getByLabel('Venue pincode').inputValue()).toBe('400001');
      await expect.poll(() => check.textContent()).toMatch(/^Sorry, we do not deliver to 400001, Maharashtra yet\./);
    } finally {
      const rules = (await (await owner.request.get(`${baseUrl}/api/admin/service-area/rules`)).json()) as { id: number }[];
      for (const r of rules) await owner.request.delete(`${baseUrl}/api/admin/service-area/rules/${r.id}`);
    }
  });
});
