// The business_settings row (id 1): read, written once at the first start, and changed only from the
// version the editor saw.
import { type Kysely, sql } from 'kysely';
import type { BusinessSettingsTable, Database } from '../../../db/schema.ts';
import { type BusinessSettingsValues, DAYS_OF_WEEK, type DayOfWeek, formatOpeningHours } from '../../../shared/business.ts';

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
    // Kept beside the values it is made from, so the row reads true on its own (a backup, a report).
    opening_hours: formatOpeningHours(v),
    open_days: v.openDays.join(','),
    opens: v.opens,
    closes: v.closes,
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
    openDays: row.open_days.split(',').filter((d): d is DayOfWeek => (DAYS_OF_WEEK as readonly string[]).includes(d)),
    opens: row.opens,
    closes: row.closes,
  };
}

/** Sets the logo (a stored picture's name, or null) and moves the version; the name it replaced, or undefined when the row is missing. */
export async function setLogo(trx: Kysely<Database>, logo: string | null, by: string, now: string): Promise<{ previous: string | null } | undefined> {
  // The update comes first: it holds the row (PostgreSQL's row lock, SQLite's one writer) until the
  // transaction ends, so of two uploads at once the second reads the first's logo as the one it replaces.
  const moved = await trx
    .updateTable('business_settings')
    .set({ version: sql<number>`version + 1`, updated_at: now, updated_by: by })
    .where('id', '=', 1)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return undefined;
  const row = await trx.selectFrom('business_settings').select('logo').where('id', '=', 1).executeTakeFirstOrThrow();
  await trx.updateTable('business_settings').set({ logo }).where('id', '=', 1).execute();
  await bumpPageVersion(trx);
  return { previous: row.logo };
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
