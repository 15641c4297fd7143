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
] as const;
type SometimesFilled = (typeof SOMETIMES_FILLED)[number];
export type NewLead = Omit<LeadRow, 'id' | 'slot_held' | SometimesFilled> & Partial<Pick<LeadRow, 'slot_held' | SometimesFilled>>;

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

function filtered(db: Kysely<Database>, q: Pick<LeadListQuery, 'type' | 'status' | 'q'>) {
  let query = db.selectFrom('leads');
  if (q.type) query = query.where('type', 'in', q.type);
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
export function allLeads(db: Kysely<Database>, q: Pick<LeadListQuery, 'type' | 'status'>): Promise<LeadRow[]> {
  return filtered(db, q).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function itemsOfLeads(db: Kysely<Database>, leadIds: number[]): Promise<LeadItemRow[]> {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lead_items').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute();
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
