// The enquiry and franchise forms as plain form posts (a browser without scripts) to their pages, on the
// production build and a real database: a lead taken is a 303 to the page with a one-time confirmation
// cookie (shown once, never kept by the page cache); a refusal is the form again with status 400, the
// field's message and every value as typed; the same post twice makes one lead (its Idempotency-Key);
// the posts count toward the per-address limit the scripted form's calls count toward, and the limit's
// answer keeps the form with the "too many" text and the WhatsApp and call links; the honeypot is the
// API's own. The pages stay kept for everyone's GET; no post's answer is.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { REFERENCE_RE } from '../../shared/leads.ts';
import { PAGE_CACHE_CONTROL } from '../../shared/urls.ts';
import { withPages } from '../helpers/pages.ts';
import { type TestContext, createTestContext, dialect } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  // Three forms per address keep the limit's test short (the default is 60).
  t = await createTestContext({ env: { FORMS_PER_ADDRESS: '3' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

let nextAddress = 1;
/** Each test its own visitor address, so the limit counts only that test's posts. */
const freshAddress = () => `10.50.0.${nextAddress++}`;
let nextPhone = 9_100_000_001;
const freshPhone = () => String(nextPhone++);

/** The page's render-time key, as the form carries it. */
async function formKey(path: string): Promise<string> {
  const html = (await app.inject({ url: path })).body;
  const m = /<input type="hidden" name="formKey" value="([^"]+)"\/>/.exec(html);
  expect(m, `the form key of ${path}`).not.toBeNull();
  return m![1]!;
}

const post = (path: string, fields: Record<string, string>, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress,
  });

const leadsNamed = (name: string) =>
  t.services.db.selectFrom('leads').select(['reference', 'type', 'status', 'phone', 'enquiry_about', 'source_page']).where('name', '=', name).execute();

/** The one-time cookie of a 303, as the browser sends it back. */
function sentCookie(res: LightMyRequestResponse): string {
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('gubbara_lead_sent='));
  expect(set).toBeDefined();
  expect(set).toMatch(/; Max-Age=60; HttpOnly; SameSite=Lax$/);
  return set!.split(';')[0]!;
}

/** The error under the field `name`, as the form renders it. */
const fieldError = (html: string, name: string) => new RegExp(`id="[^"]*-${name}-error" class="field-error" role="alert">([^<]*)<`).exec(html)?.[1] ?? null;

const enquiry = (name: string, phone = freshPhone()) => ({
  name,
  phone,
  enquiryabout: 'Balloon arch for a naming ceremony',
  eventDate: '',
  pincode: '',
  website: '',
});

describe(`the enquiry form as a plain post (${dialect})`, () => {
  it('takes a valid enquiry: 303 to the page, whose confirmation is shown once and never kept', async () => {
    const kept = await app.inject({ url: '/contactForm' });
    expect(kept.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const key = await formKey('/contactForm');
    const res = await post('/contactForm', { ...enquiry('Asha Plain'), formKey: key }, freshAddress(), { referer: 'http://localhost/contactForm' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/contactForm\?sent=GUB-[A-Z0-9]{6}$/);
    const reference = location.split('=')[1]!;
    expect(reference).toMatch(REFERENCE_RE);
    const [lead, ...more] = await leadsNamed('Asha Plain');
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ reference, type: 'enquiry', status: 'new', enquiry_about: 'Balloon arch for a naming ceremony', source_page: '/contactForm' });

    const cookie = sentCookie(res);
    const shown = await app.inject({ url: location, headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.body).toContain('Thank you, we have your enquiry');
    expect(shown.body).toContain(`Your reference is <strong class="lead-reference">${reference}</strong>`);
    expect(shown.body).toContain(`Enquiry%20from%20Asha%20Plain%2C%20reference%20${reference}`);
    expect([shown.headers['set-cookie']].flat()).toContain('gubbara_lead_sent=; Path=/contactForm; Max-Age=0; HttpOnly; SameSite=Lax');
    // Once: the page without the cookie is everyone's kept form again.
    for (const url of [location, '/contactForm']) {
      const again = await app.inject({ url });
      expect(again.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(again.body).not.toContain(reference);
      expect(again.body).toContain('aria-label="Enquiry form"');
    }
  });

  it('answers a refused enquiry with the form again: 400, the spec’s message at its field, every value as typed', async () => {
    const res = await post('/contactForm', { ...enquiry('Ravi Typed', '12345'), pincode: '560 001', formKey: await formKey('/contactForm') }, freshAddress());
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(fieldError(res.body, 'phone')).toBe('Mobile number must be 10 digits.');
    expect(fieldError(res.body, 'name')).toBeNull();
    for (const value of ['Ravi Typed', '12345', '560 001']) expect(res.body).toContain(`value="${value}"`);
    expect(res.body).toContain('>Balloon arch for a naming ceremony</textarea>');
    expect(res.body).toMatch(/<button type="submit" class="btn">Submit<\/button>/);
    expect(await leadsNamed('Ravi Typed')).toEqual([]);

    const empty = await post('/contactForm', { name: '', phone: '', enquiryabout: '' }, freshAddress());
    expect(empty.statusCode).toBe(400);
    expect([fieldError(empty.body, 'name'), fieldError(empty.body, 'phone'), fieldError(empty.body, 'enquiryabout')]).toEqual([
      'Name is required.',
      'Mobile number is required.',
      'Enquiry About is required.',
    ]);
  });

  it('makes one lead of the same post sent twice, or twice at once: its Idempotency-Key comes from the form', async () => {
    const key = await formKey('/contactForm');
    const fields = { ...enquiry('Meena Twice'), formKey: key };
    const address = freshAddress();
    const first = await post('/contactForm', fields, address);
    const second = await post('/contactForm', fields, address);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await leadsNamed('Meena Twice')).toHaveLength(1);

    const together = { ...enquiry('Kiran Together'), formKey: key };
    const both = await Promise.all([post('/contactForm', together, freshAddress()), post('/contactForm', together, freshAddress())]);
    expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(both[1]!.headers.location).toBe(both[0]!.headers.location);
    expect(await leadsNamed('Kiran Together')).toHaveLength(1);

    // Another visitor on the same kept page (the same key) with another enquiry is another lead.
    expect((await post('/contactForm', { ...enquiry('Kiran Other'), formKey: key }, address)).statusCode).toBe(303);
    expect(await leadsNamed('Kiran Other')).toHaveLength(1);
  });

  it('counts the posts toward the per-address limit, and keeps the form with the “too many” text and other ways', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post('/contactForm', enquiry(`Limit ${'ABC'[i]}`), address)).statusCode, `post ${i + 1}`).toBe(303);
    const phone = freshPhone();
    const res = await post('/contactForm', enquiry('Limit Fourth', phone), address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatch(/<p class="form-alert" role="alert">Too many submissions from your connection\. Please try again in \d+ minutes?\.<\/p>/);
    for (const value of ['Limit Fourth', phone]) expect(res.body).toContain(`value="${value}"`);
    const whatsapp = /<a href="(https:\/\/wa\.me\/[^"]+)" class="whatsapp-followup"/.exec(res.body)![1]!.replace(/&amp;/g, '&');
    expect(new URL(whatsapp).searchParams.get('text')).toBe(
      `Name: Limit Fourth\nMobile Number: +91 ${phone}\nEnquiry About: Balloon arch for a naming ceremony`,
    );
    expect(res.body).toMatch(/<a href="tel:\+91\d{10}">call us on /);
    expect(await leadsNamed('Limit Fourth')).toEqual([]);
    // The scripted form's call from that address is refused too: one counter; another address is not.
    const api = await app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: enquiry('Limit Api'), remoteAddress: address });
    expect(api.statusCode).toBe(429);
    expect((await post('/contactForm', enquiry('Limit Elsewhere'), freshAddress())).statusCode).toBe(303);
  });

  it('answers a filled honeypot as the API does: a confirmation, and the lead kept as spam', async () => {
    const res = await post('/contactForm', { ...enquiry('Bot Filler'), website: 'http://spam.example' }, freshAddress());
    expect(res.statusCode).toBe(303);
    expect(await leadsNamed('Bot Filler')).toMatchObject([{ status: 'spam' }]);
  });

  it('refuses a post another site’s page made', async () => {
    const res = await post('/contactForm', enquiry('Cross Site'), freshAddress(), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(400);
    expect(await leadsNamed('Cross Site')).toEqual([]);
  });
});

describe(`the franchise form as a plain post (${dialect})`, () => {
  const application = (name: string) => ({
    name,
    email: 'priya@example.in',
    phone: freshPhone(),
    address: '12 MG Road, Bengaluru',
    area: '300',
    businessbudget: '10 lakh',
    website: '',
  });

  it('takes a valid application with a 303 to /franchise and its confirmation, and refuses a bad e-mail with the form again', async () => {
    const res = await post('/franchise', { ...application('Priya Plain'), formKey: await formKey('/franchise') }, freshAddress());
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/franchise\?sent=GUB-[A-Z0-9]{6}$/);
    expect(await leadsNamed('Priya Plain')).toMatchObject([{ type: 'franchise', reference: location.split('=')[1] }]);
    const shown = await app.inject({ url: location, headers: { cookie: sentCookie(res) } });
    expect(shown.body).toContain('Thank you, we have your application');
    expect(shown.body).toContain(location.split('=')[1]);

    const bad = await post('/franchise', { ...application('Priya Typo'), email: 'priya@', formKey: await formKey('/franchise') }, freshAddress());
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'email')).toBe('Invalid email address.');
    for (const value of ['Priya Typo', 'priya@', '300', '10 lakh']) expect(bad.body).toContain(`value="${value}"`);
    expect(await leadsNamed('Priya Typo')).toEqual([]);
    expect((await app.inject({ url: '/franchise' })).headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });
});
