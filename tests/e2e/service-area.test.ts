// The owner's service area in Chromium on the real built server, on a 360 px phone: open it from the
// admin menu, add a rule, test a pincode it covers and one it does not, edit and delete the rule; the
// page fits the phone and axe finds nothing.
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, signIn } from '../helpers/browser.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

describe('/admin/service-area at 360 px', () => {
  it('adds a rule, tests pincodes against it, edits and deletes it', async () => {
    const p = await chromium.pageForTest();
    await signIn(p, baseUrl);
    await p.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Service Area' }).click();
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
        /^Delivers to 560038, Bengaluru, Karnataka\. Delivery charge: ₹250\. Earliest setup: \d{4}-\d\d-\d\d\. Decided by the rule for 560001–560099\.$/,
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
