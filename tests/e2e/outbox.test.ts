// A form sent without a connection, in Chromium on a phone: the enquiry is kept on the phone with its
// Idempotency-Key, the visitor is told so, and it reaches the owner's inbox exactly once when the phone
// is back online — also when two tabs send the same kept form at once.
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REFERENCE_RE } from '../../shared/leads.ts';
import { chromiumForFile, waitingForHydration } from '../helpers/browser.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
const SAVED = 'Saved on your phone, we’ll send it when you’re back online';

/** How many leads carry exactly this name, as the owner's inbox lists them. */
let cookie: string | undefined;
async function leadsNamed(name: string): Promise<number> {
  cookie ??= await ownerCookie(baseUrl);
  const r = await fetch(`${baseUrl}/api/admin/leads?q=${encodeURIComponent(name)}&limit=100`, { headers: { cookie } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { items: { name: string }[] }).items.filter((i) => i.name === name).length;
}

async function fillEnquiry(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile Number').fill('9123400001');
  await page.getByLabel('Enquiry About').fill('Balloon garland for a housewarming');
}

/** The Idempotency-Key of every enquiry the page sends. */
function enquiryKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/leads/enquiry')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

describe('a form sent offline', () => {
  it('is kept on the phone, said so, and sent once when the phone is back online', async () => {
    const page = await chromium.pageForTest();
    const keys = enquiryKeys(page);
    await page.goto(`${baseUrl}/contactForm`);
    await page.context().setOffline(true);
    const name = 'Offline Ojas';
    await fillEnquiry(page, name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('.form-saved').textContent()).toBe(SAVED);
    // Every field is still there while the form waits.
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await leadsNamed(name)).toBe(0);

    await page.context().setOffline(false);
    const ref = page.locator('.lead-confirmation .lead-reference');
    await ref.waitFor();
    expect(await ref.textContent()).toMatch(REFERENCE_RE);
    expect(await leadsNamed(name)).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the language of the page it was filled on, when it is sent later from an English page', async () => {
    const page = await chromium.pageForTest();
    await page.goto(`${baseUrl}/hi/contactForm`);
    await page.context().setOffline(true);
    const name = 'Hindi Hema';
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="phone"]').fill('9123400002');
    await page.locator('textarea[name="enquiryabout"]').fill('गृहप्रवेश के लिए गुब्बारों की माला');
    await page.getByRole('button', { name: 'भेजें' }).click();
    await expect.poll(() => page.locator('.form-saved').textContent()).toBe('आपके फ़ोन में सहेज लिया गया, इंटरनेट लौटते ही हम इसे भेज देंगे');
    // The phone leaves the Hindi page while offline; the kept form goes on the next visit, to an English page.
    const later = waitingForHydration(await page.context().newPage());
    await page.close();
    await later.context().setOffline(false);
    await later.goto(`${baseUrl}/contactForm`);
    await expect.poll(() => leadsNamed(name)).toBe(1);
    const list = await fetch(`${baseUrl}/api/admin/leads?q=${encodeURIComponent(name)}&limit=100`, { headers: { cookie: cookie! } });
    const id = ((await list.json()) as { items: { id: number; name: string }[] }).items.find((i) => i.name === name)!.id;
    const lead = await fetch(`${baseUrl}/api/admin/leads/${id}`, { headers: { cookie: cookie! } });
    expect(((await lead.json()) as { locale: string }).locale).toBe('hi');
  });

  it('makes one lead when two tabs send the same kept form', async () => {
    const first = await chromium.pageForTest();
    const second = waitingForHydration(await first.context().newPage());
    const keys = [...[first, second].map(enquiryKeys)];
    await first.goto(`${baseUrl}/contactForm`);
    await second.goto(`${baseUrl}/contactForm`);
    await first.context().setOffline(true);
    const name = 'Two Tabs Tara';
    await fillEnquiry(first, name);
    await first.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => first.locator('.form-saved').textContent()).toBe(SAVED);

    // Back online, both tabs send what the phone kept, with its one key.
    await first.context().setOffline(false);
    await first.locator('.lead-confirmation .lead-reference').waitFor();
    expect(await leadsNamed(name)).toBe(1);
    const sent = keys.flat().filter(Boolean);
    expect(new Set(sent).size).toBe(1);
    // Nothing is left to send: a later visit sends nothing more.
    await second.reload();
    expect(await leadsNamed(name)).toBe(1);
  });
});
