// One row counting changes to the catalogue (products and categories). Every server instance keeps
// rendered pages and catalogue answers in memory and polls this row: when it moves, the memory is
// dropped. Triggers bump it in the same transaction as the change itself, so every writer counts
// (the admin calls, a bulk import, an operator's hand-written SQL), not only the code that remembers to.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

const TABLES = ['products', 'categories'] as const;
const BUMP = sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();

  if (isPostgres(db)) {
    // One bump per statement: a bulk update is one change.
    await sql`CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${BUMP};
        RETURN NULL;
      END
    $$`.execute(db);
    for (const table of TABLES) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only: one bump per row changed, which is as good (the number only has to move).
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version_${event}`)} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
        BEGIN ${BUMP}; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_catalogue_version`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS catalogue_version_bump()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_catalogue_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
