// Repeat-safe public forms on a real database: an Idempotency-Key's first answer is kept and repeated,
// concurrent repeats make one lead (and one order), a key reused for another body is refused, a refusal
// frees the key; the per-number limit; the signed start time that joins the honeypot.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formTimer } from '../../server/modules/leads/form-time.ts';
import { KEY_TTL_MS } from '../../server/plugins/idempotency.ts';
import { deleteExpiredKeys } from '../../server/plugins/idempotency.repository.ts';
import { dialect, fillCart, testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ demo: 3, env: { FORMS_PER_PHONE_HOURLY: '5' } });
let productId: number;
beforeAll(async () => {
  productId = ((await t.app.inject({ url: '/api/home/products' })).json() as { id: number }[])[0]!.id;
});

let nextAddress = 1;
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
let nextPhone = 9_000_000_001;
const freshPhone = () => String(nextPhone++);

const enquiry = (name: string, phone = freshPhone()) => ({ name, phone, enquiryabout: 'A balloon arch for a naming ceremony' });
const send = (url: string, payload: object, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress(), headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } });
const leadsNamed = async (name: string) =>
  Number(
    (
      await t.services.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).n,
  );
const key = () => randomUUID();

describe(`Idempotency-Key on the public forms (${dialect})`, () => {
  it('answers a repeat with the first answer and stores one lead', async () => {
    const k = key();
    const body = enquiry('Repeat Rani');
    const first = await send('/api/leads/enquiry', body, k);
    expect(first.statusCode).toBe(201);
    const again = await send('/api/leads/enquiry', body, k);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsNamed('Repeat Rani')).toBe(1);
  });

  it('refuses the same key with another body (422) and stores nothing more', async () => {
    const k = key();
    expect(
      (
        await send(
          '/api/leads/franchise',
          { name: 'Key Kiran', email: 'kiran@example.in', phone: freshPhone(), address: '1 Lake Road', area: '200', businessbudget: '5 lakh' },
          k,
        )
      ).statusCode,
    ).toBe(201);
    const other = await send('/api/leads/enquiry', enquiry('Key Kiran'), k);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: 422, message: 'This Idempotency-Key was already used for a different request.' });
    expect(await leadsNamed('Key Kiran')).toBe(1);
  });

  it('makes one lead of concurrent repeats, each answered with it', async () => {
    const k = key();
    const body = enquiry('Concurrent Chitra');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('/api/leads/enquiry', body, k)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(await leadsNamed('Concurrent Chitra')).toBe(1);
  });

  it('makes one order of concurrent repeats of an order request (the cart is emptied once)', async () => {
    const sess = await fillCart(t.app, [[productId, 2]]);
    const k = key();
    const order = { name: 'Order Omkar', phone: freshPhone(), eventDate: addDays(indiaToday(), 3), pincode: '560001', address: '2 Hall Road' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(`/api/orders/${sess}`, order, k, { 'x-session-id': sess })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(await leadsNamed('Order Omkar')).toBe(1);
  });

  it('frees the key of a refused form, so the corrected form goes with it', async () => {
    const k = key();
    const bad = await send('/api/leads/enquiry', { ...enquiry('Fix Farah'), phone: '12' }, k);
    expect(bad.statusCode).toBe(400);
    expect((await send('/api/leads/enquiry', enquiry('Fix Farah'), k)).statusCode).toBe(201);
    expect(await leadsNamed('Fix Farah')).toBe(1);
  });

  it('behaves as before without the header: two sends, two leads', async () => {
    const body = enquiry('Plain Pooja');
    expect((await send('/api/leads/enquiry', body)).statusCode).toBe(201);
    expect((await send('/api/leads/enquiry', body)).statusCode).toBe(201);
    expect(await leadsNamed('Plain Pooja')).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await send('/api/leads/enquiry', enquiry('Short Key'), 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'idempotency-key must be 16 to 100 letters, digits, - or _' });
    expect(await leadsNamed('Short Key')).toBe(0);
  });

  it('keeps a key for a day, then prunes it and takes the key as new', async () => {
    const k = key();
    const body = enquiry('Old Omana');
    expect((await send('/api/leads/enquiry', body, k)).statusCode).toBe(201);
    const row = await t.services.db.selectFrom('idempotency_keys').selectAll().where('key', '=', k).executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(KEY_TTL_MS);
    const kept = () => t.services.db.selectFrom('idempotency_keys').select('key').where('key', '=', k).execute();
    await deleteExpiredKeys(t.services.db, Number(row.expires_at) - 1);
    expect(await kept()).toHaveLength(1);
    await deleteExpiredKeys(t.services.db, Number(row.expires_at));
    expect(await kept()).toHaveLength(0);
    expect((await send('/api/leads/enquiry', body, k)).headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsNamed('Old Omana')).toBe(2);
  });
});

describe(`limits fair to shared addresses (${dialect})`, () => {
  it('allows 5 sends of a form per phone number in an hour, then 429; other forms and numbers go on', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect((await send('/api/leads/enquiry', enquiry(`Number Nila ${i}`, phone))).statusCode).toBe(201);
    const refused = await send('/api/leads/enquiry', enquiry('Number Nila 5', phone));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many requests: please try again in \d+ minutes?\.$/) });
    expect(await leadsNamed('Number Nila 5')).toBe(0);
    expect((await send('/api/leads/enquiry', enquiry('Number Nila 6'))).statusCode).toBe(201);
    const franchise = { name: 'Number Nila 7', email: 'nila@example.in', phone, address: '3 Hill Road', area: '300', businessbudget: '8 lakh' };
    expect((await send('/api/leads/franchise', franchise)).statusCode).toBe(201);
  });

  it('answers a repeat of a sent form without counting it again', async () => {
    const phone = freshPhone();
    const k = key();
    for (let i = 0; i < 6; i++) expect((await send('/api/leads/enquiry', enquiry('Counted Once', phone), k)).statusCode).toBe(201);
    expect((await send('/api/leads/enquiry', enquiry('Counted Twice', phone))).statusCode).toBe(201);
  });
});

describe(`the signed start time beside the honeypot (${dialect})`, () => {
  const status = async (id: number) => (await t.services.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('hands out a token that is never cached', async () => {
    const res = await t.app.inject({ url: '/api/leads/form-token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 200, token: expect.stringMatching(/^\d{13}\.[A-Za-z0-9_-]{43}$/) });
  });

  it('keeps a form sent within 2 seconds of its token as spam, with the same answer', async () => {
    const { token } = (await t.app.inject({ url: '/api/leads/form-token' })).json() as { token: string };
    const res = await send('/api/leads/enquiry', { ...enquiry('Quick Bot'), formToken: token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, message: expect.any(String) });
    expect(await status(res.json().id)).toBe('spam');
  });

  it('takes a form sent 2 seconds or more after its token as a lead', async () => {
    const token = await formTimer(t.services.db, 2000).mint(Date.now() - 2000);
    const res = await send('/api/leads/enquiry', { ...enquiry('Patient Person'), formToken: token });
    expect(res.statusCode).toBe(201);
    expect(await status(res.json().id)).toBe('new');
  });

  it('keeps a form with a forged token as spam, and one without a token as before', async () => {
    const forged = `${Date.now() - 60_000}.${'A'.repeat(43)}`;
    const res = await send('/api/leads/enquiry', { ...enquiry('Forger'), formToken: forged });
    expect(await status(res.json().id)).toBe('spam');
    const plain = await send('/api/leads/enquiry', enquiry('No Token'));
    expect(await status(plain.json().id)).toBe('new');
  });
});

describe('the contract', () => {
  it('declares the Idempotency-Key header on the three forms', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    for (const [path, method] of [
      ['/api/leads/enquiry', 'post'],
      ['/api/leads/franchise', 'post'],
      ['/api/orders/{sessId}', 'post'],
    ] as const) {
      expect(doc.paths[path]![method]!.parameters, path).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
    }
  });
});
