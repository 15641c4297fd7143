// A customer's reference photo for an order: at most one per lead, kept as re-encoded (metadata
// stripped) and removed with its lead (erasure, retention). Its own table rather than the catalogue's
// images: those are public pictures, this is the visitor's private one, read only by the owner.
import type { Kysely } from 'kysely';
import { blob } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_photos')
    .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob(db), (c) => c.notNull())
    .addColumn('etag', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}
