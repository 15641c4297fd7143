// Two server processes on one PostgreSQL database, as behind a load balancer: an admin session made
// on one is honoured by the other, a catalogue edit made through one is served by both, a lead sent to
// one is in the other's inbox, and the login and lead limits count requests to both together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, multipart, validProduct } from '../helpers/admin.ts';
import { type ApiProcess, startApiServer } from '../helpers/api-process.ts';
import { freshDatabaseEnv } from '../helpers/test-db.ts';

let a: ApiProcess;
let b: ApiProcess;
let drop: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const fresh = await freshDatabaseEnv();
  drop = fresh.drop;
  // Five forms per address (the default is 60) keeps the shared count quick to reach; the per-number
  // limit stays at its default of 5 an hour.
  const env = { ...fresh.env, SEED_DEMO: 'true', TEST_DEMO_LIMIT: '12', TRUST_PROXY: 'true', FORMS_PER_ADDRESS: '5', ADMIN_USERNAME, ADMIN_PASSWORD };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startApiServer(env);
  b = await startApiServer(env);
  const res = await fetch(`${a.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.0.1' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await drop?.();
});

const json = async (url: string, init: RequestInit = {}) => {
  const r = await fetch(url, init);
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

describe('two instances on one PostgreSQL', () => {
  it('honours on B the admin session made on A, and both serve a product and category edited through B', async () => {
    const me = await json(`${b.url}/api/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const products = (await (await fetch(`${a.url}/api/home/products?limit=1`)).json()) as { id: number; category: string }[];
    const id = products[0]!.id;
    const form = await multipart(validProduct({ title: 'Edited on instance B', category: products[0]!.category }));
    const upd = await fetch(`${b.url}/api/admin/updateProduct/${id}`, {
      method: 'PUT',
      headers: { cookie, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(upd.status).toBe(200);
    for (const s of [a, b]) {
      const p = await json(`${s.url}/api/home/product/${id}`);
      expect(p.body.title, s.url).toBe('Edited on instance B');
    }
    const cats = (await (await fetch(`${b.url}/api/admin/category`, { headers: { cookie } })).json()) as { id: number; name: string }[];
    const cat = cats[0]!;
    const catForm = await multipart({ name: `${cat.name} (edited)`, isActive: 'true' });
    const updCat = await fetch(`${b.url}/api/admin/updateCategory/${cat.id}`, {
      method: 'PUT',
      headers: { cookie, ...catForm.headers },
      body: new Uint8Array(catForm.payload),
    });
    expect(updCat.status).toBe(200);
    for (const s of [a, b]) {
      const list = (await (await fetch(`${s.url}/api/home/categories`)).json()) as { name: string }[];
      expect(
        list.map((c) => c.name),
        s.url,
      ).toContain(`${cat.name} (edited)`);
    }
  });

  it("puts a lead sent to A in B's inbox", async () => {
    const sent = await json(`${a.url}/api/leads/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.2.0.1' },
      body: JSON.stringify({ name: 'Two Instances', phone: '9876543210', enquiryabout: 'Birthday decoration' }),
    });
    expect(sent.status).toBe(201);
    const found = await json(`${b.url}/api/admin/leads?q=${String(sent.body.reference)}`, { headers: { cookie } });
    expect(found.body).toMatchObject({ total: 1, items: [{ reference: sent.body.reference, name: 'Two Instances' }] });
  });

  it('counts lead submissions to both instances against one limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = i % 2 ? b : a;
      const r = await fetch(`${s.url}/api/leads/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.3.0.1' },
        // A number of its own each time, so only the address's count can refuse.
        body: JSON.stringify({ name: 'Limit', phone: `98765000${10 + i}`, enquiryabout: `Balloons, try ${i}` }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts one phone number’s forms to both instances against one limit per number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = i % 2 ? b : a;
      const r = await fetch(`${s.url}/api/leads/enquiry`, {
        method: 'POST',
        // An address of its own each time, so only the number's count can refuse.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.5.0.${i + 1}` },
        body: JSON.stringify({ name: 'Same Number', phone: '9123400077', enquiryabout: `Balloons, try ${i}` }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts failed logins on both instances together', async () => {
    const attempt = (s: ApiProcess, password: string) =>
      fetch(`${s.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.4.0.1' },
        body: JSON.stringify({ username: ADMIN_USERNAME, password }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await attempt(i % 2 ? b : a, 'wrong password'));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth try, even with the right password, is refused by either instance.
    expect(await attempt(a, ADMIN_PASSWORD)).toBe(429);
    expect(await attempt(b, ADMIN_PASSWORD)).toBe(429);
    // Each refused login is slowed on purpose and hashed; seven of them on a busy machine pass 30 s.
  }, 90_000);
});
