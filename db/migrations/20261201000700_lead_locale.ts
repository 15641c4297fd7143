// The language a lead was made in: 'hi' for one sent from a Hindi page (under /hi) or through the API
// marked Hindi, 'en' otherwise. The owner's messages to the customer (the greeting, the booking's
// confirmation with its link, the reminder, "on the way") are written in it; every lead made before
// this came from an English page, so existing rows take the default.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('locale', 'varchar(2)', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale IN ('en', 'hi')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('locale').execute();
}
