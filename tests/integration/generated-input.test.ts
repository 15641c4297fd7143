// Generated bad input (fast-check): every API operation of the route table gets FUZZ_RUNS (default
// 1,000, as `npm run test:fuzz` runs it; `npm test` sends 300 on each database) generated requests — odd paths and encodings, query strings, headers, JSON, text and
// multipart bodies, with and without an admin session. None may answer 5xx; every 4xx is our
// {status, message}; and a refused request leaves the stored data as it was (a digest of the tables).
// The seed is printed: FUZZ_SEED=<seed> replays a failure.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { type RouteEntry, routeTable } from '../helpers/routes.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let cookie: string;
let operations: RouteEntry[];
const sessions = [randomUUID(), randomUUID()];

const t = testContextForFile({ demo: 6, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
  for (const s of sessions) {
    const products = (await t.app.inject({ url: '/api/home/products?limit=2' })).json() as { id: number }[];
    for (const p of products) await t.app.inject({ method: 'POST', url: `/api/cart/add/${s}?id=${p.id}&quantity=1`, headers: { 'x-session-id': s } });
  }
  operations = routeTable(t.app).filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
  console.log(`generated-input suite on ${dialect}: ${operations.length} operations × ${runs} requests, FUZZ_SEED=${seed}`);
});

/** What a refused request must not change. Counters of attempts and limits are writes by design. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const parts = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('id').execute(),
    db.selectFrom('products').selectAll().orderBy('id').execute(),
    db.selectFrom('images').select(['filename', 'etag']).orderBy('filename').execute(),
    db.selectFrom('carts').select(['id', 'session_id']).orderBy('id').execute(),
    db.selectFrom('cart_items').select(['id', 'cart_id', 'product_id', 'quantity']).orderBy('id').execute(),
    db.selectFrom('admins').select(['id', 'username', 'password_hash', 'is_active']).orderBy('id').execute(),
    db.selectFrom('leads').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_items').selectAll().orderBy('id').execute(),
    db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    db.selectFrom('search_synonyms').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify(parts);
}

// ---- generators ----

const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e3',
    'NaN',
    'null',
    'true',
    '2147483648',
    '99999999999999999999',
    '日本',
    '😀',
    '\u0000',
    '\t',
    '<script>',
    "' OR 1=1 --",
  ),
  fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
);

/** A path segment: usually percent-encoded text, sometimes raw bytes a client should not send. */
const segment = fc.oneof(
  { weight: 6, arbitrary: oddText.map((v) => encodeURIComponent(v)) },
  { weight: 2, arbitrary: fc.constantFrom('%', '%zz', '%00', '..%2F..%2F', '%2e%2e', '%E6%97%A5', '%F0%9F%98%80', '%C0%AF', 'a%2Fb', '1;2', '..') },
  { weight: 2, arbitrary: fc.constantFrom(...sessions, sessions[0]!.toUpperCase(), randomUUID(), '1', '2', '3') },
);

const queryKey = fc.oneof(
  fc.constantFrom('id', 'quantity', 'limit', 'offset', 'q', 'type', 'status', 'category', 'filename', 'page', 'sort', 'min', 'max', 'stock'),
  fc.string({ maxLength: 8 }),
);
const query = fc
  .array(fc.tuple(queryKey, oddText), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : ''));
const rawQuery = fc.constantFrom('', '?', '?&&', '?id', '?id=%', '?limit=1&limit=2', '?quantity[]=1', '?q=%ZZ', '?__proto__=1', '?constructor[prototype]=x');

const fieldNames = fc.constantFrom(
  'name',
  'phone',
  'email',
  'enquiryabout',
  'eventDate',
  'pincode',
  'address',
  'notes',
  'area',
  'businessbudget',
  'website',
  'title',
  'description',
  'category',
  'price',
  'stock',
  'isActive',
  'menuGroup',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'status',
  'note',
  'lostReason',
  '__proto__',
  'constructor',
);
const jsonBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fieldNames, fc.oneof(oddText, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type Body = { contentType?: string; payload?: string | Buffer };
const multipartBody = fc.tuple(fc.dictionary(fieldNames, oddText, { maxKeys: 6 }), fc.boolean(), fc.nat(200)).map(([fields, withFile, cut]): Body => {
  const boundary = 'fuzzBoundary7MA4YWxk';
  let text = '';
  for (const [k, v] of Object.entries(fields)) text += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (withFile)
    text += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nnot really\r\n`;
  text += `--${boundary}--\r\n`;
  // Sometimes cut short, as a dropped connection on a weak network would leave it.
  const payload = cut < 40 ? text.slice(0, Math.max(0, text.length - cut)) : text;
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
});
const body = fc.oneof(
  fc.constant<Body>({}),
  jsonBody.map((v): Body => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
  fc.string({ maxLength: 40 }).map((v): Body => ({ contentType: 'application/json', payload: v })),
  multipartBody,
  fc.constantFrom<Body>(
    { contentType: 'multipart/form-data', payload: 'x' },
    { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'application/json; charset=latin1', payload: '{}' },
    { contentType: 'application/json', payload: '{"a":' },
  ),
);

const headers = fc.record(
  {
    session: fc.oneof(fc.constantFrom(...sessions), fc.constant(randomUUID()), oddText),
    admin: fc.boolean(),
    origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null'),
    fetchSite: fc.constantFrom('same-origin', 'cross-site', 'none'),
  },
  { requiredKeys: ['admin'] },
);

const request = fc.record({
  segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
  query: fc.oneof(query, rawQuery),
  body,
  headers,
  address: fc.nat(65535),
});

describe(`generated bad input on ${dialect}`, () => {
  it('answers every generated request to every operation without a 5xx, in our error shape, changing nothing it refused', async () => {
    const totals = new Map<string, Record<string, number>>();
    let baseline = await digest();
    for (const op of operations) {
      const counts: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let i = 0;
          const url = op.url.replace(/:[A-Za-z]+/g, () => r.segments[i++ % r.segments.length]!) + r.query;
          const h: Record<string, string> = {};
          if (r.body.contentType) h['content-type'] = r.body.contentType;
          if (r.headers.session !== undefined) h['x-session-id'] = r.headers.session;
          // Logging out would end the session the rest of the run uses to reach the admin handlers.
          if (r.headers.admin && op.url !== '/api/logout') h.cookie = cookie;
          if (r.headers.origin) h.origin = r.headers.origin;
          if (r.headers.fetchSite) h['sec-fetch-site'] = r.headers.fetchSite;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: h,
            // Many addresses, so the per-address limits (a correct 429) do not hide the handlers.
            remoteAddress: `10.${(r.address >> 8) & 255}.${r.address & 255}.7`,
            ...(r.body.payload !== undefined && op.method !== 'GET' ? { payload: r.body.payload } : {}),
          });
          const klass = `${Math.floor(res.statusCode / 100)}xx`;
          counts[klass] = (counts[klass] ?? 0) + 1;
          expect(res.statusCode, `${op.method} ${url} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], `${op.method} ${url}`).toMatch(/^application\/json/);
            const b = res.json() as { status: unknown; message: unknown };
            expect(b.status, `${op.method} ${url}`).toBe(res.statusCode);
            expect(typeof b.message, `${op.method} ${url}`).toBe('string');
            if (op.method !== 'GET') expect(await digest(), `${op.method} ${url} changed data but answered ${res.statusCode}`).toBe(baseline);
          } else if (op.method !== 'GET') {
            baseline = await digest();
          }
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
      totals.set(`${op.method} ${op.url}`, counts);
    }
    const lines = [...totals].map(
      ([k, c]) =>
        `  ${k}: ${Object.entries(c)
          .map(([s, n]) => `${s} ${n}`)
          .join(', ')}`,
    );
    console.log(`generated-input suite on ${dialect}: ${operations.length * runs} requests, 0 5xx\n${lines.join('\n')}`);
  }, 1_800_000);
});
