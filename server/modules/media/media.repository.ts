// All image SQL. Functions take the Kysely instance (or a transaction) first.
import type { Insertable, Kysely } from 'kysely';
import type { Database, ImagesTable, ImageVariantsTable } from '../../../db/schema.ts';

type ImageKind = ImagesTable['kind'];

export async function insertImage(db: Kysely<Database>, image: Insertable<ImagesTable>): Promise<void> {
  await db.insertInto('images').values(image).execute();
}

/** A stored original of that kind: its bytes and what serving or copying it needs. */
export function findImage(db: Kysely<Database>, filename: string, kind: ImageKind) {
  return db
    .selectFrom('images')
    .select(['bytes', 'content_type', 'etag', 'width', 'height'])
    .where('filename', '=', filename)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The image and its variants; the variants first, as they refer to it. Two statements: run in a transaction. */
export async function deleteImage(db: Kysely<Database>, filename: string): Promise<void> {
  await db.deleteFrom('image_variants').where('filename', '=', filename).execute();
  await db.deleteFrom('images').where('filename', '=', filename).execute();
}

export function findVariant(db: Kysely<Database>, filename: string, kind: ImageKind, format: ImageVariantsTable['format'], width: number) {
  return db
    .selectFrom('image_variants as v')
    .innerJoin('images as i', 'i.filename', 'v.filename')
    .select(['v.bytes', 'v.etag'])
    .where('v.filename', '=', filename)
    .where('i.kind', '=', kind)
    .where('v.format', '=', format)
    .where('v.width', '=', width)
    .executeTakeFirst();
}

/** Stores a variant; one made at the same moment by another request or instance wins quietly. */
export async function insertVariant(db: Kysely<Database>, variant: ImageVariantsTable): Promise<void> {
  await db
    .insertInto('image_variants')
    .values(variant)
    .onConflict((oc) => oc.columns(['filename', 'format', 'width']).doNothing())
    .execute();
}
