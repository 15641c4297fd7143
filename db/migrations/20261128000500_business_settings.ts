// The business's details the owner edits at /admin/settings: one row (id 1), with a version that every
// save moves, so two people editing at once cannot overwrite each other unseen. The row is written at
// the first start from the BUSINESS_* environment variables, not here: a migration reads no settings.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const text = (n: number) => `varchar(${n})` as const;
  await db.schema
    .createTable('business_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('name', text(100), (c) => c.notNull())
    .addColumn('phone', text(10), (c) => c.notNull())
    .addColumn('whatsapp', text(10), (c) => c.notNull())
    .addColumn('email', text(254), (c) => c.notNull())
    .addColumn('street', text(200), (c) => c.notNull())
    .addColumn('city', text(60), (c) => c.notNull())
    .addColumn('state', text(60), (c) => c.notNull())
    .addColumn('pincode', text(6), (c) => c.notNull())
    .addColumn('map_url', text(500), (c) => c.notNull())
    .addColumn('instagram_url', text(500), (c) => c.notNull())
    .addColumn('facebook_url', text(500), (c) => c.notNull())
    .addColumn('linkedin_url', text(500), (c) => c.notNull())
    .addColumn('opening_hours', text(200), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', text(40))
    .addColumn('updated_by', text(100))
    .execute();
}
