// The enquiry and franchise forms before and without scripts, in Chromium: with JavaScript off, Submit is
// a plain form post to the page, answered with the form again (the spec's message at its field, every
// value as typed) or with the confirmation and its reference (Post/Redirect/Get), and the owner finds one
// lead; with the scripts held back 5 s, a form sent at first paint is one lead and its confirmation,
// which the scripts then keep.
import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LeadList } from '../../shared/leads.ts';
import { REFERENCE_RE } from '../../shared/leads.ts';
import { PHONE, chromiumForFile } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let owner: string;

beforeAll(async () => {
  owner = await ownerCookie(baseUrl);
});

/** A mobile number of this run's own: the server allows a few forms per number an hour. */
const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** A name no other test file sends, so the owner's search finds only this test's leads. */
const freshName = (first: string) => `${first} ${Array.from({ length: 8 }, () => 'abcdefghjkmnpqrstuvwxyz'[randomInt(0, 23)]).join('')}`;

/** The owner's leads whose name holds `name`, through the admin API. */
async function leadsNamed(name: string): Promise<LeadList['items']> {
  const res = await fetch(`${baseUrl}/api/admin/leads?q=${encodeURIComponent(name)}`, { headers: { cookie: owner } });
  expect(res.status).toBe(200);
  return ((await res.json()) as LeadList).items;
}

/** The error shown under a field (found through aria-describedby), or null. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const ids = ((await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '').split(/\s+/);
  for (const id of ids.filter(Boolean)) {
    const el = page.locator(`[id="${id}"].field-error`);
    if ((await el.count()) === 1) return el.textContent();
  }
  return null;
}

/** The confirmation's reference, once the page shows it. */
async function confirmation(page: Page, heading: string): Promise<string> {
  const status = page.locator('.lead-confirmation [role="status"]');
  await status.waitFor({ timeout: 20_000 });
  expect(await status.locator('h2').textContent()).toBe(heading);
  const reference = (await status.locator('.lead-reference').textContent())!;
  expect(reference).toMatch(REFERENCE_RE);
  expect(await status.innerText()).toContain(`Your reference is ${reference}. Please quote it when you call or message us.`);
  return reference;
}

describe('the forms with JavaScript off', () => {
  it('sends the enquiry form: a wrong number is refused at its field with every value kept, the corrected one confirmed, one lead', async () => {
    const page = await chromium.pageForTest({ javaScriptEnabled: false });
    const name = freshName('Asha');
    const phone = freshPhone();
    await page.goto(`${baseUrl}/contactForm`);
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isEnabled()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Mobile Number').fill('98765');
    await page.getByLabel('Enquiry About').fill('Balloon arch for a naming ceremony');
    await page.getByLabel('Venue pincode').fill('560001');
    await Promise.all([page.waitForURL(`${baseUrl}/contactForm`), submit.click()]);

    expect(await fieldError(page, 'Mobile Number')).toBe('Mobile number must be 10 digits.');
    expect(await page.getByLabel('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(page, 'Name')).toBeNull();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('98765');
    expect(await page.getByLabel('Enquiry About').inputValue()).toBe('Balloon arch for a naming ceremony');
    expect(await page.getByLabel('Venue pincode').inputValue()).toBe('560001');
    expect(await leadsNamed(name)).toEqual([]);

    await page.getByLabel('Mobile Number').fill(phone);
    await Promise.all([page.waitForURL(/\/contactForm\?sent=GUB-/), page.getByRole('button', { name: 'Submit' }).click()]);
    const reference = await confirmation(page, 'Thank you, we have your enquiry');
    expect(new URL(page.url()).searchParams.get('sent')).toBe(reference);
    const mail = new URL((await page.locator('a.mail-draft-link').getAttribute('href'))!);
    expect(mail.searchParams.get('subject')).toBe(`Enquiry from ${name}, reference ${reference}`);
    expect(mail.searchParams.get('body')!.split('\n')).toEqual([
      `Name: ${name}`,
      `Mobile Number: +91 ${phone}`,
      'Enquiry About: Balloon arch for a naming ceremony',
      'Venue Pincode: 560001',
    ]);
    expect(new URL((await page.locator('a.whatsapp-followup').getAttribute('href'))!).searchParams.get('text')).toContain(reference);

    const leads = await leadsNamed(name);
    expect(leads.map((l) => [l.reference, l.type, l.phone])).toEqual([[reference, 'enquiry', phone]]);

    // Said once: a reload shows the empty form; "Send another" leads to it too.
    expect(await page.getByRole('link', { name: 'Send another enquiry' }).getAttribute('href')).toBe('/contactForm');
    await page.reload();
    expect(await page.locator('.lead-confirmation').count()).toBe(0);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await leadsNamed(name)).toHaveLength(1);
  });

  it('sends the franchise form: a bad e-mail is refused with the form kept, the corrected one confirmed, one lead', async () => {
    const page = await chromium.pageForTest({ javaScriptEnabled: false });
    const name = freshName('Priya');
    await page.goto(`${baseUrl}/franchise`);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill('priya@');
    await page.getByLabel('Phone Number').fill(freshPhone());
    await page.getByLabel('Address').fill('12 MG Road, Bengaluru');
    await page.getByLabel('Area (sq. ft.)').fill('300');
    await page.getByLabel('Business Budget').fill('10 lakh');
    await Promise.all([page.waitForURL(`${baseUrl}/franchise`), page.getByRole('button', { name: 'Submit' }).click()]);
    expect(await fieldError(page, 'Email')).toBe('Invalid email address.');
    expect(await page.getByLabel('Address').inputValue()).toBe('12 MG Road, Bengaluru');
    expect(await page.getByLabel('Business Budget').inputValue()).toBe('10 lakh');

    await page.getByLabel('Email').fill('priya@example.in');
    await Promise.all([page.waitForURL(/\/franchise\?sent=GUB-/), page.getByRole('button', { name: 'Submit' }).click()]);
    const reference = await confirmation(page, 'Thank you, we have your application');
    expect((await leadsNamed(name)).map((l) => [l.reference, l.type])).toEqual([[reference, 'franchise']]);
    expect(await page.getByRole('link', { name: 'Send another application' }).getAttribute('href')).toBe('/franchise');
  });
});

/** A page of `context` whose script files arrive 5 s late, as on a slow phone. */
async function pageWithLateScripts(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await r.continue();
  });
  return page;
}

describe('a form sent before the scripts have come', () => {
  it('is one lead, confirmed, and the scripts keep the confirmation', async () => {
    // A page of its own: the helpers' pages wait for hydration in goto, which is what this test must not.
    const context = await chromium.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const page = await pageWithLateScripts(context);
      const name = freshName('Early');
      await page.goto(`${baseUrl}/contactForm`, { waitUntil: 'commit' });
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Mobile Number').fill(freshPhone());
      await page.getByLabel('Enquiry About').fill('Sky balloon for a store opening');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await Promise.all([page.waitForURL(/\/contactForm\?sent=GUB-/, { timeout: 20_000 }), page.getByRole('button', { name: 'Submit' }).click()]);
      const reference = await confirmation(page, 'Thank you, we have your enquiry');
      expect((await leadsNamed(name)).map((l) => l.reference)).toEqual([reference]);

      // The scripts come: the page they take over still shows the confirmation, focused, and nothing is sent again.
      await page.locator('html[data-hydrated]').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('lead-confirmation-status')), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('.lead-reference').textContent()).toBe(reference);
      expect(await leadsNamed(name)).toHaveLength(1);
      // "Send another" then shows the empty form without a page load.
      await page.getByRole('link', { name: 'Send another enquiry' }).click();
      await page.getByLabel('Name', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('is refused at its field, and once the scripts come the same form is corrected and sent by them', async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const page = await pageWithLateScripts(context);
      const name = freshName('Later');
      await page.goto(`${baseUrl}/franchise`, { waitUntil: 'commit' });
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Email').fill('later@example.in');
      await page.getByLabel('Phone Number').fill('12345');
      await page.getByLabel('Address').fill('4 Park Street, Kolkata');
      await page.getByLabel('Area (sq. ft.)').fill('250');
      await page.getByLabel('Business Budget').fill('10 lakh');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await Promise.all([page.waitForURL(`${baseUrl}/franchise`), page.getByRole('button', { name: 'Submit' }).click()]);
      expect(await fieldError(page, 'Phone Number')).toBe('Phone number must be 10 digits.');

      // The scripts take over the page as it was painted: the message and every value stay, and the
      // corrected form is sent by them, in place.
      await page.locator('html[data-hydrated]').waitFor({ timeout: 20_000 });
      expect(await fieldError(page, 'Phone Number')).toBe('Phone number must be 10 digits.');
      expect(await page.getByLabel('Address').inputValue()).toBe('4 Park Street, Kolkata');
      await page.getByLabel('Phone Number').fill(freshPhone());
      expect(await fieldError(page, 'Phone Number')).toBeNull();
      const [request] = await Promise.all([page.waitForRequest(`${baseUrl}/api/leads/franchise`), page.getByRole('button', { name: 'Submit' }).click()]);
      expect(request.postDataJSON()).toMatchObject({ name, address: '4 Park Street, Kolkata', area: '250' });
      const reference = await confirmation(page, 'Thank you, we have your application');
      expect(new URL(page.url()).pathname).toBe('/franchise');
      expect((await leadsNamed(name)).map((l) => l.reference)).toEqual([reference]);
    } finally {
      await context.close();
    }
  });
});
