// Files the owner uploads for the pages, other than pictures: a PDF that replaces one of Our Work's
// generated catalogues, and the video carousel's and headline's MP4 or WebM clips. Kept in the
// database as pictures are, so backups and a second instance have them; served at /files/{name}.
import type { Kysely } from 'kysely';
import { blob } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_files')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // A clip's length in milliseconds, read from the file; null for a PDF.
    .addColumn('duration_ms', 'integer')
    .addColumn('bytes', blob(db), (c) => c.notNull())
    .addColumn('etag', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(100)', (c) => c.notNull())
    .execute();
}
