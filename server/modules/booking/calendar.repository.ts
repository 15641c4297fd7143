// All calendar SQL: the owner's settings, slots, closed and peak dates, and the counters that hold
// capacity. Functions take the Kysely instance (or a transaction) first.
import type { Kysely, Selectable } from 'kysely';
import type { BookingSettingsTable, BookingSlotsTable, Database } from '../../../db/schema.ts';

export type SlotRow = Selectable<BookingSlotsTable>;
export type SettingsRow = Selectable<BookingSettingsTable>;

export function settings(db: Kysely<Database>): Promise<SettingsRow> {
  return db.selectFrom('booking_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateSettings(db: Kysely<Database>, values: Partial<Omit<SettingsRow, 'id'>>): Promise<void> {
  await db.updateTable('booking_settings').set(values).where('id', '=', 1).execute();
}

export function slots(db: Kysely<Database>, activeOnly: boolean): Promise<SlotRow[]> {
  let q = db.selectFrom('booking_slots').selectAll();
  if (activeOnly) q = q.where('is_active', '=', 1);
  return q.orderBy('position').orderBy('start_time').orderBy('id').execute();
}

export function findSlot(db: Kysely<Database>, id: number): Promise<SlotRow | undefined> {
  return db.selectFrom('booking_slots').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSlot(db: Kysely<Database>, row: Omit<SlotRow, 'id'>): Promise<number> {
  const r = await db.insertInto('booking_slots').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function updateSlot(db: Kysely<Database>, id: number, values: Partial<Omit<SlotRow, 'id'>>): Promise<boolean> {
  const r = await db.updateTable('booking_slots').set(values).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function closedDates(db: Kysely<Database>, from = '0000-00-00', to = '9999-99-99') {
  return db.selectFrom('booking_closed_dates').selectAll().where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
}

export function peakDates(db: Kysely<Database>, from = '0000-00-00', to = '9999-99-99') {
  return db.selectFrom('booking_peak_dates').selectAll().where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
}

export async function putClosedDate(db: Kysely<Database>, date: string, note: string | null): Promise<void> {
  await db
    .insertInto('booking_closed_dates')
    .values({ date, note })
    .onConflict((oc) => oc.column('date').doUpdateSet({ note }))
    .execute();
}

export async function deleteClosedDate(db: Kysely<Database>, date: string): Promise<boolean> {
  const r = await db.deleteFrom('booking_closed_dates').where('date', '=', date).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function putPeakDate(db: Kysely<Database>, date: string, surchargePercent: number, note: string | null): Promise<void> {
  await db
    .insertInto('booking_peak_dates')
    .values({ date, surcharge_percent: surchargePercent, note })
    .onConflict((oc) => oc.column('date').doUpdateSet({ surcharge_percent: surchargePercent, note }))
    .execute();
}

export async function deletePeakDate(db: Kysely<Database>, date: string): Promise<boolean> {
  const r = await db.deleteFrom('booking_peak_dates').where('date', '=', date).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export function slotCounts(db: Kysely<Database>, from: string, to: string) {
  return db.selectFrom('booking_slot_days').selectAll().where('date', '>=', from).where('date', '<=', to).where('taken', '>', 0).execute();
}

export function dayCounts(db: Kysely<Database>, from: string, to: string) {
  return db.selectFrom('booking_days').selectAll().where('date', '>=', from).where('date', '<=', to).where('taken', '>', 0).execute();
}

// Capacity is held by conditional updates the database applies atomically (taken < capacity; a row is
// made first when missing): zero rows updated means full, and the caller's transaction must roll back.
// Every transaction moves slot rows before day rows, each kind in date order, so two of them never wait
// on each other's rows in opposite orders.

/** One unit of `slotId` on `date`; false when the slot is full. */
export async function takeSlot(trx: Kysely<Database>, date: string, slotId: number): Promise<boolean> {
  await trx
    .insertInto('booking_slot_days')
    .values({ date, slot_id: slotId, taken: 0 })
    .onConflict((oc) => oc.columns(['date', 'slot_id']).doNothing())
    .execute();
  const r = await trx
    .updateTable('booking_slot_days')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('date', '=', date)
    .where('slot_id', '=', slotId)
    .where((eb) => eb('taken', '<', eb.selectFrom('booking_slots').select('capacity').where('id', '=', slotId)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One unit of the day cap on `date`; false when the day is full. */
export async function takeDay(trx: Kysely<Database>, date: string): Promise<boolean> {
  await trx
    .insertInto('booking_days')
    .values({ date, taken: 0 })
    .onConflict((oc) => oc.column('date').doNothing())
    .execute();
  const r = await trx
    .updateTable('booking_days')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('date', '=', date)
    .where((eb) => eb('taken', '<', eb.selectFrom('booking_settings').select('day_cap').where('id', '=', 1)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back a unit of the slot (never below zero). */
export async function releaseSlot(trx: Kysely<Database>, date: string, slotId: number): Promise<void> {
  await trx
    .updateTable('booking_slot_days')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('date', '=', date)
    .where('slot_id', '=', slotId)
    .where('taken', '>', 0)
    .execute();
}

/** Gives back a unit of the day (never below zero). */
export async function releaseDay(trx: Kysely<Database>, date: string): Promise<void> {
  await trx
    .updateTable('booking_days')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('date', '=', date)
    .where('taken', '>', 0)
    .execute();
}
