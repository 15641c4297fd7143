// The business_settings row (id 1): read, written once at the first start, and changed only from the
// version the editor saw.
import { type Kysely, sql } from 'kysely';
import type { BusinessSettingsTable, Database } from '../../../db/schema.ts';
import type { BusinessSettingsValues } from '../../../shared/business.ts';

type Row = Omit<BusinessSettingsTable, 'version'> & { version: number };

export function readSettings(db: Kysely<Database>): Promise<Row | undefined> {
  return db.selectFrom('business_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

function columns(v: BusinessSettingsValues) {
  return {
    name: v.name,
    phone: v.phone,
    whatsapp: v.whatsapp,
    email: v.email,
    street: v.street,
    city: v.city,
    state: v.state,
    pincode: v.pincode,
    map_url: v.mapUrl,
    instagram_url: v.instagramUrl,
    facebook_url: v.facebookUrl,
    linkedin_url: v.linkedinUrl,
    opening_hours: v.openingHours,
  };
}

export function values(row: Row): BusinessSettingsValues {
  return {
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    mapUrl: row.map_url,
    instagramUrl: row.instagram_url,
    facebookUrl: row.facebook_url,
    linkedinUrl: row.linkedin_url,
    openingHours: row.opening_hours,
  };
}

/** Writes the row unless it is there (another instance, or an earlier start, wrote it); true when written. */
export async function insertFirst(db: Kysely<Database>, v: BusinessSettingsValues): Promise<boolean> {
  const r = await db
    .insertInto('business_settings')
    .values({ id: 1, ...columns(v), version: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Saves `v` when the row is still at `version`, moving it on; false when it has moved since. */
export async function updateFrom(trx: Kysely<Database>, v: BusinessSettingsValues, version: number, by: string, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('business_settings')
    .set({ ...columns(v), version: version + 1, updated_at: now, updated_by: by })
    .where('id', '=', 1)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves the catalogue version, which every instance polls: their kept pages show the business anew. */
export async function bumpPageVersion(trx: Kysely<Database>): Promise<void> {
  await sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`.execute(trx);
}
