// The business's details the owner edits (/api/admin/settings), on a real database with the real
// production build: a fresh install holds today's BUSINESS_* defaults; a save needs the version it was
// made from (409, nothing changed, when someone saved in between); bad input is a 400 naming the field,
// nothing changed; the kept home page shows the new number after a save; pages rendered between saves
// read the details from memory, not the database; and a later start keeps what the owner saved. The
// hours are days and times (the home page's LocalBusiness states them, /contact says them in words); the
// logo is a picture checked by its bytes and re-encoded, shown in every page's header; the admin pages'
// and the API document's titles follow a rename.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { SettingsService } from '../../server/modules/settings/settings.service.ts';
import { ADMIN_ENV, expectLoginRequired, login, multipart, png } from '../helpers/admin.ts';
import { queryCounter, withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
const queries = queryCounter();

beforeAll(async () => {
  t = await createTestContext({ demo: 3, env: ADMIN_ENV });
  // The same services, with the settings' queries counted: a page rendered between saves reads none.
  const settings = new SettingsService(t.services.db.withPlugin(queries.plugin), t.services.catalogueVersion, t.config.firstStartBusiness, t.services.media);
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
  openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '09:00',
  closes: '21:00',
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
  openDays: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '10:00',
  closes: '20:00',
};

const getSettings = () => app.inject({ url: '/api/admin/settings', headers: { cookie } });
const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload });
const page = async (url: string) => (await app.inject({ url })).body;

describe('business settings', () => {
  it('are behind the admin login', async () => {
    await expectLoginRequired(t, [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { ...DEFAULTS, version: 1 }],
      ['POST', '/api/admin/settings/logo'],
      ['DELETE', '/api/admin/settings/logo'],
    ]);
  });

  it("hold today's defaults on a fresh install, and every page shows them", async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ...DEFAULTS, openingHours: 'Monday to Sunday, 9 am to 9 pm', logo: null, version: 1, updatedAt: null, updatedBy: null });
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
    ['no open days', { openDays: [] }, 'openDays Choose at least one day the shop is open.'],
    ['a made-up day', { openDays: ['Monday', 'Funday'] }, 'openDays.1 Each day must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.'],
    ['days as text', { openDays: 'Monday to Friday' }, 'openDays Choose the days the shop is open.'],
    ['an opening time of 25:00', { opens: '25:00' }, 'opens Opening time must be a time such as 09:30 (24-hour).'],
    ['an opening time in words', { opens: '9 am' }, 'opens Opening time must be a time such as 09:30 (24-hour).'],
    ['no closing time', { closes: '' }, 'closes Closing time is required.'],
    ['closing before opening', { opens: '21:00', closes: '09:00' }, 'closes Closing time must be after the opening time.'],
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
    expect(saved).toMatchObject({
      ...CHANGED,
      phone: '9812300000',
      whatsapp: '9812300001',
      openingHours: 'Tuesday to Sunday, 10 am to 8 pm',
      version: 2,
      updatedBy: 'owner',
    });
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
    expect(home).toContain(
      '"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],"opens":"10:00","closes":"20:00"}]',
    );
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

  it("name the business as it is now in the admin pages' and the API document's titles", async () => {
    const { name } = (await getSettings()).json();
    expect(name).not.toBe(DEFAULTS.name);
    expect(await page('/admin-login')).toContain(`<title>Admin Login | ${name}</title>`);
    const settingsPage = await app.inject({ url: '/admin/settings', headers: { cookie } });
    expect(settingsPage.body).toContain(`<title>Business Settings | ${name} Admin</title>`);
    expect((await app.inject({ url: '/api/openapi.json' })).json().info.title).toBe(`${name} storefront API`);
    expect((await app.inject({ url: '/api/openapi.json', headers: { cookie } })).json().info.title).toBe(`${name} storefront API`);
    expect((await app.inject({ url: '/api/docs/json' })).json().info.title).toBe(`${name} storefront API`);
  });

  const uploadLogo = async (bytes: Uint8Array, field = 'logo') => {
    const body = await multipart({}, [{ field, bytes, filename: 'logo.png', type: 'image/png' }]);
    return app.inject({ method: 'POST', url: '/api/admin/settings/logo', headers: { cookie, ...body.headers }, payload: body.payload });
  };

  it("take a logo through the media store: re-encoded, shown in every page's header and the LocalBusiness", async () => {
    const before = (await getSettings()).json();
    const res = await uploadLogo(await png(300, 100));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.logo).toMatch(/^c-[0-9a-f]{32}\.png$/);
    expect(saved).toMatchObject({ version: before.version + 1, updatedBy: 'owner' });
    const picture = await app.inject({ url: `/api/admin/uploads?filename=${saved.logo}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const small = await app.inject({ url: `/api/admin/uploads?filename=${saved.logo}&w=160&format=webp` });
    expect(small.statusCode).toBe(200);
    for (const url of ['/', '/contact', '/about']) {
      expect(await page(url)).toContain(
        `<img class="brand-logo" src="/api/admin/uploads?filename=${saved.logo}&amp;w=160&amp;format=webp" alt="" height="40"/>`,
      );
    }
    expect(await page('/')).toContain(`"logo":"http://localhost:3000/api/admin/uploads?filename=${saved.logo}"`);

    // A second logo replaces the first, whose picture is gone.
    const again = await uploadLogo(await png(120, 120, { r: 10, g: 120, b: 200 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().logo).not.toBe(saved.logo);
    expect((await app.inject({ url: `/api/admin/uploads?filename=${saved.logo}` })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: '/api/admin/settings/logo', headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect((await app.inject({ url: `/api/admin/uploads?filename=${again.json().logo}` })).statusCode).toBe(404);
    const home = await page('/');
    expect(home).not.toContain('class="brand-logo"');
    expect(home).toContain('<img src="/favicon.svg" alt="" width="32" height="32"/>');
  });

  it.each([
    [
      'text named as a picture',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo',
      400,
      'logo must be a JPEG, PNG, WebP or GIF image (Image must be a JPEG, PNG, WebP or GIF file)',
    ],
    ['a PNG cut short', async () => (await png()).subarray(0, 60), 'logo', 400, 'logo must be a JPEG, PNG, WebP or GIF image (Image file could not be read)'],
    ['a picture in another field', () => png(), 'picture', 400, 'picture is not an accepted file field (use logo)'],
    [
      'a picture over 5 MB',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
      'logo',
      413,
      'logo must be at most 5 MB',
    ],
  ] as const)('refuse %s as the logo, changing nothing', async (_what, bytes, field, status, message) => {
    const before = (await getSettings()).json();
    const res = await uploadLogo(await bytes(), field);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status, message });
    expect((await getSettings()).json()).toEqual(before);
  });

  it('refuse a logo upload without a file', async () => {
    const body = await multipart({ note: 'no file' });
    const res = await app.inject({ method: 'POST', url: '/api/admin/settings/logo', headers: { cookie, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'logo is required: choose a picture' });
  });

  it('keep one logo when two are uploaded at once, and the other picture is not left behind', async () => {
    const [a, b] = await Promise.all([uploadLogo(await png(80, 40)), uploadLogo(await png(90, 40, { r: 0, g: 0, b: 0 }))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const kept = (await getSettings()).json().logo as string;
    expect([a.json().logo, b.json().logo]).toContain(kept);
    const other = a.json().logo === kept ? b.json().logo : a.json().logo;
    expect((await app.inject({ url: `/api/admin/uploads?filename=${kept}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/admin/uploads?filename=${other}` })).statusCode).toBe(404);
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
