// Money taken against orders, without a gateway: the owner's payment settings (UPI ID, advance, GST
// details), the ledger of payments per order lead (a customer's UPI claim, the owner's cash, bank and
// refund entries) and each order's payment state as the ledger last left it, kept beside the lead so
// the inbox can filter by it. Amounts are whole rupees, as every price in the shop.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const id = (c: any) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey());

  // One row (id 1).
  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('upi_id', 'varchar(100)')
    .addColumn('payee_name', 'varchar(100)')
    // 'percent' of the order's total, or a 'fixed' number of rupees.
    .addColumn('advance_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('advance_value', 'integer', (c) => c.notNull().check(sql`advance_value >= 0`))
    .addColumn('gstin', 'varchar(15)')
    .addColumn('legal_name', 'varchar(200)')
    .addColumn('business_state', 'varchar(60)')
    .addColumn('default_hsn', 'varchar(8)')
    .addColumn('default_gst_rate', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('payment_settings')
    .values({ id: 1, advance_kind: 'percent', advance_value: 30, default_gst_rate: 18, updated_at: new Date().toISOString() })
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', pk, id)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    // advance | balance | refund | adjustment
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    // upi | cash | bank | other
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // The 12-digit UPI reference; one payment per UTR across the whole shop.
    .addColumn('utr', 'varchar(12)', (c) => c.unique())
    // claimed | verified | rejected
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('at', 'varchar(40)', (c) => c.notNull())
    // Who entered it: an admin's id and name, or null and 'customer' for a claim from the booking page.
    .addColumn('by_admin_id', 'integer')
    .addColumn('by_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('decided_by', 'varchar(100)')
    .execute();
  await db.schema.createIndex('payments_lead_idx').on('payments').column('lead_id').execute();
  await db.schema.createIndex('payments_at_idx').on('payments').column('at').execute();

  // An order with no row here is unpaid.
  await db.schema
    .createTable('payment_states')
    .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    // What the cancellation policy kept when the customer cancelled; the rest of what was paid is due back.
    .addColumn('cancel_kept', 'integer')
    .execute();
  await db.schema.createIndex('payment_states_state_idx').on('payment_states').column('state').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['payment_states', 'payments', 'payment_settings']) await db.schema.dropTable(t).execute();
}
