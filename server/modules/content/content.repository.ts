// The site_content rows: per page one draft, one published version and up to CONTENT_HISTORY_KEPT
// earlier published ones ('history'), each document as JSON text.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database>;

export interface ContentRow {
  version: number;
  doc: string;
  saved_at: string;
  saved_by: string | null;
}

const COLUMNS = ['version', 'doc', 'saved_at', 'saved_by'] as const;

export function readDraft(db: Db, page: string): Promise<ContentRow | undefined> {
  return db.selectFrom('site_content').select(COLUMNS).where('page', '=', page).where('state', '=', 'draft').executeTakeFirst();
}

export function readPublished(db: Db, page: string): Promise<ContentRow | undefined> {
  return db.selectFrom('site_content').select(COLUMNS).where('page', '=', page).where('state', '=', 'published').executeTakeFirst();
}

/** A published version, live or kept in the history. */
export function readVersion(db: Db, page: string, version: number): Promise<ContentRow | undefined> {
  return db
    .selectFrom('site_content')
    .select(COLUMNS)
    .where('page', '=', page)
    .where('state', '<>', 'draft')
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The live version and the history, newest first, without their documents. */
export function listPublished(db: Db, page: string) {
  return db
    .selectFrom('site_content')
    .select(['version', 'saved_at', 'saved_by', 'state'])
    .where('page', '=', page)
    .where('state', '<>', 'draft')
    .orderBy('version', 'desc')
    .execute();
}

/**
 * Writes a page's first published version and its draft (the same document), unless another start
 * already did; true when written.
 */
export async function insertFirst(db: Db, page: string, doc: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('site_content')
      .values({ page, state: 'published', version: 1, doc, saved_at: now, saved_by: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('site_content')
      .values({ page, state: 'draft', version: 1, doc, saved_at: now, saved_by: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/** Saves the draft when it is still at `version`, moving it on; false when it has moved since. */
export async function updateDraftFrom(db: Db, page: string, version: number, doc: string, by: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('site_content')
    .set({ doc, version: version + 1, saved_at: now, saved_by: by })
    .where('page', '=', page)
    .where('state', '=', 'draft')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces the draft whatever its version (a restore), moving its version on. */
export async function replaceDraft(db: Db, page: string, doc: string, by: string, now: string): Promise<void> {
  await db
    .updateTable('site_content')
    .set((eb) => ({ doc, version: eb('version', '+', 1), saved_at: now, saved_by: by }))
    .where('page', '=', page)
    .where('state', '=', 'draft')
    .execute();
}

/**
 * Makes the draft the live version, in the caller's transaction: the draft row is locked first (an
 * update), so two publishes of one page run one after the other; the live version becomes history
 * and only the newest `keep` of those stay. Returns the new version's number.
 */
export async function publishDraft(trx: Db, page: string, by: string, now: string, keep: number): Promise<number> {
  await trx.updateTable('site_content').set((eb) => ({ version: eb.ref('version') })).where('page', '=', page).where('state', '=', 'draft').execute();
  const draft = await readDraft(trx, page);
  const live = await readPublished(trx, page);
  if (!draft || !live) throw new Error(`content page ${page} has no draft or no published version`);
  const version = live.version + 1;
  await trx.updateTable('site_content').set({ state: 'history' }).where('page', '=', page).where('state', '=', 'published').execute();
  await trx.insertInto('site_content').values({ page, state: 'published', version, doc: draft.doc, saved_at: now, saved_by: by }).execute();
  await trx
    .deleteFrom('site_content')
    .where('page', '=', page)
    .where('state', '=', 'history')
    .where('version', '<', version - keep)
    .execute();
  return version;
}
