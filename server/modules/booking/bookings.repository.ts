// The SQL of bookings as their customers and the owner's calendar read them: order leads by reference
// or by event date, and the change of a booking's slot. Functions take the Kysely instance (or a
// transaction) first.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { LeadRow } from '../leads/leads.repository.ts';

/** An order lead that has a status page (a key), by its reference. */
export function findByReference(db: Kysely<Database>, reference: string): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('reference', '=', reference)
    .where('type', '=', 'order')
    .where('booking_key_hash', 'is not', null)
    .executeTakeFirst();
}

/**
 * Marks the lead changed while it is still `status`, which makes this transaction the one that holds
 * its row until commit (PostgreSQL locks it; SQLite runs one writer at a time). False when it moved.
 */
export async function claim(db: Kysely<Database>, id: number, status: LeadRow['status'], now: string): Promise<boolean> {
  const r = await db.updateTable('leads').set({ updated_at: now }).where('id', '=', id).where('status', '=', status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setSlot(db: Kysely<Database>, id: number, v: { date: string; slotId: number; label: string; held: number }, now: string): Promise<void> {
  await db
    .updateTable('leads')
    .set({ event_date: v.date, slot_id: v.slotId, slot_label: v.label, slot_held: v.held, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function cancel(db: Kysely<Database>, id: number, from: LeadRow['status'], reason: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('leads')
    .set({ status: 'lost', lost_reason: reason, slot_held: 0, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Order leads with an event date from `from` to `to`, neither cancelled nor spam, by date and slot. */
export function ordersBetween(db: Kysely<Database>, from: string, to: string): Promise<LeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('type', '=', 'order')
    .where('event_date', '>=', from)
    .where('event_date', '<=', to)
    .where('status', 'not in', ['lost', 'spam'])
    .orderBy('event_date')
    .orderBy('slot_id')
    .orderBy('id')
    .execute();
}
