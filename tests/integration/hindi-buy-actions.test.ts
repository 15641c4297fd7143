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
import { paymentSettingsSchema } from '../../shared/payments.ts';
import { dayInLang } from '../../app/features/booking/day-words.ts';
import { translate } from '../../app/features/shell/i18n.tsx';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';
import { fillMessage } from '../../shared/message-template.ts';
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
    // The service's refusal, in Hindi too.
    const same = await post(location, { intent: 'reschedule', to: `${dateIn(22)}|${morning}` });
    expect(same.statusCode).toBe(409);
    expect(same.body).toContain('role="alert">बुकिंग पहले से उसी स्लॉट में है।</p>');
    const cancelled = await post(location, { intent: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('role="status">आपकी बुकिंग रद्द हो गई है।</p>');
    // A closed booking's refusals, in Hindi.
    const again = await post(location, { intent: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert">यह बुकिंग पहले ही रद्द हो चुकी है।</p>');
    const closed = await post(location, { intent: 'reschedule', to: `${dateIn(23)}|${morning}` });
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('role="alert">यह बुकिंग रद्द हो चुकी है: इसे बदला नहीं जा सकता।</p>');

    // The English page is as it was.
    const english = await app.inject({ url: location.slice(3) });
    expect(english.body).toContain(`Your booking ${reference}`);
  });

  it('says a full slot and the last hour for moving in Hindi, with the slot and the day in Hindi', async () => {
    const afternoon = (await t.services.calendar.setup()).slots.find((s) => s.label === 'Afternoon')!;
    const full = dateIn(40);
    const order = async (date: string, slotId: number, phone: string) => {
      const sess = await fillCart(app, [[products[0]!.id, 1]]);
      const r = await app.inject({
        method: 'POST',
        url: `/api/orders/${sess}`,
        remoteAddress: freshAddress(),
        headers: { 'x-session-id': sess },
        payload: { name: 'Kavya', phone, eventDate: date, pincode: '560038', address: '12 CMH Road', slotId },
      });
      expect(r.statusCode, r.body).toBe(201);
      const url = new URL(r.json().statusUrl as string);
      return { path: `/hi${url.pathname}${url.search}`, reference: r.json().reference as string, key: url.searchParams.get('k')! };
    };
    for (let i = 0; i < afternoon.capacity; i++) await order(full, afternoon.id, `98111000${50 + i}`);
    const mine = await order(dateIn(41), morning, '9811100060');
    const refused = await post(mine.path, { intent: 'reschedule', to: `${full}|${afternoon.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`role="alert">${dayInLang(full, 'hi-IN')} का दोपहर स्लॉट पूरा भर चुका है: कोई दूसरा स्लॉट चुनें।</p>`);

    // An hour inside the owner's limit before the slot: the service's answer, worded as the Hindi page words it.
    const start = Date.parse(`${dateIn(41)}T09:00:00+05:30`);
    const late = await t.services.bookings.change(
      mine.reference,
      mine.key,
      { kind: 'reschedule', eventDate: dateIn(42), slotId: morning },
      new Date(start - 3_600_000),
    );
    const hours = (await t.services.calendar.setup()).settings.rescheduleHours;
    expect(
      fillMessage(
        late,
        (text, vars) => translate(HINDI_MESSAGES, text, vars),
        (ymd) => dayInLang(ymd, 'hi-IN'),
      ),
    ).toBe(`बुकिंग उसके स्लॉट से ${hours} घंटे पहले तक ही बदली जा सकती है: कृपया हमें कॉल करें।`);
  });

  it('says the booking page’s payment block, cancellation rules and "I have paid" answers in Hindi', async () => {
    // A UPI ID, so the page shows the QR, the UPI ID and "I have paid"; 30% advance.
    await t.services.payments.saveSettings(
      paymentSettingsSchema.parse({ upiId: 'gubbara.decor@okaxis', payeeName: 'Gubbara Decor', advanceKind: 'percent', advanceValue: 30, defaultGstRate: 18 }),
    );
    const ladderBefore = (await t.services.calendar.setup()).settings.cancellationLadder;
    await t.services.calendar.updateSettings({
      cancellationLadder: [
        { hoursBefore: 72, keepPercent: 0 },
        { hoursBefore: 0, keepPercent: 50 },
      ],
    });
    const sess = await fillCart(app, [[products[1]!.id, 1]]);
    const good = await post(
      '/hi/buy',
      {
        name: 'Meera Iyer',
        phone: '9811100043',
        slot: `${dateIn(25)}|${morning}`,
        pincode: '560038',
        address: '7 Indiranagar',
        website: '',
        idempotencyKey: crypto.randomUUID(),
      },
      `gubbara_cart=${sess}`,
    );
    expect(good.statusCode).toBe(303);
    const location = good.headers.location as string;
    const page = (await app.inject({ url: location })).body;
    for (const text of [
      '<h2 id="payment-heading">भुगतान</h2>',
      '<dt>भुगतान</dt><dd>अभी भुगतान नहीं हुआ</dd><dt>चुकाया गया</dt><dd>₹0</dd><dt>बाकी राशि</dt><dd>₹249</dd>',
      '<p>अपनी तारीख पक्की करने के लिए ₹75 की अग्रिम राशि UPI से चुकाएँ।</p>',
      'aria-label="₹75 चुकाने के लिए UPI QR कोड: इसे किसी भी UPI ऐप से स्कैन करें"',
      '>UPI ID कॉपी करें</button>',
      '>UPI ऐप खोलें</a>',
      '<h3 id="pay-claim-heading">मैंने भुगतान कर दिया है</h3>',
      'आपका UPI ऐप भुगतान के साथ 12 अंकों का UTR (UPI रेफ़रेंस नंबर) दिखाता है: उसे यहाँ लिखें, ताकि हम आपका भुगतान ढूँढ सकें।',
      '<label for="pay-utr">UTR (12 अंक)</label>',
      '<label for="pay-amount">चुकाई गई राशि (₹)</label>',
      '<li>सजावट से 72 घंटे या उससे अधिक पहले रद्द करने पर: हम कुल राशि का 0% रखते हैं।</li>',
      '<li>सजावट शुरू होने से पहले रद्द करने पर: हम कुल राशि का 50% रखते हैं।</li>',
      '<li>रिफ़ंड बैंक और प्रोसेसिंग शुल्क के लिए 10% काटकर किया जाता है।</li>',
      '<p>अगर आप अभी रद्द करते हैं, तो हम 0% और प्रोसेसिंग शुल्क (कुल ₹25) रखेंगे और ₹224 वापस करेंगे।</p>',
      // The floating buttons, named for a screen reader in Hindi.
      'aria-label="WhatsApp पर +91 99999 99999 से चैट करें"',
      'aria-label="+91 99999 99999 पर कॉल करें"',
      'aria-label="पूछताछ फ़ॉर्म"',
    ])
      expect(page).toContain(text);
    expect(page).not.toContain('<p>Pay the advance');
    expect(page).not.toContain('aria-label="Chat on WhatsApp');

    // "I have paid": its answers, with their amounts and UTRs, in Hindi.
    const badUtr = await post(location, { intent: 'paid', utr: '12345', amount: '75' });
    expect(badUtr.statusCode).toBe(400);
    expect(badUtr.body).toContain('role="alert">UTR 12 अंकों का UPI रेफ़रेंस नंबर होना चाहिए</p>');
    const tooMuch = await post(location, { intent: 'paid', utr: '512345678901', amount: '5000' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body).toContain('role="alert">राशि बाकी राशि (₹249) से ज़्यादा है</p>');
    const paid = await post(location, { intent: 'paid', utr: '512345678901', amount: '75' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('role="status">धन्यवाद: हम ₹75 के आपके भुगतान (UTR 512345678901) की जाँच करके उसकी पुष्टि करेंगे।</p>');
    expect(paid.body).toContain('<dt>भुगतान</dt><dd>भुगतान की सूचना मिली: जाँच हो रही है</dd>');
    expect(paid.body).toContain('<dt>सूचित, जाँच हो रही है</dt><dd>₹75</dd>');
    const again = await post(location, { intent: 'paid', utr: '512345678901', amount: '75' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert">UTR 512345678901 पहले से दर्ज है: अपने UPI ऐप में नंबर जाँचें।</p>');

    // The English page keeps its texts.
    const english = (await app.inject({ url: location.slice(3) })).body;
    expect(english).toContain('<li>Cancelled 72 hours or more before the setup: we keep 0% of the total.</li>');
    expect(english).toContain('<li>Cancelled before the setup starts: we keep 50% of the total.</li>');
    expect(english).toContain('<p>If you cancel now, we keep 0% and the processing charge (₹25 in all) and refund ₹224.</p>');
    expect(english).toContain('aria-label="Chat on WhatsApp +91 99999 99999"');
    expect(english).toContain('aria-label="Call +91 99999 99999"');
    const home = (await app.inject({ url: '/hi' })).body;
    expect(home).toContain('aria-label="WhatsApp पर +91 99999 99999 से चैट करें"');
    expect(home).toContain('aria-label="+91 99999 99999 पर कॉल करें"');
    await t.services.calendar.updateSettings({ cancellationLadder: ladderBefore });
  });

  it('keeps none of the visitor’s own Hindi pages', () => {
    for (const path of ['/hi/cart', '/hi/buy', '/hi/booking/GUB-ABCDEF', '/hi/cart.data', '/HI/Buy']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/hi', '/hi/products', '/hi/about']) expect(isPrivatePath(path), path).toBe(false);
  });
});
