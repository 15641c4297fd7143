// GST quotes and tax invoices. Each product may name its own HSN/SAC code and GST rate (empty: the
// shop's defaults from the payment settings). An order may carry the owner's quote: its lines'
// prices are written onto the order itself, and the discount and validity are kept here. A tax
// invoice is stored whole, as issued (its lines, taxes and totals as JSON), so it prints the same for
// ever whatever later happens to the products, the settings or the order; its number comes from one
// counter row per Indian financial year, moved by an atomic increment in the transaction that stores
// the invoice. An invoice names its order by id without a foreign key: deleting an old lead must not
// take an issued invoice with it.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const id = (c: any) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .alterTable('products')
    .addColumn('hsn', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('products').addColumn('gstrate', 'integer').execute();

  await db.schema
    .createTable('lead_quotes')
    .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0`))
    // YYYY-MM-DD, India's date: the last day the quoted prices hold.
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(100)', (c) => c.notNull())
    .execute();

  // One row per financial year ('2026-27'): the last number handed out.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('fy', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull().check(sql`last > 0`))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', pk, id)
    .addColumn('number', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('lead_id', 'integer', (c) => c.notNull().unique())
    .addColumn('fy', 'varchar(7)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('issued_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // The document as issued (shared/tax-document.ts), JSON.
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_fy_seq_unique', ['fy', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['invoices', 'invoice_counters', 'lead_quotes']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('products').dropColumn('gstrate').execute();
  await db.schema.alterTable('products').dropColumn('hsn').execute();
}
