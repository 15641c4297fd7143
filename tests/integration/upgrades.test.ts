// Upgrades on a real database: a fresh database is migrated one migration at a time, and after each
// one the rows the release ending there would store are written (tests/helpers/release-fixtures.ts).
// Then the server starts on it as after an upgrade (bootstrap migrates to the latest), and every row
// is still there and reads back through today's API: products with their pictures and variants, the
// cart, the admin's session and password, the inbox with order lines and history, the system page's
// counts. New rows written by today's code do not collide with the old ones.
import sharp from 'sharp';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Prepared, openDatabase, prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { migrateUpTo, migrationNames } from '../../db/migrate.ts';
import { ADMIN_ENV } from '../helpers/admin.ts';
import {
  BOOKING_KEY,
  OWNER_BOOKING_KEY,
  BOOKING_REFERENCE,
  CART_SESSION,
  CATEGORY_IMAGE,
  type Fixture,
  OWNER_PASSWORD,
  PICTURED,
  PRODUCT_IMAGE,
  RELEASE_STEPS,
  SESSION_TOKEN,
  UPGRADE_CONTENT,
  UPGRADE_BUSINESS,
  UPGRADE_HINDI,
  UPGRADE_LOGO,
  UPGRADE_INVOICE,
  UPGRADE_SITE_FILE,
} from '../helpers/release-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

let env: Record<string, string>;
let drop: () => Promise<void>;
let names: string[];
const f: Fixture = {
  picture: new Uint8Array(),
  variant: new Uint8Array(),
  categories: { active: 0, inactive: 0 },
  products: { pictured: 0, plain: 0, retired: 0, afterVersion: 0, afterSearch: 0, afterSearchWrites: 0, afterPriceIndex: 0, untracked: 0 },
  admins: { owner: 0, helper: 0 },
  leads: { enquiry: 0, franchise: 0, order: 0 },
  booking: { lead: 0, slot: 0 },
  rows: {},
};
const appliedAtEachStep: string[][] = [];
let live: Prepared;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;

beforeAll(async () => {
  const fresh = await freshDatabaseEnv();
  drop = fresh.drop;
  // ADMIN_* are set as a real deployment has them: an existing admin means no first admin is created.
  env = { ...fresh.env, SEED_DEMO: 'false', ...ADMIN_ENV };
  f.picture = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 80 } } })
      .webp()
      .toBuffer(),
  );
  f.variant = new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 20, g: 130, b: 80 } } })
      .webp()
      .toBuffer(),
  );
  names = await migrationNames();

  // The older releases, one after another, each with its data.
  const old = await openDatabase(loadConfig(env));
  try {
    for (const name of names) {
      appliedAtEachStep.push(await migrateUpTo(old.db, name));
      await RELEASE_STEPS[name]?.(old.db as Kysely<any>, f);
    }
  } finally {
    await old.close();
  }

  // The upgrade: today's server starting on that database.
  live = await prepare(loadConfig(env));
  app = await buildApp(live.services);
  await app.ready();
  cookie = `${live.services.auth.cookieName}=${SESSION_TOKEN}`;
});
afterAll(async () => {
  await app?.close();
  await live?.handle.close();
  await drop?.();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const asAdmin = (url: string) => get(url, { cookie });

describe(`upgrading through every migration with data in it (${dialect})`, () => {
  it('has a step of data for every migration, and applied exactly one migration at each', () => {
    expect(names.filter((n) => !(n in RELEASE_STEPS))).toEqual([]);
    expect(appliedAtEachStep).toEqual(names.map((n) => [n]));
  });

  it('keeps every row of every release (the per-username failed logins of the first admin release excepted, as its successor says)', async () => {
    const db = live.services.db;
    const counts: Record<string, number> = {};
    for (const table of Object.keys(f.rows)) {
      const r = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
      counts[table] = Number(r.rows[0]!.n);
    }
    expect(counts).toEqual(f.rows);
    expect(await db.selectFrom('login_attempts').select(['kind', 'key']).orderBy('kind').execute()).toEqual([
      { kind: 'fail', key: '198.51.100.4' },
      { kind: 'ip', key: '203.0.113.9' },
    ]);
  });

  it('reads every product back through the catalogue and admin API', async () => {
    const res = await get(`/api/home/product/${f.products.pictured}`);
    expect(res.statusCode).toBe(200);
    const unset = Object.fromEntries([3, 4, 5, 6, 7, 8, 9].map((i) => [`about${i}`, null]));
    // Its HSN code and GST rate came with the release that added them.
    expect(res.json()).toEqual({
      id: f.products.pictured,
      category: 'UpgradeBalloons',
      image: PRODUCT_IMAGE,
      ...unset,
      ...PICTURED,
      hsn: '9505',
      gstrate: 12,
      titleHi: UPGRADE_HINDI.product.title_hi,
      descriptionHi: UPGRADE_HINDI.product.description_hi,
    });
    for (const [key, title, price] of [
      ['plain', 'Plain Latex Pack', 250],
      ['afterVersion', 'Helium Cylinder Refill', 1800],
      ['afterSearch', 'Shaadi Garland Deluxe', 2200],
      ['afterSearchWrites', 'Mehendi Marigold Canopy', 3500],
      ['afterPriceIndex', 'Pastel Balloon Arch Kit', 999],
      ['untracked', 'Balloon Decoration at Home', 1200],
    ] as const) {
      const p = await get(`/api/home/product/${f.products[key]}`);
      expect(p.statusCode, key).toBe(200);
      expect(p.json(), key).toMatchObject({ id: f.products[key], title, price, category: 'UpgradeBalloons', image: null, description: '', titleHi: null, descriptionHi: null });
    }
    // Stock is kept as each release wrote it: a number, or not counted.
    expect((await get(`/api/home/product/${f.products.afterPriceIndex}`)).json().stock).toBe(7);
    expect((await get(`/api/home/product/${f.products.untracked}`)).json().stock).toBeNull();
    // Public pages hide a product of an inactive category; the admin list still has it.
    expect((await get(`/api/home/product/${f.products.retired}`)).statusCode).toBe(404);
    const all = await asAdmin('/api/admin/viewproduct?limit=100');
    expect(all.headers['x-total-count']).toBe(String(f.rows.products));
    expect((all.json() as { id: number }[]).map((p) => p.id).sort((a, b) => a - b)).toEqual(Object.values(f.products).sort((a, b) => a - b));
  });

  it('serves the stored pictures and the stored variant', async () => {
    const img = await get(`/api/admin/uploads/product?filename=${PRODUCT_IMAGE}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(new Uint8Array(img.rawPayload)).toEqual(f.picture);
    const variant = await get(`/api/admin/uploads/product?filename=${PRODUCT_IMAGE}&w=160&format=webp`);
    expect(variant.statusCode).toBe(200);
    expect(new Uint8Array(variant.rawPayload)).toEqual(f.variant);
    const cat = await get(`/api/admin/uploads?filename=${CATEGORY_IMAGE}`);
    expect(cat.statusCode).toBe(200);
    expect(new Uint8Array(cat.rawPayload)).toEqual(f.picture);
  });

  it('finds the products of every release through search: written before the index, under its triggers, and after', async () => {
    const ids = async (q: string) => ((await get(`/api/home/search?q=${encodeURIComponent(q)}`)).json() as { items: { id: number }[] }).items.map((p) => p.id);
    expect(await ids('rose gold heart')).toEqual([f.products.pictured]);
    expect(await ids('gubbara')).toContain(f.products.pictured);
    expect(await ids('shaadi garland')).toEqual([f.products.afterSearch]);
    expect(await ids('mehendi canopy')).toEqual([f.products.afterSearchWrites]);
    expect(await ids('helium cylinder')).toEqual([f.products.afterVersion]);
    // The Hindi texts written after they came: the title, the description and the category's name.
    expect(await ids('सुनहरा दिल')).toEqual([f.products.pictured]);
    expect(await ids('सालगिरह चमकीला')).toEqual([f.products.pictured]);
    expect((await ids('अपग्रेड')).sort((a, b) => a - b)).toEqual((await ids('upgrade')).sort((a, b) => a - b));
    expect(await ids('अपग्रेड')).toHaveLength(7);
    // Devanagari the first release stored, found by its own word once its synonym is gone (on
    // PostgreSQL, indexed again whole: its vowel marks once split it).
    const search = live.services.search;
    const synonym = (await search.listSynonyms()).find((s) => s.word === 'गुब्बारा' && s.means === 'balloon')!;
    await search.deleteSynonym(synonym.id);
    try {
      expect(await ids('गुब्बारा')).toEqual([f.products.pictured]);
    } finally {
      await search.addSynonym({ word: 'गुब्बारा', means: 'balloon' });
    }
    const retired = (await asAdmin(`/api/admin/viewproduct?limit=100`)).json() as { id: number; title: string }[];
    const title = retired.find((p) => p.id === f.products.retired)!.title;
    expect(await ids(title)).toEqual([]);
  });

  it("lists every release's products by price, and in stock only, through the category page and search", async () => {
    const byPrice = [
      f.products.pictured,
      f.products.plain,
      f.products.afterPriceIndex,
      f.products.untracked,
      f.products.afterVersion,
      f.products.afterSearch,
      f.products.afterSearchWrites,
    ];
    // A stock not counted (null) is available.
    const inStock = [f.products.pictured, f.products.afterPriceIndex, f.products.untracked, f.products.afterVersion];
    const page = (sort: 'price-asc' | 'price-desc', stockOnly: boolean) =>
      live.services.catalog.categoryPage(f.categories.active, 1, 48, { sort, filters: { min: null, max: null, inStock: stockOnly } });
    expect((await page('price-asc', false)).products.map((p) => p.id)).toEqual(byPrice);
    expect(await page('price-desc', true)).toMatchObject({ total: 4, products: [...inStock].reverse().map((id) => ({ id })) });
    // The category's name is in the search index: a search for it finds all of them.
    const search = async (query: string) => ((await get(`/api/home/search?q=upgrade${query}`)).json() as { items: { id: number }[] }).items.map((p) => p.id);
    expect(await search('&sort=price-asc')).toEqual(byPrice);
    expect(await search('&sort=price-asc&stock=1&max=1800')).toEqual(inStock);
  });

  it('keeps both categories as they were', async () => {
    const cats = (await asAdmin('/api/admin/category')).json() as { id: number; name: string; nameHi: string | null; imageName: string | null; isActive: boolean }[];
    expect(cats.map((c) => ({ id: c.id, name: c.name, nameHi: c.nameHi, imageName: c.imageName, isActive: c.isActive }))).toEqual([
      { id: f.categories.active, name: 'Upgrade Balloons', nameHi: UPGRADE_HINDI.category.name_hi, imageName: CATEGORY_IMAGE, isActive: true },
      { id: f.categories.inactive, name: 'Retired Items', nameHi: null, imageName: null, isActive: false },
    ]);
    const byAlias = await get('/api/home/products/category/upgradealias');
    expect(byAlias.statusCode).toBe(200);
    expect((byAlias.json() as { id: number }[]).map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [
        f.products.pictured,
        f.products.plain,
        f.products.afterVersion,
        f.products.afterSearch,
        f.products.afterSearchWrites,
        f.products.afterPriceIndex,
        f.products.untracked,
      ].sort((a, b) => a - b),
    );
  });

  it('keeps the cart with its lines', async () => {
    const res = await get(`/api/cart/getcart/${CART_SESSION}`, { 'x-session-id': CART_SESSION });
    expect(res.statusCode).toBe(200);
    const cart = res.json() as { items: { quantity: number; product: { id: number; title: string; price: number } }[]; totalQuantity: number; total: number };
    expect(cart.items.map((l) => [l.product.id, l.product.title, l.quantity]).sort()).toEqual(
      [
        [f.products.pictured, 'Rose Gold Foil Heart', 2],
        [f.products.plain, 'Plain Latex Pack', 999],
      ].sort(),
    );
    expect(cart.totalQuantity).toBe(1001);
    expect(cart.total).toBe(2 * 149 + 999 * 250);
  });

  it('keeps the admin signed in, and the password and the disabled account as they were', async () => {
    const me = await asAdmin('/api/admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: f.admins.owner, username: 'Owner' });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'OWNER', password: OWNER_PASSWORD }, remoteAddress: '10.3.3.3' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ status: 200, message: 'Logged in', username: 'Owner' });
    const helper = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'helper', password: OWNER_PASSWORD },
      remoteAddress: '10.3.3.4',
    });
    expect(helper.statusCode).toBe(401);
    expect((await asAdmin('/api/admin/admins')).json()).toEqual([
      { id: f.admins.owner, username: 'Owner', isActive: true, createdAt: expect.any(String) },
      { id: f.admins.helper, username: 'helper', isActive: false, createdAt: expect.any(String) },
    ]);
  });

  it('shows every lead in the inbox with its lines and history', async () => {
    const list = (await asAdmin('/api/admin/leads?type=enquiry,franchise,order')).json() as { total: number; items: { reference: string }[] };
    expect(list.total).toBe(4);
    expect(list.items.map((l) => l.reference)).toEqual([BOOKING_REFERENCE, 'GUB-ORD456', 'GUB-FRA345', 'GUB-ENQ234']);

    const lead = async (id: number) => (await asAdmin(`/api/admin/leads/${id}`)).json();
    expect(await lead(f.leads.order)).toMatchObject({
      reference: 'GUB-ORD456',
      type: 'order',
      status: 'quoted',
      name: 'Meera',
      phone: '9876501234',
      eventDate: '2027-02-01',
      total: 1498,
      pincode: '400001',
      address: 'Hall 2, Juhu',
      notes: 'Pastel colours please',
      lines: [
        { productId: f.products.pictured, title: 'Rose Gold Foil Heart', quantity: 2, price: 149, lineTotal: 298 },
        { productId: null, title: 'Discontinued Garland', quantity: 1, price: 1200, lineTotal: 1200 },
      ],
      history: [{ admin: 'removed-admin', fromStatus: 'new', toStatus: 'quoted', note: null }],
    });
    expect(await lead(f.leads.enquiry)).toMatchObject({
      reference: 'GUB-ENQ234',
      status: 'contacted',
      enquiryAbout: 'Balloon arch for a birthday',
      sourcePage: '/contactForm',
      lines: [],
      history: [{ admin: 'Owner', fromStatus: 'new', toStatus: 'contacted', note: 'Called back' }],
    });
    expect(await lead(f.leads.franchise)).toMatchObject({
      reference: 'GUB-FRA345',
      email: 'ravi@example.in',
      area: '250',
      businessBudget: '10 lakh',
      history: [],
    });
    // Every lead made before leads had a language is English; the one marked Hindi since stays so.
    for (const id of Object.values(f.leads)) expect((await lead(id)).locale, String(id)).toBe('en');
    expect((await lead(f.booking.lead)).locale).toBe('hi');
    const csv = (await asAdmin('/api/admin/leads/export.csv?type=order')).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(csv[0]!.endsWith(',outside_area,locale')).toBe(true);
    expect(csv.find((l) => l.startsWith(BOOKING_REFERENCE))!.endsWith(',hi')).toBe(true);
    expect(csv.find((l) => l.startsWith('GUB-ORD456'))!.endsWith(',en')).toBe(true);
  });

  it("answers pincodes by the owner's service-area rules", async () => {
    const answer = async (pincode: string) => (await get(`/api/booking/pincode/${pincode}`)).json();
    expect(await answer('560038')).toMatchObject({ served: true, state: 'Karnataka', area: 'Bengaluru', deliveryCharge: 0 });
    expect(await answer('560066')).toMatchObject({ served: true, area: 'Bengaluru outskirts', deliveryCharge: 300 });
    expect(await answer('560077')).toMatchObject({ served: false, area: 'Kothanur' });
    expect(await answer('400001')).toMatchObject({ served: false, state: 'Maharashtra', area: null });
    const rules = (await asAdmin('/api/admin/service-area/rules')).json() as { pattern: string }[];
    expect(rules.map((r) => r.pattern)).toEqual(['560', '560060-560099', '560077']);
  });

  it('reads the calendar and a booked order back, opened by its key', async () => {
    const setup = (await asAdmin('/api/admin/calendar')).json();
    expect(setup.slots.map((s: { label: string }) => s.label)).toEqual(['Morning', 'Afternoon', 'Evening', 'Late night']);
    expect(setup.settings).toMatchObject({ dayCap: 6, noticeHours: 24, cutoffTime: '18:00', processingPercent: 10 });
    expect(setup.closedDates).toEqual([{ date: '2027-01-26', note: 'Republic Day' }]);
    expect(setup.peakDates).toEqual([{ date: '2027-02-14', surchargePercent: 20, note: "Valentine's Day" }]);
    const booking = await get(`/api/bookings/${BOOKING_REFERENCE}?k=${BOOKING_KEY}`);
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      status: 'confirmed',
      date: '2027-03-05',
      slot: { id: f.booking.slot, label: 'Late night', start: '20:00', end: '23:00' },
      personal: { names: 'Aarav', age: 5, theme: 'Space', colours: 'Blue and silver' },
      lines: [{ title: 'Space theme arch', quantity: 1, price: 2500, lineTotal: 2500 }],
      total: 3000,
      surcharge: 500,
      surchargePercent: 20,
    });
    // The key the owner issued opens the same page; the ladder saved then is the one in force.
    expect((await get(`/api/bookings/${BOOKING_REFERENCE}?k=${OWNER_BOOKING_KEY}`)).json().reference).toBe(BOOKING_REFERENCE);
    expect(setup.settings.cancellationLadder).toEqual([
      { hoursBefore: 72, keepPercent: 0 },
      { hoursBefore: 0, keepPercent: 50 },
    ]);
    const lead = (await asAdmin(`/api/admin/leads/${f.booking.lead}`)).json();
    expect(lead).toMatchObject({
      state: 'Karnataka',
      areaLabel: 'Bengaluru',
      outsideArea: false,
      crew: 'Ravi and Suresh',
      surcharge: 500,
      surchargePercent: 20,
    });
    const day = (await asAdmin('/api/admin/bookings?from=2027-03-05&to=2027-03-05')).json();
    expect(day.days[0]).toMatchObject({ taken: 1, left: 5 });
    expect(day.bookings.map((b: { reference: string }) => b.reference)).toEqual([BOOKING_REFERENCE]);
    // The reference photo kept with it is the owner's to see.
    expect(day.bookings[0].photoUrl).toBe(`/api/admin/leads/${f.booking.lead}/photo`);
    const photo = await asAdmin(`/api/admin/leads/${f.booking.lead}/photo`);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(photo.rawPayload.equals(Buffer.from(f.picture))).toBe(true);
  });

  it('reads the business details back, with their hours and the logo the header shows', async () => {
    expect((await asAdmin('/api/admin/settings')).json()).toMatchObject({
      name: UPGRADE_BUSINESS.name,
      phone: UPGRADE_BUSINESS.phone,
      openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '10:00',
      closes: '20:00',
      openingHours: 'Monday to Saturday, 10 am to 8 pm',
      logo: UPGRADE_LOGO.filename,
      version: 3,
    });
    const logo = await get(`/api/admin/uploads?filename=${UPGRADE_LOGO.filename}`);
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('reads the payment settings and the booked order’s ledger back', async () => {
    expect((await asAdmin('/api/admin/payments/settings')).json()).toMatchObject({ upiId: 'gubbara@okaxis', advanceKind: 'fixed', advanceValue: 500 });
    const ledger = (await asAdmin(`/api/admin/leads/${f.booking.lead}/payments`)).json();
    // The total is the one the booking step left: its products and a peak date's surcharge.
    expect(ledger.totals).toEqual({ total: 3000, advance: 500, paid: 500, claimed: 700, balanceDue: 2500, refundDue: 0, state: 'advance paid' });
    expect(ledger.payments.map((p: { utr: string | null; state: string }) => [p.utr, p.state])).toEqual([
      [null, 'verified'],
      ['123456789012', 'claimed'],
    ]);
    const page = (await get(`/api/bookings/${BOOKING_REFERENCE}/payments?k=${BOOKING_KEY}`)).json();
    expect(page.upi).toMatchObject({ kind: 'balance', amount: 1800 });
  });

  it('reads the product’s tax facts, the quote and the issued invoice back, and prints the invoice as stored', async () => {
    expect((await get(`/api/home/product/${f.products.pictured}`)).json()).toMatchObject({ hsn: '9505', gstrate: 12 });
    expect((await get(`/api/home/product/${f.products.plain}`)).json()).toMatchObject({ hsn: '', gstrate: null });
    const docs = (await asAdmin(`/api/admin/leads/${f.booking.lead}/documents`)).json();
    expect(docs).toEqual({
      quote: { discount: 0, validUntil: '2027-01-10', total: 3000, updatedAt: expect.any(String), updatedBy: 'owner' },
      invoice: {
        number: UPGRADE_INVOICE.number,
        slug: UPGRADE_INVOICE.slug,
        kind: 'tax invoice',
        date: '2026-11-28',
        total: 3000,
        issuedAt: expect.any(String),
        issuedBy: 'owner',
      },
      lines: [{ id: expect.any(Number), title: 'Space theme arch', quantity: 1, price: 2500 }],
    });
    const pdf = await asAdmin(`/api/admin/invoices/${UPGRADE_INVOICE.slug}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const s of [`Invoice No.: ${UPGRADE_INVOICE.number}`, 'Upgrade Balloons LLP', 'Space theme arch', 'Total ₹3,000', 'Three Thousand Rupees Only'])
      expect(text, s).toContain(s);
    const customer = await get(`/api/bookings/${BOOKING_REFERENCE}/invoice.pdf?k=${BOOKING_KEY}`);
    expect(customer.statusCode).toBe(200);
  });

  it('serves the uploaded catalogue PDF as stored', async () => {
    const res = await get(`/files/${UPGRADE_SITE_FILE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.4\n');
  });

  it('counts it all on the system page, with the newest migration', async () => {
    const facts = (await asAdmin('/api/admin/system')).json();
    expect(facts.counts).toEqual({
      products: f.rows.products,
      categories: 2,
      carts: 1,
      leads: { new: 1, contacted: 1, quoted: 1, confirmed: 1, completed: 0, lost: 0, spam: 0 },
    });
    expect(facts.database.latestMigration).toBe(names.at(-1));
    expect(facts.mail).toMatchObject({ sent: 1, queued: 0, failed: 0 });
  });

  it("reads the owner's published documents, drafts and history back, and a publish continues their versions", async () => {
    const home = (await asAdmin('/api/admin/content/home')).json();
    expect(home).toMatchObject({ published: { version: 2, doc: JSON.parse(UPGRADE_CONTENT.home!), publishedBy: 'owner' }, draft: { version: 3 } });
    expect((await asAdmin('/api/admin/content/about')).json().published.doc).toEqual({
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Upgrade about' }] }] },
    });
    expect((await asAdmin('/api/admin/content/home/history')).json().map((e: { version: number }) => e.version)).toEqual([2, 1]);
    expect(await live.services.content.published('ourwork')).toEqual(JSON.parse(UPGRADE_CONTENT.ourwork!));
    const published = await app.inject({ method: 'POST', url: '/api/admin/content/home/publish', headers: { cookie } });
    expect(published.json().published).toMatchObject({ version: 3, doc: JSON.parse(UPGRADE_CONTENT.home!), publishedBy: 'Owner' });
  });

  it('takes new rows from today’s code without colliding with the old ones', async () => {
    const add = await app.inject({
      method: 'POST',
      url: `/api/cart/add/${CART_SESSION}?id=${f.products.afterSearch}&quantity=1`,
      headers: { 'x-session-id': CART_SESSION },
    });
    expect(add.statusCode).toBe(200);
    const lead = await app.inject({
      method: 'POST',
      url: '/api/leads/enquiry',
      payload: { name: 'New Visitor', phone: '9988776655', enquiryabout: 'After the upgrade' },
      remoteAddress: '10.4.4.4',
    });
    expect(lead.statusCode).toBe(201);
    expect(Object.values(f.leads)).not.toContain(lead.json().id);
    const status = await app.inject({ method: 'PATCH', url: `/api/admin/leads/${f.leads.franchise}`, headers: { cookie }, payload: { status: 'contacted' } });
    expect(status.statusCode).toBe(200);
    expect(status.json().lead.history).toHaveLength(1);
  });
});
