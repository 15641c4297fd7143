// The business's details the owner edits (/api/admin/settings), on a real database with the real
// production build: a fresh install holds today's BUSINESS_* defaults; a save needs the version it was
// made from (409, nothing changed, when someone saved in between); bad input is a 400 naming the field,
// nothing changed; the kept home page shows the new number after a save; pages rendered between saves
// read the details from memory, not the database; and a later start keeps what the owner saved.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { SettingsService } from '../../server/modules/settings/settings.service.ts';
import { ADMIN_ENV, expectLoginRequired, login } from '../helpers/admin.ts';
import { queryCounter, withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
const queries = queryCounter();

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: ADMIN_ENV });
  // The same services, with the settings' queries counted: a page rendered between saves reads none.
  const settings = new SettingsService(t.services.db.withPlugin(queries.plugin), t.services.catalogueVersion, t.config.firstStartBusiness);
  app = await buildApp({ ...t.services, settings }, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** Today's BUSINESS_* defaults, as a fresh install stores them. */
const DEFAULTS = {
  name: 'Gubbara (demo)',
  phone: '9999999999',
  whatsapp: '9999999999',
  email: 'support@example.com',
  street: 'Demo address: 12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  mapUrl: 'https://www.openstreetmap.org/?mlat=12.9756&mlon=77.6050#map=16/12.9756/77.6050',
  instagramUrl: 'https://www.instagram.com/',
  facebookUrl: 'https://www.facebook.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  openingHours: 'Monday to Sunday, 9 am to 9 pm',
};

const CHANGED = {
  name: 'Rangoli Balloons',
  phone: '+91 98123 00000',
  whatsapp: '98123-00001',
  email: 'hello@rangoli.example',
  street: '7 Brigade Road',
  city: 'Mysuru',
  state: 'Karnataka',
  pincode: '570001',
  mapUrl: 'https://maps.example/rangoli',
  instagramUrl: 'https://www.instagram.com/rangoli',
  facebookUrl: 'https://www.facebook.com/rangoli',
  linkedinUrl: 'https://www.linkedin.com/company/rangoli',
  openingHours: 'Tuesday to Sunday, 10 am to 8 pm',
};

const getSettings = () => app.inject({ url: '/api/admin/settings', headers: { cookie } });
const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload });
const page = async (url: string) => (await app.inject({ url })).body;

describe('business settings', () => {
  it('are behind the admin login', async () => {
    await expectLoginRequired(t, [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { ...DEFAULTS, version: 1 }],
    ]);
  });

  it("hold today's defaults on a fresh install, and every page shows them", async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ...DEFAULTS, version: 1, updatedAt: null, updatedBy: null });
    const contact = await page('/contact');
    expect(contact).toContain('Demo address: 12 MG Road, Bengaluru, Karnataka 560001');
    expect(contact).toContain('Monday to Sunday, 9 am to 9 pm');
    expect(contact).toContain('href="tel:+919999999999"');
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ['a short phone', { phone: '12345' }, 'phone Phone number must be 10 digits.'],
    ['letters for a phone', { phone: 'call me now' }, 'phone Phone number must be 10 digits.'],
    ['no phone', { phone: '' }, 'phone Phone number is required.'],
    ['a nine-digit WhatsApp number', { whatsapp: '98123 0000' }, 'whatsapp WhatsApp number must be 10 digits.'],
    ['a bad e-mail', { email: 'hello at rangoli' }, 'email Invalid email address.'],
    ['an e-mail carrying link fields', { email: 'a@b.io?bcc=x@y.io' }, 'email Invalid email address.'],
    ['a javascript: link', { instagramUrl: 'javascript:alert(1)' }, 'instagramUrl Instagram link must be an https:// link.'],
    ['an http: link', { facebookUrl: 'http://www.facebook.com/rangoli' }, 'facebookUrl Facebook link must be an https:// link.'],
    ['a data: link', { mapUrl: 'data:text/html,<script>alert(1)</script>' }, 'mapUrl Map link must be an https:// link.'],
    ['a link with a password in it', { linkedinUrl: 'https://user:secret@evil.example/' }, 'linkedinUrl LinkedIn link must be an https:// link.'],
    ['an oversized link', { linkedinUrl: `https://www.linkedin.com/${'a'.repeat(480)}` }, 'linkedinUrl Please keep this under 500 characters.'],
    ['an oversized name', { name: 'B'.repeat(101) }, 'name Please keep this under 100 characters.'],
    ['a blank name', { name: '   ' }, 'name Business name is required.'],
    ['an oversized street', { street: 'S'.repeat(201) }, 'street Please keep this under 200 characters.'],
    ['oversized opening hours', { openingHours: 'H'.repeat(201) }, 'openingHours Please keep this under 200 characters.'],
    ['a five-digit pincode', { pincode: '57000' }, 'pincode Pincode must be 6 digits, not starting with 0.'],
    ['a pincode starting with 0', { pincode: '070001' }, 'pincode Pincode must be 6 digits, not starting with 0.'],
    ['no city', { city: undefined }, 'city City is required.'],
    ['no version', { version: undefined }, 'version is required'],
    ['version 0', { version: 0 }, 'version must be at least 1'],
  ];

  it.each(BAD)('refuse %s with a 400 naming the field, changing nothing', async (_what, change, message) => {
    const before = (await getSettings()).json();
    const body: Record<string, unknown> = { ...CHANGED, version: before.version, ...change };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
    expect((await getSettings()).json()).toEqual(before);
  });

  it('save a change: the kept home page, its footer and call button and /contact show it at once', async () => {
    // The home page is kept in memory before the save.
    const first = await app.inject({ url: '/' });
    const again = await app.inject({ url: '/', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(first.body).toContain('href="tel:+919999999999"');

    const res = await put({ ...CHANGED, version: 1 });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...CHANGED, phone: '9812300000', whatsapp: '9812300001', version: 2, updatedBy: 'owner' });
    expect(typeof saved.updatedAt).toBe('string');
    expect((await getSettings()).json()).toEqual(saved);

    const home = await page('/');
    expect(home).not.toContain('9999999999');
    expect(home).toContain('<a class="fab fab-phone" href="tel:+919812300000" aria-label="Call +91 98123 00000">');
    expect(home).toContain('https://wa.me/919812300001');
    expect(home).toContain('7 Brigade Road, Mysuru, Karnataka 570001');
    expect(home).toContain('"telephone":"+919812300000"');
    expect(home).toContain('"postalCode":"570001"');
    expect(home).toContain('https://www.instagram.com/rangoli');
    const contact = await page('/contact');
    expect(contact).toContain('Tuesday to Sunday, 10 am to 8 pm');
    expect(contact).toContain('hello@rangoli.example');
  });

  it('render pages between saves without reading the settings again', async () => {
    await page('/about');
    const before = queries.count;
    for (const url of ['/privacy', '/tandc', '/franchise', '/products', '/admin-login']) await page(url);
    expect(queries.count).toBe(before);
  });

  it('refuse a save from a stale version with 409, changing nothing; of two editors at once one wins', async () => {
    const before = (await getSettings()).json();
    const stale = await put({ ...DEFAULTS, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      status: 409,
      message: `version 1 is out of date: the settings were saved since (now version ${before.version}). Reload to see them.`,
    });
    expect((await getSettings()).json()).toEqual(before);
    expect(await page('/')).toContain('tel:+919812300000');

    const [a, b] = await Promise.all([
      put({ ...CHANGED, name: 'Editor A', version: before.version }),
      put({ ...CHANGED, name: 'Editor B', version: before.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Editor A' : 'Editor B';
    expect((await getSettings()).json()).toMatchObject({ name: winner, version: before.version + 1 });
  });

  it('are kept by a later start, whatever BUSINESS_* then say', async () => {
    const again = await prepare(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        SEED_DEMO: 'false',
        BUSINESS_PHONE: '9000000000',
        BUSINESS_NAME: 'Env Name',
      }),
    );
    try {
      expect(await again.services.settings.get()).toMatchObject({ phone: '9812300000', email: 'hello@rangoli.example' });
    } finally {
      await again.handle.close();
    }
  });
});
