// What the owner keeps with a booking: the venue pincode's state and area label and whether it lay
// outside the service area when requested (such a request is stored all the same), the crew sent, a
// peak date's surcharge as its own amount, and further keys to the customer's status page that the
// owner issues to send it again (the first key is only ever given to the customer). The calendar's
// settings bump the catalogue version, as products and categories do: /tandc shows the cancellation
// ladder and is a cached page.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

const BUMP = sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('state', 'varchar(40)').execute();
  await db.schema.alterTable('leads').addColumn('area_label', 'varchar(60)').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('outside_area', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('leads').addColumn('crew', 'varchar(200)').execute();
  // Whole rupees, part of `total`; the percent as it was on the day the order was requested.
  await db.schema
    .alterTable('leads')
    .addColumn('surcharge', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('surcharge_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('leads_outside_area_idx').on('leads').columns(['outside_area', 'created_at']).execute();

  const auto = !isPostgres(db);
  await db.schema
    .createTable('booking_keys')
    .addColumn('id', idType(db), (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    // SHA-256 (hex) of the key; the key itself is never stored.
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('admin_username', 'varchar(100)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_keys_lead_idx').on('booking_keys').column('lead_id').execute();

  if (isPostgres(db)) {
    await sql`CREATE TRIGGER booking_settings_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON booking_settings
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`CREATE TRIGGER ${sql.raw(`booking_settings_catalogue_version_${event}`)} AFTER ${sql.raw(event.toUpperCase())} ON booking_settings
        BEGIN ${BUMP}; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`DROP TRIGGER IF EXISTS booking_settings_catalogue_version ON booking_settings`.execute(db);
  else for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`booking_settings_catalogue_version_${event}`)}`.execute(db);
  await db.schema.dropTable('booking_keys').execute();
  await db.schema.dropIndex('leads_outside_area_idx').execute();
  for (const c of ['surcharge_percent', 'surcharge', 'crew', 'outside_area', 'area_label', 'state']) await db.schema.alterTable('leads').dropColumn(c).execute();
}
