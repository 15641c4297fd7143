// All payment SQL: the owner's payment settings, the ledger per order lead, each order's payment state
// and the accountant's sheet. Functions take the Kysely instance (or a transaction) first.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentSettingsTable, PaymentsTable, PaymentStatesTable } from '../../../db/schema.ts';

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;
export type NewPayment = Omit<PaymentRow, 'id' | 'decided_at' | 'decided_by'> & Partial<Pick<PaymentRow, 'decided_at' | 'decided_by'>>;

export function settings(db: Kysely<Database>): Promise<PaymentSettingsRow> {
  return db.selectFrom('payment_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function saveSettings(db: Kysely<Database>, row: Omit<PaymentSettingsRow, 'id'>): Promise<void> {
  await db.updateTable('payment_settings').set(row).where('id', '=', 1).execute();
}

export function paymentsOf(db: Kysely<Database>, leadId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('lead_id', '=', leadId).orderBy('at').orderBy('id').execute();
}

export function findPayment(db: Kysely<Database>, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function utrTaken(db: Kysely<Database>, utr: string): Promise<boolean> {
  return (await db.selectFrom('payments').select('id').where('utr', '=', utr).executeTakeFirst()) !== undefined;
}

export async function insertPayment(db: Kysely<Database>, p: NewPayment): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({ decided_at: null, decided_by: null, ...p })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Decides a claim only while it is still claimed: two owners pressing at once cannot both decide it. */
export async function decide(
  db: Kysely<Database>,
  id: number,
  v: { state: 'verified' | 'rejected'; reason: string | null; at: string; by: string },
): Promise<boolean> {
  const r = await db
    .updateTable('payments')
    .set({ state: v.state, reason: v.reason, decided_at: v.at, decided_by: v.by })
    .where('id', '=', id)
    .where('state', '=', 'claimed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function stateRow(db: Kysely<Database>, leadId: number): Promise<Selectable<PaymentStatesTable> | undefined> {
  return db.selectFrom('payment_states').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
}

/**
 * Makes sure the order has its state row and holds it until commit (PostgreSQL locks the row it
 * inserts or updates; SQLite runs one writer at a time): every change of one order's ledger is
 * decided by one transaction after another.
 */
export async function lockState(db: Kysely<Database>, leadId: number): Promise<void> {
  await db
    .insertInto('payment_states')
    .values({ lead_id: leadId, state: 'unpaid', cancel_kept: null })
    .onConflict((oc) => oc.column('lead_id').doUpdateSet((eb) => ({ state: eb.ref('payment_states.state') })))
    .execute();
}

export async function setState(db: Kysely<Database>, leadId: number, v: Pick<Selectable<PaymentStatesTable>, 'state' | 'cancel_kept'>): Promise<void> {
  await db.updateTable('payment_states').set(v).where('lead_id', '=', leadId).execute();
}

/** Every payment entered from `from` to before `until` (ISO instants), with its order's reference and customer. */
export function between(db: Kysely<Database>, from: string, until: string) {
  return db
    .selectFrom('payments')
    .innerJoin('leads', 'leads.id', 'payments.lead_id')
    .select([
      'payments.id',
      'payments.at',
      'payments.kind',
      'payments.method',
      'payments.amount',
      'payments.utr',
      'payments.state',
      'leads.reference',
      'leads.name',
    ])
    .where('payments.at', '>=', from)
    .where('payments.at', '<', until)
    .orderBy('payments.at')
    .orderBy('payments.id')
    .execute();
}
