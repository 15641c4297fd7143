// The shop's data as each release left it: one step per migration in db/migrations, run right after
// that migration on a database that has nothing newer. A step writes rows in the columns of that
// moment, as plain inserts (never through today's services, whose code knows only today's schema), so
// the upgrade test proves that what an older release stored survives every later migration and reads
// back through today's API.
//
// A new migration needs a step here (tests/integration/upgrades.test.ts refuses a migration without
// one): the rows the release that adds it would store, or, when it stores nothing new, a row of an
// existing kind written under its triggers and constraints.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/** Minutes before the test's start, as ISO text: recent enough that no clean-up or expiry touches the row. */
export const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const OWNER_PASSWORD = 'upgrade fixture owner password';
/** The hash as the 20261122000300_admin release stored it (scrypt$N$r$p$salt$key) for OWNER_PASSWORD. */
const OWNER_HASH = 'scrypt$131072$8$1$rOtmj6gWKFXsP8Z31WDdzg$ScW6Tm6j61RWXYVmjyFUyhZb7KhmJe2v2Yc9dbJ4EqU';
/** The cookie value of a session that release opened (32 bytes, base64url); only its SHA-256 is stored. */
export const SESSION_TOKEN = 'dXBncmFkZS1maXh0dXJlLXNlc3Npb24tdG9rZW4tMDA';
export const CART_SESSION = '5f0c6a4e-8d2b-4c1a-9e3f-7a6b5c4d3e2f';
/** The key of the booked order's status page; only its SHA-256 is stored. */
export const BOOKING_KEY = 'dXBncmFkZS1ib29raW5nLWtleS0wMDAwMDA';
export const BOOKING_REFERENCE = 'GUB-BKG789';
/** A second key to that status page, as the owner's "send confirmation" issued it. */
export const OWNER_BOOKING_KEY = 'dXBncmFkZS1vd25lci1ib29raW5nLWtleS0wMDA';
export const PRODUCT_IMAGE = 'p-0123456789abcdef0123456789abcdef.webp';
export const CATEGORY_IMAGE = 'c-fedcba9876543210fedcba9876543210.webp';

/** The first release's product with a picture: its columns are named as the API names its fields. */
export const PICTURED = {
  title: 'Rose Gold Foil Heart',
  description: 'A shiny heart for anniversaries — ₹ prices, Hindi: गुब्बारा',
  price: 149,
  stock: 12,
  occassion: 'Anniversary',
  color: 'Rose gold',
  material: 'Foil',
  brand: 'Gubbara',
  netquantity: '1 piece',
  about1: 'Self-sealing valve',
  about2: 'Reusable',
  about10: 'The tenth line',
};

/** The service-area rules the release that added them stored. */
export const SERVICE_AREA_RULES = [
  { kind: 'prefix', pattern: '560', low: 560000, high: 560999, served: 1, delivery_charge: 0, extra_lead_days: 0, area: 'Bengaluru' },
  { kind: 'range', pattern: '560060-560099', low: 560060, high: 560099, served: 1, delivery_charge: 300, extra_lead_days: 1, area: 'Bengaluru outskirts' },
  { kind: 'pincode', pattern: '560077', low: 560077, high: 560077, served: 0, delivery_charge: 0, extra_lead_days: 0, area: 'Kothanur' },
];

/** What the steps stored, for the test to read back. */
export interface Fixture {
  /** A tiny real WebP picture, the bytes of both stored images. */
  picture: Uint8Array;
  /** A different one, the stored 160 px variant of the product picture. */
  variant: Uint8Array;
  categories: { active: number; inactive: number };
  products: {
    pictured: number;
    plain: number;
    retired: number;
    afterVersion: number;
    afterSearch: number;
    afterSearchWrites: number;
    afterPriceIndex: number;
    /** A service whose stock is not counted (null). */
    untracked: number;
  };
  admins: { owner: number; helper: number };
  leads: { enquiry: number; franchise: number; order: number };
  /** An order booked into a slot the owner added, opened with BOOKING_KEY. */
  booking: { lead: number; slot: number };
  /** Rows per table the upgraded database must hold. */
  rows: Record<string, number>;
}

type Step = (db: Kysely<any>, f: Fixture) => Promise<void>;

async function insertId(db: Kysely<any>, table: string, values: Record<string, unknown>): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const bump = (f: Fixture, table: string, n = 1) => {
  f.rows[table] = (f.rows[table] ?? 0) + n;
};

const product = (f: Fixture, over: Record<string, unknown>) => ({
  title: 'Fixture product',
  description: '',
  category_id: f.categories.active,
  price: 99,
  stock: 0,
  image: null,
  occassion: '',
  color: '',
  material: '',
  brand: '',
  netquantity: '',
  created_at: ago(600),
  updated_at: ago(600),
  ...over,
});

/** The business details the last release's owner saved (columns as stored). */
export const UPGRADE_BUSINESS = {
  name: 'Upgrade Balloons',
  phone: '9876501234',
  whatsapp: '9876501235',
  email: 'hello@upgrade.example',
  street: '4 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  map_url: 'https://maps.example/upgrade',
  instagram_url: 'https://www.instagram.com/upgrade',
  facebook_url: 'https://www.facebook.com/upgrade',
  linkedin_url: 'https://www.linkedin.com/company/upgrade',
  opening_hours: 'Daily, 10 am to 8 pm',
};

/** The logo the owner uploaded after hours and logos came (a category-kind picture, as the media store keeps logos). */
export const UPGRADE_LOGO = { filename: `c-${'10'.repeat(16)}.webp`, kind: 'category' as const };

export const RELEASE_STEPS: Record<string, Step> = {
  // The first release: categories, products and their pictures (stored in the database).
  async '20261122000100_catalogue'(db, f) {
    const at = ago(900);
    f.categories.active = await insertId(db, 'categories', {
      slug: 'UpgradeBalloons',
      slug_key: 'upgradeballoons',
      alias_key: 'upgradealias',
      name: 'Upgrade Balloons',
      menu_group: 'Products',
      menu_subgroup: null,
      sort_order: 5,
      is_active: 1,
      image_name: CATEGORY_IMAGE,
      created_at: at,
      updated_at: at,
    });
    f.categories.inactive = await insertId(db, 'categories', {
      slug: 'RetiredItems',
      slug_key: 'retireditems',
      alias_key: null,
      name: 'Retired Items',
      menu_group: 'More',
      menu_subgroup: 'Old stock',
      sort_order: 900,
      is_active: 0,
      image_name: null,
      created_at: at,
      updated_at: at,
    });
    bump(f, 'categories', 2);
    const etag = (b: Uint8Array) => `"${createHash('sha256').update(b).digest('hex').slice(0, 32)}"`;
    await db
      .insertInto('images')
      .values([
        { filename: PRODUCT_IMAGE, kind: 'product', content_type: 'image/webp', width: 8, height: 8, bytes: f.picture, etag: etag(f.picture), created_at: at },
        {
          filename: CATEGORY_IMAGE,
          kind: 'category',
          content_type: 'image/webp',
          width: 8,
          height: 8,
          bytes: f.picture,
          etag: etag(f.picture),
          created_at: at,
        },
      ])
      .execute();
    bump(f, 'images', 2);
    await db
      .insertInto('image_variants')
      .values({ filename: PRODUCT_IMAGE, format: 'webp', width: 160, bytes: f.variant, etag: etag(f.variant) })
      .execute();
    bump(f, 'image_variants');
    f.products.pictured = await insertId(db, 'products', product(f, { ...PICTURED, image: PRODUCT_IMAGE }));
    f.products.plain = await insertId(db, 'products', product(f, { title: 'Plain Latex Pack', price: 250 }));
    f.products.retired = await insertId(db, 'products', product(f, { title: 'Retired Pump', category_id: f.categories.inactive, price: 499, stock: 3 }));
    bump(f, 'products', 3);
  },

  // The anonymous cart.
  async '20261122000200_cart'(db, f) {
    const cart = await insertId(db, 'carts', { session_id: CART_SESSION, created_at: ago(1500), updated_at: ago(1440) });
    await db
      .insertInto('cart_items')
      .values([
        { cart_id: cart, product_id: f.products.pictured, quantity: 2, created_at: ago(1500), updated_at: ago(1500) },
        { cart_id: cart, product_id: f.products.plain, quantity: 999, created_at: ago(1440), updated_at: ago(1440) },
      ])
      .execute();
    bump(f, 'carts');
    bump(f, 'cart_items', 2);
  },

  // Admin accounts, their sessions, and failed logins counted per username (the rule of that release).
  async '20261122000300_admin'(db, f) {
    f.admins.owner = await insertId(db, 'admins', {
      username: 'Owner',
      username_key: 'owner',
      password_hash: OWNER_HASH,
      is_active: 1,
      created_at: ago(900),
      updated_at: ago(900),
    });
    f.admins.helper = await insertId(db, 'admins', {
      username: 'helper',
      username_key: 'helper',
      password_hash: OWNER_HASH,
      is_active: 0,
      created_at: ago(800),
      updated_at: ago(700),
    });
    bump(f, 'admins', 2);
    await db
      .insertInto('admin_sessions')
      .values({ token_hash: createHash('sha256').update(SESSION_TOKEN).digest('hex'), admin_id: f.admins.owner, created_at: ago(10), last_seen_at: ago(5) })
      .execute();
    bump(f, 'admin_sessions');
    // 'user' rows: the next release's migration drops them (its rule counts per address instead).
    await db
      .insertInto('login_attempts')
      .values([
        { kind: 'user', key: 'owner', attempted_at: ago(2) },
        { kind: 'ip', key: '203.0.113.9', attempted_at: ago(2) },
      ])
      .execute();
    bump(f, 'login_attempts', 1);
  },

  // Leads with order lines and history, the mail outbox, rate-limit counters.
  async '20261123000100_leads'(db, f) {
    const lead = (over: Record<string, unknown>) => ({
      status: 'new',
      email: null,
      enquiry_about: null,
      event_date: null,
      pincode: null,
      address: null,
      area: null,
      business_budget: null,
      notes: null,
      total: null,
      lost_reason: null,
      source_page: null,
      ...over,
    });
    f.leads.enquiry = await insertId(
      db,
      'leads',
      lead({
        reference: 'GUB-ENQ234',
        type: 'enquiry',
        status: 'contacted',
        name: 'Asha Rao',
        phone: '9876543210',
        enquiry_about: 'Balloon arch for a birthday',
        event_date: '2027-01-15',
        pincode: '560001',
        notes: 'Called back, wants pastel colours',
        source_page: '/contactForm',
        created_at: ago(300),
        updated_at: ago(200),
      }),
    );
    f.leads.franchise = await insertId(
      db,
      'leads',
      lead({
        reference: 'GUB-FRA345',
        type: 'franchise',
        name: 'Ravi Kumar',
        phone: '9123456780',
        email: 'ravi@example.in',
        address: '4 Park Street, Kolkata',
        area: '250',
        business_budget: '10 lakh',
        created_at: ago(250),
        updated_at: ago(250),
      }),
    );
    f.leads.order = await insertId(
      db,
      'leads',
      lead({
        reference: 'GUB-ORD456',
        type: 'order',
        status: 'quoted',
        name: 'Meera',
        phone: '9876501234',
        event_date: '2027-02-01',
        pincode: '400001',
        address: 'Hall 2, Juhu',
        notes: 'Pastel colours please',
        total: 298 + 1200,
        created_at: ago(100),
        updated_at: ago(50),
      }),
    );
    bump(f, 'leads', 3);
    await db
      .insertInto('lead_items')
      .values([
        { lead_id: f.leads.order, product_id: f.products.pictured, title: 'Rose Gold Foil Heart', quantity: 2, price: 149 },
        // A product deleted since: the line keeps what was asked for.
        { lead_id: f.leads.order, product_id: null, title: 'Discontinued Garland', quantity: 1, price: 1200 },
      ])
      .execute();
    bump(f, 'lead_items', 2);
    await db
      .insertInto('lead_events')
      .values([
        {
          lead_id: f.leads.enquiry,
          admin_id: f.admins.owner,
          admin_username: 'Owner',
          from_status: 'new',
          to_status: 'contacted',
          note: 'Called back',
          created_at: ago(200),
        },
        { lead_id: f.leads.order, admin_id: null, admin_username: 'removed-admin', from_status: 'new', to_status: 'quoted', note: null, created_at: ago(50) },
      ])
      .execute();
    bump(f, 'lead_events', 2);
    await db
      .insertInto('outbox')
      .values({
        kind: 'owner-alert',
        lead_id: f.leads.order,
        payload: JSON.stringify({ subject: 'New order request GUB-ORD456', text: 'Meera' }),
        attempts: 1,
        next_attempt_at: ago(100),
        locked_until: null,
        last_error: null,
        sent_at: ago(99),
        failed_at: null,
        created_at: ago(100),
      })
      .execute();
    bump(f, 'outbox');
    await db
      .insertInto('rate_limits')
      .values({ key: 'public-leads203.0.113.9', hits: 2, reset_at: Date.now() + 3_600_000 })
      .execute();
    bump(f, 'rate_limits');
  },

  // Failed logins per (username, address) and per address.
  async '20261124000100_login_failures_by_address'(db, f) {
    await db
      .insertInto('login_attempts')
      .values({ kind: 'fail', key: '198.51.100.4', username_key: 'owner', attempted_at: ago(1) })
      .execute();
    bump(f, 'login_attempts');
  },

  // Stores nothing new: a product written while its catalogue-version triggers are in place.
  async '20261125000100_catalogue_version'(db, f) {
    f.products.afterVersion = await insertId(db, 'products', product(f, { title: 'Helium Cylinder Refill', price: 1800, stock: 4 }));
    bump(f, 'products');
  },

  // Search synonyms are seeded by the migration itself; a product written under the search triggers.
  async '20261126000100_product_search'(db, f) {
    f.products.afterSearch = await insertId(db, 'products', product(f, { title: 'Shaadi Garland Deluxe', price: 2200, color: 'Gold' }));
    bump(f, 'products');
  },

  // Stores nothing new: a product written under PostgreSQL's search triggers as they now index a
  // statement's rows (on SQLite the migration changes nothing).
  async '20261126000200_product_search_postgres_writes'(db, f) {
    f.products.afterSearchWrites = await insertId(db, 'products', product(f, { title: 'Mehendi Marigold Canopy', price: 3500, occassion: 'Mehendi' }));
    bump(f, 'products');
  },

  // Stores nothing new: a product written under the index that listings sorted or filtered by price read.
  async '20261127000100_product_price_index'(db, f) {
    f.products.afterPriceIndex = await insertId(db, 'products', product(f, { title: 'Pastel Balloon Arch Kit', price: 999, stock: 7 }));
    bump(f, 'products');
  },

  // Stores nothing new: the migration seeds more Hinglish and Devanagari synonyms beside the owner's
  // (a pair already saved is kept as it is), which the search's own tests read.
  async '20261128000300_search_synonyms_hindi'() {},

  // The owner's service-area rules: a prefix served, a range inside it with a charge, a pincode not served.
  async '20261127000200_service_area'(db, f) {
    await db
      .insertInto('service_area_rules')
      .values(SERVICE_AREA_RULES.map((r) => ({ ...r, created_at: ago(30), updated_at: ago(20) })))
      .execute();
    bump(f, 'service_area_rules', SERVICE_AREA_RULES.length);
  },
  // The calendar: the migration seeds three slots and the settings; the owner adds a slot, closes a
  // date, marks a peak date, and an order holds a unit of the new slot on its date.
  async '20261127000300_booking_calendar'(db, f) {
    bump(f, 'booking_slots', 3);
    bump(f, 'booking_settings');
    f.booking.slot = await insertId(db, 'booking_slots', {
      label: 'Late night',
      start_time: '20:00',
      end_time: '23:00',
      capacity: 2,
      position: 4,
      is_active: 1,
      created_at: ago(40),
      updated_at: ago(40),
    });
    bump(f, 'booking_slots');
    await db.insertInto('booking_closed_dates').values({ date: '2027-01-26', note: 'Republic Day' }).execute();
    bump(f, 'booking_closed_dates');
    await db.insertInto('booking_peak_dates').values({ date: '2027-02-14', surcharge_percent: 20, note: "Valentine's Day" }).execute();
    bump(f, 'booking_peak_dates');
    f.booking.lead = await insertId(db, 'leads', {
      reference: BOOKING_REFERENCE,
      type: 'order',
      status: 'confirmed',
      name: 'Kavya',
      phone: '9811122233',
      email: null,
      enquiry_about: null,
      event_date: '2027-03-05',
      pincode: '560038',
      address: '12 CMH Road, Indiranagar',
      area: null,
      business_budget: null,
      notes: null,
      total: 2500,
      lost_reason: null,
      source_page: '/buy',
      slot_id: f.booking.slot,
      slot_label: 'Late night',
      slot_held: 1,
      personal_names: 'Aarav',
      personal_age: 5,
      personal_theme: 'Space',
      personal_colours: 'Blue and silver',
      booking_key_hash: createHash('sha256').update(BOOKING_KEY).digest('hex'),
      created_at: ago(30),
      updated_at: ago(30),
    });
    bump(f, 'leads');
    await db.insertInto('lead_items').values({ lead_id: f.booking.lead, product_id: null, title: 'Space theme arch', quantity: 1, price: 2500 }).execute();
    bump(f, 'lead_items');
    await db.insertInto('booking_slot_days').values({ date: '2027-03-05', slot_id: f.booking.slot, taken: 1 }).execute();
    bump(f, 'booking_slot_days');
    await db.insertInto('booking_days').values({ date: '2027-03-05', taken: 1 }).execute();
    bump(f, 'booking_days');
  },
  // An order's reference photo, kept with its lead.
  async '20261128000100_lead_photos'(db, f) {
    await db
      .insertInto('lead_photos')
      .values({ lead_id: f.booking.lead, content_type: 'image/webp', width: 8, height: 8, bytes: f.picture, etag: '"upgrade-lead-photo"', created_at: ago(20) })
      .execute();
    bump(f, 'lead_photos');
  },
  // The booking's state, area, crew and surcharge; a key the owner issued; the ladder changed.
  async '20261128000200_booking_owner'(db, f) {
    await db
      .updateTable('leads')
      .set({ state: 'Karnataka', area_label: 'Bengaluru', outside_area: 0, crew: 'Ravi and Suresh', surcharge: 500, surcharge_percent: 20, total: 3000 })
      .where('id', '=', f.booking.lead)
      .execute();
    await db
      .insertInto('booking_keys')
      .values({ lead_id: f.booking.lead, key_hash: createHash('sha256').update(OWNER_BOOKING_KEY).digest('hex'), admin_username: 'owner', created_at: ago(20) })
      .execute();
    bump(f, 'booking_keys');
    await db
      .updateTable('booking_settings')
      .set({
        cancellation_ladder: JSON.stringify([
          { hoursBefore: 72, keepPercent: 0 },
          { hoursBefore: 0, keepPercent: 50 },
        ]),
      })
      .where('id', '=', 1)
      .execute();
  },
  // Payments: the owner's UPI settings, a verified advance in cash and a customer's UPI claim on the
  // booked order, which leave it "advance paid".
  async '20261128000400_payments'(db, f) {
    await db
      .updateTable('payment_settings')
      .set({ upi_id: 'gubbara@okaxis', payee_name: 'Gubbara', advance_kind: 'fixed', advance_value: 500, updated_at: ago(20) })
      .where('id', '=', 1)
      .execute();
    bump(f, 'payment_settings');
    await db
      .insertInto('payments')
      .values([
        {
          lead_id: f.booking.lead,
          kind: 'advance',
          method: 'cash',
          amount: 500,
          utr: null,
          state: 'verified',
          reason: null,
          at: ago(20),
          by_admin_id: f.admins.owner,
          by_name: 'owner',
          decided_at: ago(20),
          decided_by: 'owner',
        },
        {
          lead_id: f.booking.lead,
          kind: 'balance',
          method: 'upi',
          amount: 700,
          utr: '123456789012',
          state: 'claimed',
          reason: null,
          at: ago(19),
          by_admin_id: null,
          by_name: 'customer',
          decided_at: null,
          decided_by: null,
        },
      ])
      .execute();
    bump(f, 'payments', 2);
    await db.insertInto('payment_states').values({ lead_id: f.booking.lead, state: 'advance paid', cancel_kept: null }).execute();
    bump(f, 'payment_states');
  },
  // The business's details: the owner has saved them once (version 2); a later start keeps them.
  async '20261128000500_business_settings'(db, f) {
    await db
      .insertInto('business_settings')
      .values({ id: 1, ...UPGRADE_BUSINESS, version: 2, updated_at: ago(20), updated_by: 'owner' })
      .execute();
    bump(f, 'business_settings');
  },
  // A service whose stock the owner leaves empty: not counted, never out of stock.
  async '20261129000100_product_stock_untracked'(db, f) {
    f.products.untracked = await insertId(db, 'products', product(f, { title: 'Balloon Decoration at Home', price: 1200, stock: null }));
    bump(f, 'products');
  },
  // The owner's documents: every page published and drafted, the home page's FAQ changed and
  // published once (version 2, version 1 in the history); a later start seeds nothing over them.
  async '20261129000300_site_content'(db, f) {
    for (const page of ['home', 'about', 'privacy', 'tandc', 'franchise', 'ourwork']) {
      const doc = UPGRADE_CONTENT[page] ?? JSON.stringify({ body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Upgrade ${page}` }] }] } });
      const live = page === 'home' ? 2 : 1;
      await db
        .insertInto('site_content')
        .values([
          { page, state: 'published', version: live, doc, saved_at: ago(15), saved_by: 'owner' },
          { page, state: 'draft', version: 3, doc, saved_at: ago(14), saved_by: 'owner' },
        ])
        .execute();
      bump(f, 'site_content', 2);
    }
    await db.insertInto('site_content').values({ page: 'home', state: 'history', version: 1, doc: '{}', saved_at: ago(16), saved_by: null }).execute();
    bump(f, 'site_content');
  },
  // The hours as days and times, and a logo (a stored picture the header shows).
  async '20261129000350_business_logo_hours'(db, f) {
    await db
      .insertInto('images')
      .values({ ...UPGRADE_LOGO, bytes: f.picture, width: 1, height: 1, content_type: 'image/webp', etag: '"upgrade-logo"' })
      .execute();
    await db
      .updateTable('business_settings')
      .set({ open_days: 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday', opens: '10:00', closes: '20:00', logo: UPGRADE_LOGO.filename, version: 3 })
      .where('id', '=', 1)
      .execute();
    bump(f, 'images');
  },
  // A form's key answered a moment ago (kept for a day), and the shop's form-signing secret.
  async '20261129000500_idempotency_keys'(db, f) {
    const now = Date.now();
    await db
      .insertInto('idempotency_keys')
      .values({
        key: 'upgrade-fixture-key-0001',
        fingerprint: 'a'.repeat(64),
        status: 201,
        body: '{"status":201}',
        created_at: now - 60_000,
        expires_at: now + 86_340_000,
      })
      .execute();
    await db
      .insertInto('server_secrets')
      .values({ name: 'form-time', value: 'b'.repeat(64) })
      .execute();
    bump(f, 'idempotency_keys');
    bump(f, 'server_secrets');
  },
  // Quotes and invoices: the pictured product's own HSN code and 12% GST, the owner's quote on the
  // booked order (no discount), and its tax invoice, the first of its financial year, stored whole.
  async '20261129000200_invoices'(db, f) {
    await db.updateTable('products').set({ hsn: '9505', gstrate: 12 }).where('id', '=', f.products.pictured).execute();
    await db
      .insertInto('lead_quotes')
      .values({ lead_id: f.booking.lead, discount: 0, valid_until: '2027-01-10', updated_at: ago(20), updated_by: 'owner' })
      .execute();
    bump(f, 'lead_quotes');
    await db.insertInto('invoice_counters').values({ fy: UPGRADE_INVOICE.fy, last: 1 }).execute();
    bump(f, 'invoice_counters');
    await db
      .insertInto('invoices')
      .values({
        number: UPGRADE_INVOICE.number,
        lead_id: f.booking.lead,
        fy: UPGRADE_INVOICE.fy,
        seq: 1,
        issued_at: ago(15),
        issued_by: 'owner',
        total: 3000,
        document: JSON.stringify(upgradeInvoiceDocument()),
      })
      .execute();
    bump(f, 'invoices');
  },
  // A catalogue PDF the owner uploaded in place of a generated one.
  async '20261201000500_site_files'(db, f) {
    await db
      .insertInto('site_files')
      .values({
        name: UPGRADE_SITE_FILE,
        content_type: 'application/pdf',
        size: 9,
        duration_ms: null,
        bytes: new TextEncoder().encode('%PDF-1.4\n'),
        etag: '"upgrade-site-file"',
        created_at: ago(10),
        created_by: 'owner',
      })
      .execute();
    bump(f, 'site_files');
  },
  // Hindi beside the English: the pictured product's title and description and its category's name,
  // each written under the search triggers that now index them.
  async '20261201000600_hindi_fields'(db, f) {
    await db.updateTable('products').set(UPGRADE_HINDI.product).where('id', '=', f.products.pictured).execute();
    await db.updateTable('categories').set(UPGRADE_HINDI.category).where('id', '=', f.categories.active).execute();
  },
  // The language a lead was made in: the leads before it stay English; the booking is marked as one
  // ordered from /hi/buy would be.
  async '20261201000700_lead_locale'(db, f) {
    await db.updateTable('leads').set({ locale: 'hi' }).where('id', '=', f.booking.lead).execute();
  },
};

/** The Hindi texts the last release's owner wrote (columns as stored). */
export const UPGRADE_HINDI = {
  product: { title_hi: 'सुनहरा गुलाबी दिल', description_hi: 'सालगिरह के लिए चमकीला दिल' },
  category: { name_hi: 'अपग्रेड गुब्बारे' },
};

/** The name of the catalogue PDF the last release's owner uploaded. */
export const UPGRADE_SITE_FILE = `d-${'a'.repeat(32)}.pdf`;

/** Documents the last release's owner published, as JSON text (the others are one paragraph). */
export const UPGRADE_CONTENT: Record<string, string> = {
  home: JSON.stringify({
    slider: { shown: false, items: [] },
    quickView: { shown: false, items: [] },
    hotSelling: { shown: false, items: [] },
    gallery: { shown: false, items: [] },
    reviews: { shown: true, items: [{ name: 'Upgrade Reviewer', stars: 4, text: 'Kept through the upgrade.' }] },
    whyUs: { shown: false, items: [] },
    videoCarousel: { shown: false, items: [] },
    headline: { shown: false, clip: '/demo/sky-balloon.mp4', poster: '/demo/sky-balloon-poster', heading: 'Headline', text: 'Text' },
    faq: { shown: true, items: [{ question: 'Does the upgrade keep this?', answer: 'Yes.' }] },
  }),
  ourwork: JSON.stringify({
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Upgrade ourwork' }] }] },
    catalogues: ['a', 'b', 'c', 'd'].map((x) => ({ file: `${x}.pdf`, title: x, description: x, upload: null })),
  }),
};

/** The invoice the last release issued for the booked order. */
export const UPGRADE_INVOICE = { number: 'GUB/2026-27/0001', slug: 'GUB-2026-27-0001', fy: '2026-27' };

/** Its document as that release stored it (JSON): the arch and the peak surcharge, CGST and SGST at 18%. */
function upgradeInvoiceDocument() {
  const line = (title: string, amount: number, taxable: number) => {
    const tax = amount * 100 - taxable;
    return {
      title,
      hsn: '998596',
      quantity: 1,
      unitPrice: amount,
      rate: 18,
      gross: amount,
      discount: 0,
      amount,
      taxable,
      cgst: Math.floor(tax / 2),
      sgst: tax - Math.floor(tax / 2),
      igst: 0,
    };
  };
  const lines = [line('Space theme arch', 2500, 211864), line('Peak date surcharge (20%)', 500, 42373)];
  const sum = (k: 'taxable' | 'cgst' | 'sgst') => lines.reduce((s, l) => s + l[k], 0);
  return {
    kind: 'tax invoice',
    number: UPGRADE_INVOICE.number,
    reference: BOOKING_REFERENCE,
    date: '2026-11-28',
    validUntil: null,
    eventDate: '2027-03-05',
    supplier: {
      name: UPGRADE_BUSINESS.name,
      legalName: 'Upgrade Balloons LLP',
      gstin: '29AAGCB1286Q1Z0',
      address: '4 Brigade Road, Bengaluru, Karnataka 560025',
      state: 'Karnataka',
      stateCode: '29',
      phone: UPGRADE_BUSINESS.phone,
      email: UPGRADE_BUSINESS.email,
    },
    buyer: { name: 'Kavya', gstin: null, address: '12 CMH Road, Indiranagar, 560038', state: 'Karnataka', stateCode: '29' },
    placeOfSupply: { state: 'Karnataka', code: '29' },
    interState: false,
    lines,
    totals: { gross: 3000, discount: 0, total: 3000, taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: 0 },
    words: 'Three Thousand Rupees Only',
  };
}
