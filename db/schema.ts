// Table interfaces for Kysely. Booleans are stored as 0/1 integers on both databases so the
// same code reads them; money is whole rupees in an integer column.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CategoryColumns, CategoryDefaultedColumns } from '../shared/category.ts';
import type { ProductColumns, ProductDefaultedColumns } from '../shared/product.ts';

type Timestamp = ColumnType<string, string | undefined, string>;

/** A table's columns as Kysely types them: an insert may leave out those with a default (the id among them). */
type Table<C, Defaulted extends PropertyKey> = { [K in keyof C]: K extends Defaulted ? ColumnType<C[K], C[K] | undefined, C[K]> : C[K] };

/** The category's own columns come from its definition in shared/category.ts. */
export interface CategoriesTable extends Table<CategoryColumns, CategoryDefaultedColumns> {
  /** The slug and the alias as lookups compare them (categoryKey): lower case, no spaces. */
  slug_key: string;
  alias_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The product's columns come from its definition in shared/product.ts. */
export interface ProductsTable extends Table<ProductColumns, ProductDefaultedColumns> {
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImagesTable {
  filename: string;
  kind: 'product' | 'category';
  content_type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  etag: string;
  created_at: Timestamp;
}

export interface ImageVariantsTable {
  filename: string;
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  bytes: Uint8Array;
  etag: string;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  search_synonyms: SearchSynonymsTable;
  search_terms: SearchTermsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  login_attempts: LoginAttemptsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  leads: LeadsTable;
  lead_items: LeadItemsTable;
  lead_photos: LeadPhotosTable;
  site_files: SiteFilesTable;
  lead_events: LeadEventsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  server_secrets: ServerSecretsTable;
  catalogue_version: CatalogueVersionTable;
  business_settings: BusinessSettingsTable;
  service_area_rules: ServiceAreaRulesTable;
  booking_slots: BookingSlotsTable;
  booking_settings: BookingSettingsTable;
  booking_closed_dates: BookingClosedDatesTable;
  booking_peak_dates: BookingPeakDatesTable;
  booking_slot_days: BookingSlotDaysTable;
  booking_days: BookingDaysTable;
  payment_settings: PaymentSettingsTable;
  payments: PaymentsTable;
  payment_states: PaymentStatesTable;
  booking_keys: BookingKeysTable;
  site_content: SiteContentTable;
  lead_quotes: LeadQuotesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
}

/** A single row (id 1) whose version moves with every change to products or categories (database triggers). */
/**
 * A page's documents the owner edits, as JSON text: one 'draft' (version moves with every save), one
 * 'published' and its predecessors as 'history' (version: the publication's number).
 */
export interface SiteContentTable {
  id: Generated<number>;
  page: string;
  state: 'draft' | 'published' | 'history';
  version: number;
  doc: string;
  saved_at: string;
  saved_by: string | null;
}

/** The business's details (one row, id 1); `version` moves with every save. */
export interface BusinessSettingsTable {
  id: number;
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  map_url: string;
  instagram_url: string;
  facebook_url: string;
  linkedin_url: string;
  /** The hours in words as last saved; the pages make them from the three columns below. */
  opening_hours: string;
  /** Comma-separated day names (Monday…Sunday) in the week's order. */
  open_days: string;
  /** "HH:MM", 24-hour. */
  opens: string;
  closes: string;
  /** The logo's stored picture (images.filename), or null. */
  logo: string | null;
  version: ColumnType<number, number | undefined, number>;
  updated_at: string | null;
  updated_by: string | null;
}

export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;

// Admin accounts, sessions and failed-login counters. Timestamps are ISO strings.
export interface AdminsTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  /** scrypt$N$r$p$salt$hash (base64url). */
  password_hash: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** 'ip': any login attempt from the address in key; 'fail': a failed login from that address. */
  kind: 'ip' | 'fail';
  /** The client address. */
  key: string;
  /** For 'fail' rows, the lower-cased username that was tried; null for 'ip' rows. */
  username_key: string | null;
  attempted_at: string;
}

// The anonymous cart. Timestamps are ISO strings written by the service.
export interface CartsTable {
  id: Generated<number>;
  /** The browser's sessId: a lowercase version-4 UUID. */
  session_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  /** 1 to 999 (checked by the database too). */
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// Leads and their history; the mail outbox; rate-limit counters. Timestamps are ISO strings.
export interface LeadsTable {
  id: Generated<number>;
  /** GUB- and 6 characters: what the visitor quotes on the phone. */
  reference: string;
  type: 'enquiry' | 'franchise' | 'order';
  status: 'new' | 'contacted' | 'quoted' | 'confirmed' | 'completed' | 'lost' | 'spam';
  name: string;
  /** 10 digits. */
  phone: string;
  email: string | null;
  enquiry_about: string | null;
  /** YYYY-MM-DD. */
  event_date: string | null;
  pincode: string | null;
  address: string | null;
  area: string | null;
  business_budget: string | null;
  notes: string | null;
  /** Order requests: whole rupees at the moment of the request. */
  total: number | null;
  lost_reason: string | null;
  source_page: string | null;
  /** Order requests booked into a setup slot: the slot and its label as it was then. */
  slot_id: number | null;
  slot_label: string | null;
  /** 1 while the lead holds a unit of its slot and date (booking_slot_days, booking_days). */
  slot_held: ColumnType<number, number | undefined, number>;
  personal_names: string | null;
  personal_age: number | null;
  personal_theme: string | null;
  personal_colours: string | null;
  /** SHA-256 (hex) of the key the customer's status page is opened with; only orders have one. */
  booking_key_hash: string | null;
  /** The venue pincode's state (postal circle) and the service area's label, as they were when requested. */
  state: string | null;
  area_label: string | null;
  /** 1 when the pincode lay outside the service area: stored, and the owner calls. */
  outside_area: ColumnType<number, number | undefined, number>;
  /** The crew the owner sends (free text). */
  crew: string | null;
  /** A peak date's surcharge in whole rupees (part of total) and its percent of the products' subtotal. */
  surcharge: ColumnType<number, number | undefined, number>;
  surcharge_percent: ColumnType<number, number | undefined, number>;
  /** The language the lead was made in ('hi': from a Hindi page): the owner's messages to the customer are in it. */
  locale: ColumnType<'en' | 'hi', 'en' | 'hi' | undefined, 'en' | 'hi'>;
  created_at: string;
  updated_at: string;
}

export interface LeadItemsTable {
  id: Generated<number>;
  lead_id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  /** Whole rupees each, as priced when the order was requested. */
  price: number;
}

/** An order's reference photo, re-encoded without metadata; one per lead. */
export interface LeadPhotosTable {
  lead_id: number;
  content_type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  etag: string;
  created_at: string;
}

/** A PDF or clip the owner uploaded for the pages, served at /files/{name}. */
export interface SiteFilesTable {
  name: string;
  content_type: string;
  size: number;
  duration_ms: number | null;
  bytes: Uint8Array;
  etag: string;
  created_at: string;
  created_by: string;
}

export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  admin_id: number | null;
  admin_username: string | null;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  lead_id: number | null;
  /** JSON. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim: others leave the row alone until then. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  /** Milliseconds since the epoch. */
  reset_at: number;
}

/** A public form's Idempotency-Key and the first answer to it (server/plugins/idempotency.ts). */
export interface IdempotencyKeysTable {
  key: string;
  /** SHA-256 (hex) of the method, path and body. */
  fingerprint: string;
  /** Null while the first request with the key is being handled. */
  status: number | null;
  /** The first answer's JSON text. */
  body: string | null;
  /** Milliseconds since the epoch. */
  created_at: number;
  expires_at: number;
}

/** Random secrets shared by every instance (the forms' signed start times). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

// Product search (db/migrations/…_product_search.ts). The full-text index itself (product_search,
// an FTS5 table or a table of tsvectors) is read with raw SQL in server/modules/search.
export interface SearchSynonymsTable {
  id: Generated<number>;
  /** One lower-case word a visitor may type … */
  word: string;
  /** … and one word the products say instead. */
  means: string;
}

/** PostgreSQL only: the words of the index, where typos are looked up (SQLite reads its fts5vocab table). */
export interface SearchTermsTable {
  term: string;
}

/** The owner's service-area rules: one pincode, a range or a prefix, covering the pincodes low..high. */
export interface ServiceAreaRulesTable {
  id: Generated<number>;
  kind: 'pincode' | 'range' | 'prefix';
  /** `560038`, `560001-560099` or `5600`; unique. */
  pattern: string;
  low: number;
  high: number;
  /** 0/1. */
  served: number;
  /** Whole rupees; 0: included. */
  delivery_charge: number;
  extra_lead_days: number;
  /** The area's label ("Bengaluru"), '' for none. */
  area: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// The booking calendar (db/migrations/…_booking_calendar.ts). Times of day are "HH:MM" India time,
// dates YYYY-MM-DD.
export interface BookingSlotsTable {
  id: Generated<number>;
  label: string;
  start_time: string;
  end_time: string;
  capacity: number;
  position: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** One row, id 1. */
export interface BookingSettingsTable {
  id: number;
  day_cap: number;
  notice_hours: number;
  cutoff_time: string;
  horizon_days: number;
  reschedule_hours: number;
  processing_percent: number;
  /** JSON: [{hoursBefore, keepPercent}]. */
  cancellation_ladder: string;
  updated_at: string;
}

export interface BookingClosedDatesTable {
  date: string;
  note: string | null;
}

export interface BookingPeakDatesTable {
  date: string;
  surcharge_percent: number;
  note: string | null;
}

/** Units held per (date, slot): moved only by conditional updates (taken < capacity, taken > 0). */
export interface BookingSlotDaysTable {
  date: string;
  slot_id: number;
  taken: ColumnType<number, number | undefined, number>;
}

/** Units held per date, against the settings' day cap. */
export interface BookingDaysTable {
  date: string;
  taken: ColumnType<number, number | undefined, number>;
}

// Payments against order leads (whole rupees), the owner's payment settings (one row, id 1) and each
// order's payment state as its ledger last left it (no row: unpaid).
export interface PaymentSettingsTable {
  id: number;
  upi_id: string | null;
  payee_name: string | null;
  advance_kind: 'percent' | 'fixed';
  advance_value: number;
  gstin: string | null;
  legal_name: string | null;
  business_state: string | null;
  default_hsn: string | null;
  default_gst_rate: number;
  updated_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  lead_id: number;
  kind: 'advance' | 'balance' | 'refund' | 'adjustment';
  method: 'upi' | 'cash' | 'bank' | 'other';
  amount: number;
  utr: string | null;
  state: 'claimed' | 'verified' | 'rejected';
  reason: string | null;
  at: string;
  by_admin_id: number | null;
  by_name: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface PaymentStatesTable {
  lead_id: number;
  state: 'unpaid' | 'advance claimed' | 'advance paid' | 'paid' | 'refund due' | 'refunded';
  cancel_kept: number | null;
}

/** Further keys to an order's status page, issued by the owner to send it again; only their SHA-256 is kept. */
export interface BookingKeysTable {
  id: Generated<number>;
  lead_id: number;
  key_hash: string;
  admin_username: string | null;
  created_at: string;
}

/** The owner's quote on an order: its discount (whole rupees) and the last India date it holds; the quoted prices are the order's lines'. */
export interface LeadQuotesTable {
  lead_id: number;
  discount: number;
  valid_until: string;
  updated_at: string;
  updated_by: string;
}

/** The last invoice number handed out per Indian financial year ('2026-27'). */
export interface InvoiceCountersTable {
  fy: string;
  last: number;
}

/** A tax invoice (or bill of supply) as issued: `document` is its JSON, never changed. */
export interface InvoicesTable {
  id: Generated<number>;
  /** GUB/2026-27/0001. */
  number: string;
  /** The order it bills; no foreign key, so deleting an old lead keeps its invoice. */
  lead_id: number;
  fy: string;
  seq: number;
  issued_at: string;
  issued_by: string;
  /** Whole rupees. */
  total: number;
  document: string;
}
