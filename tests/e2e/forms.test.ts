// The enquiry and franchise forms in Chromium: every message exactly, errors announced and tied to
// their fields, cleared on edit, values trimmed; a valid form goes to the server, which answers with
// a reference shown in a focused confirmation that still offers the e-mail draft to the support
// address (the reference in its subject) and a WhatsApp message; when the server cannot be reached
// the e-mail draft opens by itself instead.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { REFERENCE_RE, indiaToday } from '../../shared/leads.ts';
import { chromiumForFile } from '../helpers/browser.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeEach(async () => {
  page = await chromium.pageForTest();
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

const mailtoOpened = () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);

/**
 * After a valid submit the server's confirmation replaces the form: it holds focus and a reference.
 * Returns the reference.
 */
async function confirmedReference(): Promise<string> {
  const status = page.locator('.lead-confirmation [role="status"]');
  await status.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('lead-confirmation-status'))).toBe(true);
  const reference = (await status.locator('.lead-reference').textContent())!;
  expect(reference).toMatch(REFERENCE_RE);
  expect(await status.innerText()).toContain(`Your reference is ${reference}`);
  return reference;
}

/** The WhatsApp follow-up link: to the business's number, its text naming the reference. */
async function whatsappFollowup(reference: string): Promise<void> {
  const u = new URL((await page.locator('a.whatsapp-followup').getAttribute('href'))!);
  expect(u.origin + u.pathname).toBe('https://wa.me/919999999999');
  expect(u.searchParams.get('text')).toContain(reference);
}

/**
 * Opens a form once its script has taken over (the page's hydration mark, which goto waits for; Submit
 * is enabled from the first paint, a plain post to the page until then: no-js-forms.test.ts). Text typed
 * before that stays in the fields, but the change events React replays for it can land after a submit
 * made within milliseconds, as a test makes it on a busy machine, and clear the messages that submit showed.
 */
async function openForm(form: string): Promise<void> {
  await page.goto(`${baseUrl}${form}`);
  expect(await page.locator('html[data-hydrated]').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
}

/** Opens a form whose calls to `path` fail as if the server were down. */
/** The server answers but cannot take the form (a send that gets no answer at all is kept on the phone: outbox.test.ts). */
async function openWithServerFailing(form: string, path: string): Promise<void> {
  await page.route(`${baseUrl}${path}`, (r) =>
    r.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, message: 'Service Unavailable' }) }),
  );
  await openForm(form);
}

describe('enquiry form (/contactForm)', () => {
  const labels = ['Name', 'Mobile Number', 'Enquiry About'];

  it('shows every required message exactly, focuses the first field, and clears a message when its field is edited', async () => {
    await openForm('/contactForm');
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
    await openForm('/contactForm');
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

  it('refuses a number no Indian mobile has, a one-letter name and an enquiry too short to answer', async () => {
    await openForm('/contactForm');
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Mobile Number').fill('1234567890');
    await page.getByLabel('Enquiry About').fill('hi');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await errorsOf(labels)).toEqual({
      Name: 'Name must have at least 2 letters.',
      'Mobile Number': 'Mobile number must start with 6, 7, 8 or 9, as Indian mobile numbers do.',
      'Enquiry About': 'Enquiry About needs a few more words (at least 3 words or 10 characters), so we can answer it.',
    });
    expect(await page.locator('.mail-draft-link').count()).toBe(0);
    await fitsAndPassesAxe(page, '.enquiry-form');
  });

  it('marks the event date and venue pincode optional, offers dates from today, and checks the pincode', async () => {
    await openForm('/contactForm');
    expect(await page.locator('.enquiry-form > .field-hint').first().textContent()).toBe(
      'Fields marked (optional) may be left empty; all others are required.',
    );
    const date = page.getByLabel('Event date (optional)');
    expect(await date.getAttribute('type')).toBe('date');
    expect(await date.getAttribute('min')).toBe(indiaToday());
    expect(await date.getAttribute('required')).toBeNull();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('required')).not.toBeNull();
    const privacy = page.locator('.consent-line a');
    expect(await privacy.getAttribute('href')).toBe('/privacy');
    expect(await page.locator('.consent-line').textContent()).toContain("India's Digital Personal Data Protection Act, 2023");
    await page.getByLabel('Venue pincode (optional)').fill('012345');
    await page.getByRole('button', { name: 'Submit' }).click();
    const pin = page.getByLabel('Venue pincode (optional)');
    expect(await fieldError(pin)).toBe('Pincode must be 6 digits, not starting with 0.');
  });

  it('sends the trimmed enquiry to the server, confirms with a reference, then offers the e-mail draft and WhatsApp', async () => {
    await openForm('/contactForm');
    await page.getByLabel('Name', { exact: true }).fill('  Asha Rao ');
    await page.getByLabel('Mobile Number').fill(' 9876543210 ');
    await page.getByLabel('Enquiry About').fill('  Sky balloon for a store opening ');
    const [request] = await Promise.all([page.waitForRequest(`${baseUrl}/api/leads/enquiry`), page.getByRole('button', { name: 'Submit' }).click()]);
    expect(request.postDataJSON()).toMatchObject({ name: '  Asha Rao ', phone: ' 9876543210 ', website: '' });
    const reference = await confirmedReference();
    const link = page.locator('.mail-draft-link');
    expect(parseMailto((await link.getAttribute('href'))!)).toEqual({
      to: 'support@example.com',
      subject: `Enquiry from Asha Rao, reference ${reference}`,
      lines: ['Name: Asha Rao', 'Mobile Number: +91 9876543210', 'Enquiry About: Sky balloon for a store opening'],
    });
    await whatsappFollowup(reference);
    // The server has it: the draft is offered, not opened, and the visitor is still on the page.
    expect(await mailtoOpened()).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contactForm');
    await page.getByRole('button', { name: 'Send another enquiry' }).click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  });

  it('opens the e-mail draft by itself, and says so, when the server cannot take the enquiry', async () => {
    await openWithServerFailing('/contactForm', '/api/leads/enquiry');
    await page.getByLabel('Name', { exact: true }).fill('  Asha Rao ');
    await page.getByLabel('Mobile Number').fill(' 9876543210 ');
    await page.getByLabel('Enquiry About').fill('  Sky balloon for a store opening ');
    await page.getByLabel('Venue pincode (optional)').fill('560 001');
    await page.getByRole('button', { name: 'Submit' }).click();
    const link = page.locator('.mail-draft-link');
    await link.waitFor();
    expect(await errorsOf(labels)).toEqual({ Name: null, 'Mobile Number': null, 'Enquiry About': null });
    expect(parseMailto((await link.getAttribute('href'))!)).toEqual({
      to: 'support@example.com',
      subject: 'Enquiry from Asha Rao',
      lines: ['Name: Asha Rao', 'Mobile Number: +91 9876543210', 'Enquiry About: Sky balloon for a store opening', 'Venue Pincode: 560001'],
    });
    const notice = await page.locator('.form-notice[role="status"]:not(.form-saved)').innerText();
    expect(notice).toContain('could not take your enquiry just now');
    expect(notice).toContain('support@example.com');
    // The draft was opened once, by itself, and the visitor is still on the page.
    expect(await mailtoOpened()).toEqual([await link.evaluate((a) => (a as HTMLAnchorElement).href)]);
    expect(new URL(page.url()).pathname).toBe('/contactForm');
  });
});

describe('franchise form (/franchise)', () => {
  const labels = ['Name', 'Email', 'Phone Number', 'Address', 'Area (sq. ft.)', 'Business Budget'];

  it('shows every required message exactly and clears each when edited', async () => {
    await openForm('/franchise');
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
    await openForm('/franchise');
    await page.getByLabel('Email', { exact: true }).fill('ravi@example');
    await page.getByLabel('Phone Number', { exact: true }).fill('912345678');
    await page.getByRole('button', { name: 'Submit' }).click();
    const errs = await errorsOf(labels);
    expect(errs.Email).toBe('Invalid email address.');
    expect(errs['Phone Number']).toBe('Phone number must be 10 digits.');
    await page.getByLabel('Phone Number', { exact: true }).fill('0987654321');
    await page.getByLabel('Area (sq. ft.)').fill('150');
    await page.getByRole('button', { name: 'Submit' }).click();
    const again = await errorsOf(labels);
    expect(again['Phone Number']).toBe('Phone number must start with 6, 7, 8 or 9, as Indian mobile numbers do.');
    expect(again['Area (sq. ft.)']).toBe('Area must be at least 200 sq. ft., the franchise minimum.');
    await page.getByLabel('Area (sq. ft.)').fill('a big shop');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await errorsOf(labels))['Area (sq. ft.)']).toBe('Area must be a number of square feet, like 250.');
  });

  const values: Record<string, string> = {
    Name: ' Ravi Kumar ',
    Email: ' ravi@example.in',
    'Phone Number': '9123456780 ',
    Address: '4 Park Street, Kolkata',
    'Area (sq. ft.)': '250',
    'Business Budget': '10 lakh',
  };
  const draftLines = [
    'Name: Ravi Kumar',
    'Email: ravi@example.in',
    'Phone Number: +91 9123456780',
    'Address: 4 Park Street, Kolkata',
    'Area (sq. ft.): 250',
    'Business Budget: 10 lakh',
  ];

  it('says every field is required and what the details are used for', async () => {
    await openForm('/franchise');
    expect(await page.locator('.enquiry-form > .field-hint').first().textContent()).toBe('All fields are required.');
    expect(await page.locator('.consent-line a').getAttribute('href')).toBe('/privacy');
    expect(await page.locator('.consent-line').textContent()).toContain('franchise application');
  });

  it('sends the application to the server, confirms with a reference, then offers the e-mail draft and WhatsApp', async () => {
    await openForm('/franchise');
    for (const [l, v] of Object.entries(values)) await page.getByLabel(l, { exact: true }).fill(v);
    await page.getByRole('button', { name: 'Submit' }).click();
    const reference = await confirmedReference();
    expect(parseMailto((await page.locator('.mail-draft-link').getAttribute('href'))!)).toEqual({
      to: 'support@example.com',
      subject: `Franchise application from Ravi Kumar, reference ${reference}`,
      lines: draftLines,
    });
    await whatsappFollowup(reference);
    expect(await mailtoOpened()).toEqual([]);
  });

  it('opens the e-mail draft with every field by itself when the server cannot take the application', async () => {
    await openWithServerFailing('/franchise', '/api/leads/franchise');
    for (const [l, v] of Object.entries(values)) await page.getByLabel(l, { exact: true }).fill(v);
    await page.getByRole('button', { name: 'Submit' }).click();
    const link = page.locator('.mail-draft-link');
    await link.waitFor();
    expect(parseMailto((await link.getAttribute('href'))!)).toEqual({
      to: 'support@example.com',
      subject: 'Franchise application from Ravi Kumar',
      lines: draftLines,
    });
    expect(await page.locator('.form-notice[role="status"]:not(.form-saved)').innerText()).toContain('could not take your application just now');
    expect(await mailtoOpened()).toHaveLength(1);
    // Editing again withdraws the draft link until the form is sent again.
    await page.getByLabel('Name', { exact: true }).fill('Ravi');
    expect(await link.count()).toBe(0);
  });
});
