// An order request's add-ons (products of the Add-ons category, ticked on /buy) and its reference photo
// (multipart, checked by its bytes, re-encoded without metadata): on a real database, good requests
// stored with their lines, totals, alert and photo; bad ones answered 4xx with nothing stored.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { type LeadDetail, indiaToday } from '../../shared/leads.ts';
import { ADMIN_ENV, type FileSpec, jpegWithGps, login, multipart, png, validProduct } from '../helpers/admin.ts';
import { dialect, fillCart, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
/** Demo products to fill carts with (not add-ons). */
let products: { id: number; title: string; price: number }[];
/** The add-ons this file creates: Name Banner ₹799, LED Letters ₹1,499, Cake ₹1,199. */
const addOns: { id: number; title: string; price: number }[] = [];
let nextAddress = 1;
const freshAddress = () => `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

// Alerts go to a mail server that is not there: they stay in the outbox, where the test reads them.
const t = testContextForFile({
  demo: 6,
  env: { ...ADMIN_ENV, BUSINESS_WHATSAPP: '9812345678', SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.test' },
});

beforeAll(async () => {
  cookie = await login(t);
  products = (await t.app.inject({ url: '/api/home/products' })).json();
  for (const [title, price] of [
    ['Name Banner', '799'],
    ['LED Letters', '1499'],
    ['Cake', '1199'],
  ] as const) {
    const form = await multipart(validProduct({ title, price, category: 'addons' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/saveProduct', payload: form.payload, headers: { ...form.headers, cookie } });
    expect(res.statusCode, res.body).toBe(201);
    addOns.push({ id: res.json().id, title, price: Number(price) });
  }
});

const order = (over: Record<string, unknown> = {}) => ({
  name: 'Meera',
  phone: '9876501234',
  eventDate: addDays(indiaToday(), 1),
  pincode: '560038',
  address: 'Hall 2, Indiranagar',
  ...over,
});

/** A cart of the listed products (by index) and quantities. */
const cartWith = (lines: [number, number][]) =>
  fillCart(
    t.app,
    lines.map(([i, q]) => [products[i]!.id, q]),
  );

const postJson = (sess: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${sess}`, payload: payload as object, remoteAddress: freshAddress(), headers: { 'x-session-id': sess } });

async function postForm(sess: string, fields: Record<string, string>, files: FileSpec[] = []) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${sess}`,
    payload: form.payload,
    remoteAddress: freshAddress(),
    headers: { ...form.headers, 'x-session-id': sess },
  });
}

const lead = async (id: number) => (await t.app.inject({ url: `/api/admin/leads/${id}`, headers: { cookie } })).json() as LeadDetail;
const photoOf = (id: number, withCookie = true) => t.app.inject({ url: `/api/admin/leads/${id}/photo`, headers: withCookie ? { cookie } : {} });

/** Every row a refused order must leave untouched. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const [leads, items, photos, outbox, cartItems] = await Promise.all([
    db.selectFrom('leads').select(['id', 'status']).orderBy('id').execute(),
    db.selectFrom('lead_items').select(['id']).orderBy('id').execute(),
    db.selectFrom('lead_photos').select(['lead_id']).orderBy('lead_id').execute(),
    db.selectFrom('outbox').select(['id']).orderBy('id').execute(),
    db.selectFrom('cart_items').select(['id', 'quantity']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ leads, items, photos, outbox, cartItems });
}

const jpeg = jpegWithGps;
const webp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 160, b: 90 } } })
    .webp()
    .withExif({ IFD0: { Artist: 'Someone' } })
    .toBuffer();

describe(`order add-ons on ${dialect}`, () => {
  it('adds ticked add-ons as lines of one each, in the total, the WhatsApp text and the owner’s alert', async () => {
    const sess = await cartWith([[0, 2]]);
    const res = await postJson(sess, order({ addOns: [addOns[1]!.id, addOns[0]!.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const p = products[0]!;
    expect(body.total).toBe(2 * p.price + 1499 + 799);
    const l = await lead(body.id);
    expect(l.lines).toEqual([
      { productId: p.id, title: p.title, quantity: 2, price: p.price, lineTotal: 2 * p.price },
      { productId: addOns[1]!.id, title: 'LED Letters', quantity: 1, price: 1499, lineTotal: 1499 },
      { productId: addOns[0]!.id, title: 'Name Banner', quantity: 1, price: 799, lineTotal: 799 },
    ]);
    expect(l.total).toBe(body.total);
    expect(l.photoUrl).toBeNull();
    expect(new URL(body.whatsappUrl).searchParams.get('text')).toContain('Add-ons: LED Letters, Name Banner');
    const alert = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', body.id).executeTakeFirstOrThrow();
    expect(JSON.parse(alert.payload).text).toContain('\nAdd-ons: LED Letters, Name Banner\n');
    expect(JSON.parse(alert.payload).text).toContain('- Name Banner × 1 = ₹799');
  });

  it('prices an add-on as the catalogue does at the moment of the request', async () => {
    const sess = await cartWith([[1, 1]]);
    const res = await postJson(sess, order({ addOns: [addOns[2]!.id] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(products[1]!.price + 1199);
  });

  it('refuses unknown, foreign, repeated and malformed add-ons with 400, storing nothing and keeping the cart', async () => {
    const sess = await cartWith([[0, 1]]);
    const before = await digest();
    const bad: [unknown, string][] = [
      [[999_999], 'addOns: product 999999 is not an add-on we offer.'],
      [[products[2]!.id], `addOns: product ${products[2]!.id} is not an add-on we offer.`],
      [[addOns[0]!.id, 999_998], 'addOns: product 999998 is not an add-on we offer.'],
      [[addOns[0]!.id, addOns[0]!.id], 'addOns must not list a product twice.'],
      ['1', 'addOns must be a list of product ids.'],
      [[0], 'addOns must be a list of product ids.'],
      [[-3], 'addOns must be a list of product ids.'],
      [[1.5], 'addOns must be a list of product ids.'],
      [['abc'], 'addOns must be a list of product ids.'],
      [[null], 'addOns must be a list of product ids.'],
      [{ id: addOns[0]!.id }, 'addOns must be a list of product ids.'],
      [Array.from({ length: 21 }, (_, i) => i + 1), 'addOns must list at most 20 products.'],
    ];
    for (const [value, message] of bad) {
      const res = await postJson(sess, order({ addOns: value }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message });
    }
    expect(await digest()).toBe(before);
  });
});

describe(`order reference photo on ${dialect}`, () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', () => png(64, 48), 'image/png'],
    ['WebP', webp, 'image/webp'],
  ] as const)('stores a %s re-encoded without its metadata, for the owner only', async (_name, make, type) => {
    const sent = await make();
    const sess = await cartWith([[0, 1]]);
    const res = await postForm(sess, { json: JSON.stringify(order({ addOns: [addOns[0]!.id] })) }, [
      { field: 'photo', bytes: sent, filename: 'idea.jpg', type },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, total } = res.json();
    expect(total).toBe(products[0]!.price + 799);
    const l = await lead(id);
    expect(l.photoUrl).toBe(`/api/admin/leads/${id}/photo`);
    expect(l.lines.map((x) => x.title)).toEqual([products[0]!.title, 'Name Banner']);
    const photo = await photoOf(id);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe(type);
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe(type.slice('image/'.length));
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await photoOf(id, false)).statusCode).toBe(401);
    const alert = await t.services.db.selectFrom('outbox').select('payload').where('lead_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(alert.payload).text).toContain('Reference photo: sent with the request (see the lead in the admin).');
    const cal = (await t.app.inject({ url: `/api/admin/bookings?from=${order().eventDate}&to=${order().eventDate}`, headers: { cookie } })).json();
    expect(cal.bookings.find((b: { id: number }) => b.id === id).photoUrl).toBe(`/api/admin/leads/${id}/photo`);
  });

  it('takes the fields one by one too, and an empty photo part as no photo', async () => {
    const sess = await cartWith([[1, 1]]);
    const o = order();
    const res = await postForm(
      sess,
      {
        name: o.name,
        phone: o.phone,
        eventDate: o.eventDate,
        pincode: o.pincode,
        address: o.address,
        addOns: `${addOns[2]!.id},${addOns[0]!.id}`,
        'personal.names': 'Diya',
      },
      [{ field: 'photo', bytes: new Uint8Array(0), filename: '' }],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe(products[1]!.price + 1199 + 799);
    expect((await lead(res.json().id)).photoUrl).toBeNull();
    expect((await photoOf(res.json().id)).statusCode).toBe(404);
  });

  it('refuses a bad photo or form with 4xx and the spec’s answer, storing nothing', async () => {
    const sess = await cartWith([[0, 1]]);
    const before = await digest();
    const json = JSON.stringify(order());
    const good = await jpeg();
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const big = Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024 - good.length, 7)]);
    const cases: [string, Record<string, string>, FileSpec[], number, string][] = [
      [
        'a text file named .jpg',
        { json },
        [{ field: 'photo', bytes: Buffer.from('just some text, not a picture'), filename: 'photo.jpg', type: 'image/jpeg' }],
        400,
        'photo must be a JPEG, PNG or WebP picture',
      ],
      ['6 MB', { json }, [{ field: 'photo', bytes: big, filename: 'big.jpg', type: 'image/jpeg' }], 413, 'photo must be at most 5 MB'],
      [
        'two photos',
        { json },
        [
          { field: 'photo', bytes: good },
          { field: 'photo', bytes: good },
        ],
        400,
        'only one photo file is accepted',
      ],
      ['a GIF', { json }, [{ field: 'photo', bytes: gif, filename: 'a.gif', type: 'image/gif' }], 400, 'photo must be a JPEG, PNG or WebP picture'],
      ['a JPEG cut short', { json }, [{ field: 'photo', bytes: good.subarray(0, 40) }], 400, 'photo could not be read as a picture'],
      ['a file in another field', { json }, [{ field: 'picture', bytes: good }], 400, 'picture is not an accepted file field (use photo)'],
      ['JSON that is not JSON', { json: '{name:' }, [{ field: 'photo', bytes: good }], 400, 'json must be the order request as JSON'],
      ['JSON that is a list', { json: '[1]' }, [{ field: 'photo', bytes: good }], 400, 'json must be the order request as a JSON object'],
      [
        'a good photo with a foreign add-on',
        { json: JSON.stringify(order({ addOns: [products[1]!.id] })) },
        [{ field: 'photo', bytes: good }],
        400,
        `addOns: product ${products[1]!.id} is not an add-on we offer.`,
      ],
      ['a good photo with a missing name', { json: JSON.stringify(order({ name: '' })) }, [{ field: 'photo', bytes: good }], 400, 'Name is required.'],
    ];
    for (const [what, fields, files, status, message] of cases) {
      const res = await postForm(sess, fields, files);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ status, message });
    }
    const cut = await multipart({ json }, [{ field: 'photo', bytes: good }]);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${sess}`,
      payload: cut.payload.subarray(0, cut.payload.length - 60),
      remoteAddress: freshAddress(),
      headers: { ...cut.headers, 'x-session-id': sess },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400 });
    const stranger = await multipart({ json }, [{ field: 'photo', bytes: good }]);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${sess}`,
      payload: stranger.payload,
      remoteAddress: freshAddress(),
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(await digest()).toBe(before);
  });
});
