import type { Insertable, Kysely } from 'kysely';
import type { Database, SiteFilesTable } from '../../../db/schema.ts';

export async function insertSiteFile(db: Kysely<Database>, file: Insertable<SiteFilesTable>): Promise<void> {
  await db.insertInto('site_files').values(file).execute();
}

export function findSiteFile(db: Kysely<Database>, name: string) {
  return db.selectFrom('site_files').select(['content_type', 'size', 'bytes', 'etag']).where('name', '=', name).executeTakeFirst();
}
