// The language a lead is made in, on a real database and the production build's pages: an order or an
// enquiry sent from a Hindi page (a plain post to /hi/buy or /hi/contactForm, or the API marked Hindi by
// its `locale` field or, without one, by the /hi page it came from) is stored as 'hi', an English one as
// 'en'; and what the owner sends the customer (the greeting, the confirmation with a further key to the
// booking page, the reminder, "on the way") is in Hindi with the /hi booking page for a Hindi lead and
// unchanged for an English one. The owner's own alert and admin pages stay English.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays } from '../../shared/bookings.ts';
import { dateInWords } from '../../shared/dates.ts';
import { indiaToday, type LeadDetail } from '../../shared/leads.ts';
import { dayInLang } from '../../app/features/booking/day-words.ts';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, fillCart, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
let business: string;
let product: { id: number };
let morning: number;
let nextAddress = 1;
const freshAddress = () => `10.47.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const inDays = (n: number) => addDays(indiaToday(), n);
const PHONE = '9811122233';

beforeAll(async () => {
  t = await createTestContext({
    demo: 3,
    env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://shop.example.in', SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.in', FORM_MIN_SECONDS: '0' },
  });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
  business = (await t.services.settings.business()).name;
  product = (await app.inject({ url: '/api/home/products' })).json()[0];
  morning = (await t.services.calendar.setup()).slots.find((s) => s.label === 'Morning')!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const admin = (method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: { cookie } });
const lead = async (id: number) => (await admin('GET', `/api/admin/leads/${id}`)).json() as LeadDetail;
const localeOf = async (reference: string) =>
  (await t.services.db.selectFrom('leads').select('locale').where('reference', '=', reference).executeTakeFirstOrThrow()).locale;

/** An order through the API: the body's extra fields and the request's headers as given. */
async function apiOrder(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const sess = randomUUID();
  const add = await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=1`, headers: { 'x-session-id': sess } });
  expect(add.statusCode).toBe(200);
  const body = { name: 'Kavya', phone: PHONE, eventDate: inDays(12), pincode: '560038', address: '12 CMH Road', slotId: morning, ...over };
  return app.inject({
    method: 'POST',
    url: `/api/orders/${sess}`,
    payload: body,
    headers: { 'x-session-id': sess, ...headers },
    remoteAddress: freshAddress(),
  });
}

/** A plain form post, as a page without scripts sends it (no Referer: the page's address alone decides). */
const plainPost = (url: string, fields: Record<string, string>, cartCookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cartCookie ? { cookie: cartCookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

/** The message of a wa.me link. */
const textOf = (href: string) => new URL(href).searchParams.get('text');

/** The messages of the wa.me links to the customer a rendered admin page holds. */
function waTexts(html: string): string[] {
  return [...html.matchAll(new RegExp(`href="(https://wa\\.me/91${PHONE}\\?[^"]+)"`, 'g'))].map((m) => textOf(m[1]!.replace(/&amp;/g, '&'))!);
}

describe(`the language a lead is made in, on ${dialect}`, () => {
  it('is Hindi for a plain /hi/buy order and English for a /buy one', async () => {
    const fields = (phone: string) => ({ name: 'Kavya Rao', phone, slot: `${inDays(21)}|${morning}`, pincode: '560038', address: '12 CMH Road', website: '' });
    const hindi = await plainPost(
      '/hi/buy',
      { ...fields('9811100051'), idempotencyKey: randomUUID() },
      `gubbara_cart=${await fillCart(app, [[product.id, 1]])}`,
    );
    expect(hindi.statusCode, hindi.body).toBe(303);
    const hindiRef = /GUB-[A-Z2-9]{6}/.exec(hindi.headers.location as string)![0];
    expect(await localeOf(hindiRef)).toBe('hi');
    const english = await plainPost(
      '/buy',
      { ...fields('9811100052'), idempotencyKey: randomUUID() },
      `gubbara_cart=${await fillCart(app, [[product.id, 1]])}`,
    );
    expect(english.statusCode, english.body).toBe(303);
    expect(english.headers.location).toMatch(/^\/booking\//);
    expect(await localeOf(/GUB-[A-Z2-9]{6}/.exec(english.headers.location as string)![0])).toBe('en');
  });

  it('is Hindi for a plain enquiry from /hi/contactForm and English from /contactForm', async () => {
    const enquiry = (name: string) => ({ name, phone: '9811100053', enquiryabout: 'Balloon arch for a naming ceremony', website: '' });
    const hindi = await plainPost('/hi/contactForm', enquiry('Asha Hindi'));
    expect(hindi.statusCode, hindi.body).toBe(303);
    const english = await plainPost('/contactForm', enquiry('Asha English'));
    expect(english.statusCode, english.body).toBe(303);
    const stored = await t.services.db
      .selectFrom('leads')
      .select(['name', 'locale'])
      .where('name', 'in', ['Asha Hindi', 'Asha English'])
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Asha English', locale: 'en' },
      { name: 'Asha Hindi', locale: 'hi' },
    ]);
  });

  it('is what the API is told, else the page the request came from, else English', async () => {
    const made = async (over: Record<string, unknown>, headers: Record<string, string> = {}) => {
      // No slot: each order holds no capacity, however many are made for one day.
      const res = await apiOrder({ slotId: undefined, ...over }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return (await lead(res.json().id)).locale;
    };
    expect(await made({ locale: 'hi' })).toBe('hi');
    expect(await made({})).toBe('en');
    expect(await made({ locale: 'en' })).toBe('en');
    expect(await made({}, { referer: 'https://shop.example.in/hi/buy' })).toBe('hi');
    expect(await made({}, { referer: 'https://shop.example.in/buy?x=1' })).toBe('en');
    // Said outright, the field wins over the page.
    expect(await made({ locale: 'en' }, { referer: 'https://shop.example.in/hi/buy' })).toBe('en');

    const enquiry = await app.inject({
      method: 'POST',
      url: '/api/leads/enquiry',
      payload: { name: 'Ravi', phone: '9811100054', enquiryabout: 'Stage decoration', locale: 'hi' },
      remoteAddress: freshAddress(),
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    expect(await localeOf(enquiry.json().reference)).toBe('hi');

    // The field is in the API's description of each form's body.
    const doc = (await app.inject({ url: '/api/openapi.json', headers: { cookie } })).json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>;
    };
    for (const path of ['/api/leads/enquiry', '/api/leads/franchise', '/api/orders/{sessId}'])
      expect(doc.paths[path]!.post.requestBody.content['application/json']!.schema.properties.locale, path).toEqual({ type: 'string', enum: ['en', 'hi'] });

    const wrong = await apiOrder({ slotId: undefined, locale: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 400, field: 'locale', message: 'locale must be one of en, hi' });
  });
});

describe(`the owner's messages to the customer on ${dialect}`, () => {
  it('confirms a Hindi order in Hindi with the Hindi booking page, an English one as before', async () => {
    const date = inDays(18);
    const hindi = (await apiOrder({ eventDate: date, locale: 'hi' })).json();
    const issued = await admin('POST', `/api/admin/leads/${hindi.id}/booking-key`);
    expect(issued.statusCode, issued.body).toBe(201);
    const { statusUrl, whatsappUrl } = issued.json();
    const key = new URL(statusUrl).searchParams.get('k')!;
    expect(statusUrl).toBe(`https://shop.example.in/hi/booking/${hindi.reference}?k=${key}`);
    expect(whatsappUrl.startsWith(`https://wa.me/91${PHONE}?text=`)).toBe(true);
    expect(textOf(whatsappUrl)).toBe(
      `नमस्ते Kavya, ${business} की ओर से: आपकी बुकिंग ${hindi.reference} ${dayInLang(date, 'hi-IN')}, Morning के लिए पक्की हो गई है।\n` +
        `स्थान: 12 CMH Road\nअपनी बुकिंग यहाँ देखें या बदलें: ${statusUrl}`,
    );
    // The link opens the booking's Hindi page.
    const page = await app.inject({ url: new URL(statusUrl).pathname + new URL(statusUrl).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`आपकी बुकिंग ${hindi.reference}`);

    const english = (await apiOrder({ eventDate: date })).json();
    const en = (await admin('POST', `/api/admin/leads/${english.id}/booking-key`)).json();
    expect(en.statusUrl).toMatch(new RegExp(`^https://shop\\.example\\.in/booking/${english.reference}\\?k=`));
    expect(textOf(en.whatsappUrl)).toBe(
      `Hello Kavya, ${business} here: your booking ${english.reference} is confirmed for ${dateInWords(date)}, Morning.\nVenue: 12 CMH Road\nFollow or change it here: ${en.statusUrl}`,
    );
  });

  it('writes the greeting, the reminder and "on the way" of the lead page in the lead’s language; the owner’s alert stays English', async () => {
    const date = inDays(19);
    const hindi = (await apiOrder({ eventDate: date, locale: 'hi' })).json();
    const hindiPage = (await admin('GET', `/admin/leads/${hindi.id}`)).body;
    const day = dayInLang(date, 'hi-IN');
    expect(waTexts(hindiPage)).toEqual([
      `नमस्ते Kavya, ${business} की ओर से आपके अनुरोध ${hindi.reference} के बारे में संदेश।`,
      `नमस्ते Kavya, ${business} की ओर से याद दिला रहे हैं: हम कल (${day}, Morning), 12 CMH Road पर आपकी सजावट करने आएँगे। संदर्भ: ${hindi.reference}।`,
      `नमस्ते Kavya, ${business} की ओर से: हम आपकी बुकिंग ${hindi.reference} के लिए 12 CMH Road की ओर निकल पड़े हैं।`,
    ]);
    // The page itself is the owner's: English, naming the customer's language.
    expect(hindiPage).toContain('<dt>Language</dt><dd>Hindi: the messages to the customer are in Hindi</dd>');
    expect(hindiPage).toContain('Send reminder (day before)');

    const english = (await apiOrder({ eventDate: date })).json();
    const englishPage = (await admin('GET', `/admin/leads/${english.id}`)).body;
    expect(waTexts(englishPage)).toEqual([
      `Hello Kavya, this is ${business} about your request ${english.reference}.`,
      `Hello Kavya, a reminder from ${business}: we set up your decoration tomorrow, ${dateInWords(date)}, Morning, at 12 CMH Road. Reference ${english.reference}.`,
      `Hello Kavya, ${business} here: we are on the way to 12 CMH Road for your booking ${english.reference}.`,
    ]);
    expect(englishPage).not.toContain('<dt>Language</dt>');

    // Without a slot or an address, the parts that name them are left out in Hindi as in English.
    const bare = (await apiOrder({ eventDate: date, locale: 'hi', slotId: undefined, address: undefined })).json();
    expect(waTexts((await admin('GET', `/admin/leads/${bare.id}`)).body).slice(1)).toEqual([
      `नमस्ते Kavya, ${business} की ओर से याद दिला रहे हैं: हम कल (${day}) आपकी सजावट करने आएँगे। संदर्भ: ${bare.reference}।`,
      `नमस्ते Kavya, ${business} की ओर से: हम आपकी बुकिंग ${bare.reference} के लिए निकल पड़े हैं।`,
    ]);

    const alert = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', hindi.id).executeTakeFirstOrThrow();
    const { subject, text } = JSON.parse(alert.payload) as { subject: string; text: string };
    expect(subject).toBe(`New order request ${hindi.reference}: Kavya`);
    expect(`${subject}\n${text}`).not.toMatch(/[\u0900-\u097f]/);
  });
});
