// All lead SQL. Functions take the Kysely instance (or a transaction) first.
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LeadEventsTable, LeadItemsTable, LeadPhotosTable, LeadsTable } from '../../../db/schema.ts';
import type { LeadListQuery, LeadStatus, LeadType } from '../../../shared/leads.ts';

export type LeadRow = Selectable<LeadsTable>;
export type LeadItemRow = Selectable<LeadItemsTable>;
export type LeadEventRow = Selectable<LeadEventsTable>;
/** The columns only some kinds of lead fill (an enquiry has no address, a franchise no event date). */
const SOMETIMES_FILLED = [
  'email',
  'enquiry_about',
  'event_date',
  'pincode',
  'address',
  'area',
  'business_budget',
  'notes',
  'lost_reason',
  'source_page',
  'slot_id',
  'slot_label',
  'personal_names',
  'personal_age',
  'personal_theme',
  'personal_colours',
  'booking_key_hash',
  'state',
  'area_label',
  'crew',
] as const;
type SometimesFilled = (typeof SOMETIMES_FILLED)[number];
/** Columns with a default of 0. */
type Defaulted = 'slot_held' | 'outside_area' | 'surcharge' | 'surcharge_percent';
export type NewLead = Omit<LeadRow, 'id' | Defaulted | SometimesFilled> & Partial<Pick<LeadRow, Defaulted | SometimesFilled>>;

/** Writes a lead; a column it leaves out of SOMETIMES_FILLED is stored as null. */
export async function insertLead(db: Kysely<Database>, lead: NewLead): Promise<number> {
  const empty = Object.fromEntries(SOMETIMES_FILLED.map((c) => [c, null])) as Record<SometimesFilled, null>;
  const row = await db
    .insertInto('leads')
    .values({ ...empty, ...lead })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertItems(db: Kysely<Database>, leadId: number, items: Omit<LeadItemRow, 'id' | 'lead_id'>[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('lead_items')
    .values(items.map((i) => ({ ...i, lead_id: leadId })))
    .execute();
}

function filtered(db: Kysely<Database>, q: Pick<LeadListQuery, 'type' | 'status' | 'q' | 'outsideArea'> & { payment?: LeadListQuery['payment'] }) {
  let query = db.selectFrom('leads');
  // An order without a payment_states row is unpaid; only orders have a payment state.
  if (q.payment === 'unpaid') {
    query = query.where('type', '=', 'order').where('id', 'not in', (eb) => eb.selectFrom('payment_states').select('lead_id').where('state', '<>', 'unpaid'));
  } else if (q.payment) {
    const state = q.payment;
    query = query.where('id', 'in', (eb) => eb.selectFrom('payment_states').select('lead_id').where('state', '=', state));
  }
  if (q.type) query = query.where('type', 'in', q.type);
  if (q.outsideArea) query = query.where('outside_area', '=', 1);
  // Spam is kept (a honeypot can be wrong) but out of sight unless asked for.
  query = q.status ? query.where('status', '=', q.status) : query.where('status', '<>', 'spam');
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.q.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${like} ESCAPE '\\'`),
        eb(sql`lower(reference)`, 'like', sql`${like} ESCAPE '\\'`),
        ...(digits.length >= 3 ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export async function listLeads(db: Kysely<Database>, q: LeadListQuery): Promise<{ total: number; rows: LeadRow[] }> {
  const [count, rows] = await Promise.all([
    filtered(db, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, q).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Every lead matching the filters, newest first, for the CSV export. */
export function allLeads(db: Kysely<Database>, q: Pick<LeadListQuery, 'type' | 'status' | 'outsideArea'>): Promise<LeadRow[]> {
  return filtered(db, q).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function itemsOfLeads(db: Kysely<Database>, leadIds: number[]): Promise<LeadItemRow[]> {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lead_items').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute();
}

/**
 * The notes the owner wrote on these leads (with a status change or alone), oldest first; in slices of
 * ids, so an export of every lead stays within the databases' limit on a statement's parameters.
 */
export async function ownerNotesOfLeads(db: Kysely<Database>, leadIds: number[]): Promise<{ lead_id: number; to_status: string | null; note: string }[]> {
  const out: { lead_id: number; to_status: string | null; note: string }[] = [];
  for (let i = 0; i < leadIds.length; i += 1000) {
    const rows = await db
      .selectFrom('lead_events')
      .select(['lead_id', 'to_status', 'note'])
      .where('lead_id', 'in', leadIds.slice(i, i + 1000))
      .where('admin_id', 'is not', null)
      .where('note', 'is not', null)
      .orderBy('id')
      .execute();
    for (const r of rows) if (r.note) out.push({ lead_id: r.lead_id, to_status: r.to_status, note: r.note });
  }
  return out;
}

export function findLead(db: Kysely<Database>, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export function eventsOf(db: Kysely<Database>, leadId: number): Promise<LeadEventRow[]> {
  return db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

export async function insertEvent(db: Kysely<Database>, event: Omit<LeadEventRow, 'id'>): Promise<void> {
  await db.insertInto('lead_events').values(event).execute();
}

/** An admin's note in a lead's history that changes no status (a payment, a quote, an invoice). */
export function insertNoteEvent(db: Kysely<Database>, leadId: number, admin: { id: number; username: string }, note: string, at: string): Promise<void> {
  return insertEvent(db, { lead_id: leadId, admin_id: admin.id, admin_username: admin.username, from_status: null, to_status: null, note, created_at: at });
}

/**
 * Moves a lead from `from` to `to` only if it is still in `from`: two admins pressing buttons at once
 * cannot both succeed from the same state. Returns false when the lead was no longer in `from`.
 */
export async function setStatus(db: Kysely<Database>, id: number, from: LeadStatus, to: LeadStatus, lostReason: string | null, now: string): Promise<boolean> {
  const r = await db
    .updateTable('leads')
    .set({ status: to, lost_reason: lostReason, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether the lead holds a unit of its slot's capacity (1) or not (0). */
export async function setSlotHeld(db: Kysely<Database>, id: number, held: 0 | 1): Promise<void> {
  await db.updateTable('leads').set({ slot_held: held }).where('id', '=', id).execute();
}

export async function setCrew(db: Kysely<Database>, id: number, crew: string | null, now: string): Promise<void> {
  await db.updateTable('leads').set({ crew, updated_at: now }).where('id', '=', id).execute();
}

/** Another key to the order's status page (its SHA-256), issued by `admin`. */
export async function insertBookingKey(db: Kysely<Database>, leadId: number, keyHash: string, admin: string, now: string): Promise<void> {
  await db.insertInto('booking_keys').values({ lead_id: leadId, key_hash: keyHash, admin_username: admin, created_at: now }).execute();
}

export async function bookingKeyHashes(db: Kysely<Database>, leadId: number): Promise<string[]> {
  const rows = await db.selectFrom('booking_keys').select('key_hash').where('lead_id', '=', leadId).orderBy('id').execute();
  return rows.map((r) => r.key_hash);
}

export async function touchLead(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('leads').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function deleteLead(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('leads').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Leads received before `before` go, with their lines, history and mail (cascade). */
export async function deleteLeadsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const r = await db.deleteFrom('leads').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function countNewByType(db: Kysely<Database>): Promise<{ type: LeadType; n: number }[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'new')
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, n: Number(r.n) }));
}

export async function createdSince(db: Kysely<Database>, since: string): Promise<string[]> {
  const rows = await db.selectFrom('leads').select('created_at').where('created_at', '>=', since).where('status', '<>', 'spam').execute();
  return rows.map((r) => r.created_at);
}

// ---- an order's add-ons and reference photo ----

/** Of `ids`, the products of the active category keyed `categoryKey` (the Add-ons), with their price now. */
export function addOnProducts(db: Kysely<Database>, categoryKey: string, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.title', 'p.price'])
    .where('c.slug_key', '=', categoryKey)
    .where('c.is_active', '=', 1)
    .where('p.id', 'in', ids)
    .execute();
}

export async function insertPhoto(db: Kysely<Database>, photo: Insertable<LeadPhotosTable>): Promise<void> {
  await db.insertInto('lead_photos').values(photo).execute();
}

export function findPhoto(db: Kysely<Database>, leadId: number) {
  return db.selectFrom('lead_photos').select(['bytes', 'content_type', 'etag']).where('lead_id', '=', leadId).executeTakeFirst();
}

/** Which of these leads have a reference photo. */
export async function leadsWithPhoto(db: Kysely<Database>, leadIds: readonly number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db.selectFrom('lead_photos').select('lead_id').where('lead_id', 'in', leadIds).execute();
  return new Set(rows.map((r) => r.lead_id));
}
