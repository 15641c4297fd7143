// Leads: enquiries, franchise applications and order requests, with their order lines and history;
// the mail outbox (written in the same transaction as a lead, sent by a worker with retries); and the
// request counters of rate limits, kept in the database so several instances count together.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const id = (c: any) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('leads')
    .addColumn('id', pk, id)
    .addColumn('reference', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(12)', (c) => c.notNull().check(sql`type IN ('enquiry', 'franchise', 'order')`))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status IN ('new', 'contacted', 'quoted', 'confirmed', 'completed', 'lost', 'spam')`))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(10)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('enquiry_about', 'text')
    .addColumn('event_date', 'varchar(10)')
    .addColumn('pincode', 'varchar(6)')
    .addColumn('address', 'text')
    .addColumn('area', 'varchar(50)')
    .addColumn('business_budget', 'varchar(100)')
    .addColumn('notes', 'text')
    .addColumn('total', 'integer')
    .addColumn('lost_reason', 'text')
    .addColumn('source_page', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();
  await db.schema.createIndex('leads_type_status_created_idx').on('leads').columns(['type', 'status', 'created_at']).execute();

  await db.schema
    .createTable('lead_items')
    .addColumn('id', pk, id)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    // No foreign key: an order keeps its lines as requested even after the product is deleted.
    .addColumn('product_id', 'integer')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_items_lead_idx').on('lead_items').column('lead_id').execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', pk, id)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    // Kept as written, so the history still names an admin whose account was removed.
    .addColumn('admin_username', 'varchar(100)')
    .addColumn('from_status', 'varchar(12)')
    .addColumn('to_status', 'varchar(12)')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_events_lead_idx').on('lead_events').column('lead_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', pk, id)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'varchar(40)')
    .addColumn('failed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: compared and added to as numbers on both databases.
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('lead_events').execute();
  await db.schema.dropTable('lead_items').execute();
  await db.schema.dropTable('leads').execute();
}
