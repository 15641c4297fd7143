// The plain form posts of the Hindi buying path, with the real production build: Add to Cart and a
// line's quantity from a Hindi page come back to /hi/cart, /hi/buy's refusals are said in Hindi, a
// taken request is a 303 to the booking's Hindi twin, whose Reschedule and Cancel post there and answer
// in Hindi; and none of these visitors' own pages is kept in the page cache or the service worker.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { isPrivatePath } from '../../shared/urls.ts';
import { dayInLang } from '../../app/features/booking/day-words.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, dialect, fillCart, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let products: { id: number; title: string; titleHi: string | null; price: number }[];
let morning: number;
let nextAddress = 1;
const freshAddress = () => `10.43.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: { ACCESS_LOG: 'errors', FORM_MIN_SECONDS: '0' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  products = (await app.inject({ url: '/api/home/products' })).json();
  morning = (await t.services.calendar.setup()).slots.find((s) => s.label === 'Morning')!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const dateIn = (days: number) => addDays(indiaToday(), days);
const post = (url: string, body: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(body).toString(),
  });

describe(`the Hindi buying path's plain posts on ${dialect}`, () => {
  it('adds to the cart from a Hindi page and comes back to /hi/cart with a Hindi note', async () => {
    const added = await post('/hi/cart', { intent: 'add', id: String(products[0]!.id) });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/hi/cart');
    const cookies = ([] as string[]).concat(added.headers['set-cookie'] ?? []);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const cart = await app.inject({ url: '/hi/cart', headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    // The product by its Hindi title, as the owner wrote it for the demo catalogue's first product.
    expect(products[0]!.titleHi).toBeTruthy();
    expect(cart.body).toContain(`${products[0]!.titleHi} कार्ट में जुड़ गया।`);
    expect(cart.body).toContain('कुल योग');
  });

  it('refuses a wrong /hi/buy form in Hindi and takes a good one with a 303 to /hi/booking/…', async () => {
    const sess = await fillCart(app, [[products[0]!.id, 1]]);
    const cookie = `gubbara_cart=${sess}`;
    const body = {
      name: 'Kavya Rao',
      phone: '98111',
      slot: `${dateIn(21)}|${morning}`,
      pincode: '560038',
      address: '',
      website: '',
      idempotencyKey: crypto.randomUUID(),
    };
    const bad = await post('/hi/buy', body, cookie);
    expect(bad.statusCode).toBe(400);
    // Rendered at their fields in Hindi (the page's data carries the Hindi messages with their English keys).
    expect(bad.body).toMatch(/class="field-error" role="alert">मोबाइल नंबर 10 अंकों का होना चाहिए।</);
    expect(bad.body).toMatch(/class="field-error" role="alert">कार्यक्रम स्थल का पता आवश्यक है।</);
    expect(bad.body).not.toMatch(/role="alert">Mobile number must be 10 digits\.</);
    expect(bad.body).toContain(`<option value="${dateIn(21)}|${morning}" selected="">${dayInLang(dateIn(21), 'hi-IN')}, सुबह, 09:00–12:00`);

    const empty = await post('/hi/buy', { ...body, phone: '9811100041', address: 'MG Road' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatch(/role="alert">आपका कार्ट खाली है: ऑर्डर भेजने से पहले उत्पाद जोड़ें।</);

    const good = await post('/hi/buy', { ...body, phone: '9811100042', address: '12 CMH Road' }, cookie);
    expect(good.statusCode).toBe(303);
    const location = good.headers.location as string;
    expect(location).toMatch(/^\/hi\/booking\/GUB-[A-Z2-9]{6}\?k=[A-Za-z0-9_-]{20,}$/);
    const reference = /GUB-[A-Z2-9]{6}/.exec(location)![0];
    const booking = await app.inject({ url: location });
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain(`आपकी बुकिंग ${reference}`);
    expect(booking.body).toContain(dayInLang(dateIn(21), 'hi-IN'));
    // Its forms post to the Hindi page, which answers in Hindi.
    expect(booking.body).toContain(`action="${location.replace(/&/g, '&amp;')}"`);
    const moved = await post(location, { intent: 'reschedule', to: `${dateIn(22)}|${morning}` });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain(`आपकी बुकिंग ${dayInLang(dateIn(22), 'hi-IN')}, सुबह पर बदल दी गई है।`);
    const refused = await post(location, { intent: 'reschedule', to: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('नई तारीख और स्लॉट चुनें।');

    // The English page is as it was.
    const english = await app.inject({ url: location.slice(3) });
    expect(english.body).toContain(`Your booking ${reference}`);
  });

  it('keeps none of the visitor’s own Hindi pages', () => {
    for (const path of ['/hi/cart', '/hi/buy', '/hi/booking/GUB-ABCDEF', '/hi/cart.data', '/HI/Buy']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/hi', '/hi/products', '/hi/about']) expect(isPrivatePath(path), path).toBe(false);
  });
});
