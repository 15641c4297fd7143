// All SQL of quotes and invoices: the tax facts of an order's products, the owner's quote, the invoice
// counters and the invoices as issued. Functions take the Kysely instance (or a transaction) first.
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable, LeadQuotesTable } from '../../../db/schema.ts';

export type InvoiceRow = Selectable<InvoicesTable>;
export type QuoteRow = Selectable<LeadQuotesTable>;

/** The HSN/SAC code and GST rate of each product still in the catalogue, by id. */
export async function productTax(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, { hsn: string; gstrate: number | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'hsn', 'gstrate'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { hsn: r.hsn, gstrate: r.gstrate }]));
}

export function quoteOf(db: Kysely<Database>, leadId: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('lead_quotes').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
}

export async function saveQuote(db: Kysely<Database>, row: QuoteRow): Promise<void> {
  const { lead_id: _id, ...rest } = row;
  await db
    .insertInto('lead_quotes')
    .values(row)
    .onConflict((oc) => oc.column('lead_id').doUpdateSet(rest))
    .execute();
}

export async function setItemPrice(db: Kysely<Database>, leadId: number, itemId: number, price: number): Promise<void> {
  await db.updateTable('lead_items').set({ price }).where('id', '=', itemId).where('lead_id', '=', leadId).execute();
}

export async function setLeadTotal(db: Kysely<Database>, leadId: number, total: number, now: string): Promise<void> {
  await db.updateTable('leads').set({ total, updated_at: now }).where('id', '=', leadId).execute();
}

/**
 * The year's next number: one statement that creates the year's counter at 1 or adds one to it. The
 * row stays locked (PostgreSQL) or the database's one writer held (SQLite) until the transaction ends,
 * so a second issue waits and reads the first's number; a transaction that fails after it rolls the
 * counter back, so no number is skipped.
 */
export async function nextNumber(db: Kysely<Database>, fy: string): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ fy, last: 1 })
    .onConflict((oc) => oc.column('fy').doUpdateSet((eb) => ({ last: eb(eb.ref('invoice_counters.last'), '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export async function insertInvoice(db: Kysely<Database>, row: Omit<InvoiceRow, 'id'>): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

export function invoiceOfLead(db: Kysely<Database>, leadId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
}

export function invoiceByNumber(db: Kysely<Database>, number: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirst();
}
