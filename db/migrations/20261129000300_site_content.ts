// The documents the owner edits in the admin (the home page's sections, the info pages' rich text),
// as JSON text: per page one draft (its `version` moves with every save, so two editors cannot
// overwrite each other unseen), one published version, and the earlier published versions kept as
// history. The first published version is written at the first start, not here: a migration reads
// none of the app's content.
import { type Kysely, sql } from 'kysely';
import { idType } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('id', idType(db), (c) => c.primaryKey())
    .addColumn('page', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state IN ('draft', 'published', 'history')`))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(100)')
    .execute();
  // One draft and one live version per page; a published version number is never used twice.
  await db.schema
    .createIndex('site_content_one_draft_or_live')
    .on('site_content')
    .columns(['page', 'state'])
    .unique()
    .where(sql.ref('state'), 'in', ['draft', 'published'])
    .execute();
  await db.schema
    .createIndex('site_content_published_versions')
    .on('site_content')
    .columns(['page', 'version'])
    .unique()
    .where(sql.ref('state'), '<>', 'draft')
    .execute();
}
