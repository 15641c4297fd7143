// The enquiry and franchise forms of spec section 5 in Chromium: every message exactly, errors
// announced and tied to their fields, cleared on edit, values trimmed, and on success an e-mail
// draft to the support address with the fields (spec section 7).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page?.close();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  // Record every attempt to open a mailto: link (Chromium has no mail handler here).
  await page.addInitScript(() => {
    const w = window as unknown as { __mailto: string[] };
    w.__mailto = [];
    document.addEventListener('click', (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href^="mailto:"]');
      if (a) w.__mailto.push((a as HTMLAnchorElement).href);
    });
  });
});

/** The error shown for a field, found through its aria-describedby, or null. */
async function fieldError(input: Locator): Promise<string | null> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  for (const id of ids.split(/\s+/).filter(Boolean)) {
    const el = page.locator(`[id="${id}"].field-error`);
    if ((await el.count()) === 1) {
      expect(await el.getAttribute('role')).toBe('alert');
      return el.textContent();
    }
  }
  return null;
}

async function errorsOf(labels: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const l of labels) {
    const input = page.getByLabel(l, { exact: true });
    const err = await fieldError(input);
    out[l] = err;
    expect(await input.getAttribute('aria-invalid')).toBe(err ? 'true' : null);
  }
  return out;
}

function parseMailto(href: string): { to: string; subject: string; lines: string[] } {
  const u = new URL(href);
  expect(u.protocol).toBe('mailto:');
  return { to: decodeURIComponent(u.pathname), subject: u.searchParams.get('subject')!, lines: u.searchParams.get('body')!.split('\n') };
}

describe('enquiry form (/contactForm)', () => {
  const labels = ['Name', 'Mobile Number', 'Enquiry About'];

  it('shows every required message exactly, focuses the first field, and clears a message when its field is edited', async () => {
    await page.goto(`${baseUrl}/contactForm`);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await errorsOf(labels)).toEqual({
      Name: 'Name is required.',
      'Mobile Number': 'Mobile number is required.',
      'Enquiry About': 'Enquiry About is required.',
    });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.getByLabel('Name', { exact: true }).fill('A');
    expect(await errorsOf(labels)).toEqual({ Name: null, 'Mobile Number': 'Mobile number is required.', 'Enquiry About': 'Enquiry About is required.' });
    await page.getByLabel('Enquiry About').pressSequentially('x');
    expect(await errorsOf(labels)).toEqual({ Name: null, 'Mobile Number': 'Mobile number is required.', 'Enquiry About': null });
  });

  it('counts spaces as empty and wants exactly 10 digits', async () => {
    await page.goto(`${baseUrl}/contactForm`);
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Mobile Number').fill('98765');
    await page.getByLabel('Enquiry About').fill('Sky balloon');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await errorsOf(labels)).toEqual({ Name: 'Name is required.', 'Mobile Number': 'Mobile number must be 10 digits.', 'Enquiry About': null });
    await page.getByLabel('Mobile Number').fill('98765432101');
    expect(await errorsOf(labels)).toEqual({ Name: 'Name is required.', 'Mobile Number': null, 'Enquiry About': null });
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await errorsOf(labels))['Mobile Number']).toBe('Mobile number must be 10 digits.');
    expect(await page.locator('.mail-draft-link').count()).toBe(0);
  });

  it('opens an e-mail draft to the support address with the trimmed fields', async () => {
    await page.goto(`${baseUrl}/contactForm`);
    await page.getByLabel('Name', { exact: true }).fill('  Asha Rao ');
    await page.getByLabel('Mobile Number').fill(' 9876543210 ');
    await page.getByLabel('Enquiry About').fill('  Sky balloon for a store opening ');
    await page.getByRole('button', { name: 'Submit' }).click();
    const link = page.locator('.mail-draft-link');
    await link.waitFor();
    expect(await errorsOf(labels)).toEqual({ Name: null, 'Mobile Number': null, 'Enquiry About': null });
    const draft = parseMailto((await link.getAttribute('href'))!);
    expect(draft).toEqual({
      to: 'support@example.com',
      subject: 'Enquiry from Asha Rao',
      lines: ['Name: Asha Rao', 'Mobile Number: +91 9876543210', 'Enquiry About: Sky balloon for a store opening'],
    });
    expect(await page.getByRole('status').innerText()).toContain('support@example.com');
    // The draft was opened once, by itself, and the visitor is still on the page.
    expect(await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto)).toEqual([
      await link.evaluate((a) => (a as HTMLAnchorElement).href),
    ]);
    expect(new URL(page.url()).pathname).toBe('/contactForm');
  });
});

describe('franchise form (/franchise)', () => {
  const labels = ['Name', 'Email', 'Phone Number', 'Address', 'Area (sq. ft.)', 'Business Budget'];

  it('shows every required message exactly and clears each when edited', async () => {
    await page.goto(`${baseUrl}/franchise`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const all = {
      Name: 'Name is required.',
      Email: 'Email is required.',
      'Phone Number': 'Phone number is required.',
      Address: 'Address is required.',
      'Area (sq. ft.)': 'Area is required.',
      'Business Budget': 'Business Budget is required.',
    };
    expect(await errorsOf(labels)).toEqual(all);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const expected: Record<string, string | null> = { ...all };
    for (const l of labels) {
      await page.getByLabel(l, { exact: true }).fill('x');
      expected[l] = null;
      expect(await errorsOf(labels)).toEqual(expected);
    }
  });

  it('checks the e-mail address and the 10-digit phone number', async () => {
    await page.goto(`${baseUrl}/franchise`);
    await page.getByLabel('Email', { exact: true }).fill('ravi@example');
    await page.getByLabel('Phone Number', { exact: true }).fill('912345678');
    await page.getByRole('button', { name: 'Submit' }).click();
    const errs = await errorsOf(labels);
    expect(errs.Email).toBe('Invalid email address.');
    expect(errs['Phone Number']).toBe('Phone number must be 10 digits.');
  });

  it('opens an e-mail draft to the support address with every field', async () => {
    await page.goto(`${baseUrl}/franchise`);
    const values: Record<string, string> = {
      Name: ' Ravi Kumar ',
      Email: ' ravi@example.in',
      'Phone Number': '9123456780 ',
      Address: '4 Park Street, Kolkata',
      'Area (sq. ft.)': '250',
      'Business Budget': '10 lakh',
    };
    for (const [l, v] of Object.entries(values)) await page.getByLabel(l, { exact: true }).fill(v);
    await page.getByRole('button', { name: 'Submit' }).click();
    const link = page.locator('.mail-draft-link');
    await link.waitFor();
    expect(parseMailto((await link.getAttribute('href'))!)).toEqual({
      to: 'support@example.com',
      subject: 'Franchise application from Ravi Kumar',
      lines: [
        'Name: Ravi Kumar',
        'Email: ravi@example.in',
        'Phone Number: +91 9123456780',
        'Address: 4 Park Street, Kolkata',
        'Area (sq. ft.): 250',
        'Business Budget: 10 lakh',
      ],
    });
    expect(await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto)).toHaveLength(1);
    // Editing again withdraws the draft link until the form is sent again.
    await page.getByLabel('Name', { exact: true }).fill('Ravi');
    expect(await link.count()).toBe(0);
  });
});
