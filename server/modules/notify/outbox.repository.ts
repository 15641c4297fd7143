// All outbox SQL. A row is claimed by one worker at a time (locked_until), so two instances sharing a
// database never send the same mail twice at once.
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../../db/schema.ts';
import type { OutboxStats } from '../../../shared/system.ts';
import { cutText } from '../../../shared/text.ts';

export type { OutboxStats };

export type OutboxRow = Selectable<OutboxTable>;

export async function enqueue(db: Kysely<Database>, row: { kind: string; lead_id: number | null; payload: string; now: string }): Promise<void> {
  await db.insertInto('outbox').values({ kind: row.kind, lead_id: row.lead_id, payload: row.payload, next_attempt_at: row.now, created_at: row.now }).execute();
}

/** Ids of rows due for sending and not claimed by another worker. */
export async function dueIds(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Claims a row until `until`; undefined when another worker claimed it first. */
export async function claim(db: Kysely<Database>, id: number, now: string, until: string): Promise<OutboxRow | undefined> {
  const r = await db
    .updateTable('outbox')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markFailedAttempt(
  db: Kysely<Database>,
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: string,
  giveUpAt: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ attempts, last_error: cutText(error, 1000), next_attempt_at: nextAttemptAt, locked_until: null, failed_at: giveUpAt })
    .where('id', '=', id)
    .execute();
}

export async function stats(db: Kysely<Database>): Promise<OutboxStats> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .count<number>(
          eb
            .case()
            .when(eb.and([eb('sent_at', 'is', null), eb('failed_at', 'is', null)]))
            .then(1)
            .end(),
        )
        .as('queued'),
      eb.fn.count<number>('failed_at').as('failed'),
      eb.fn.count<number>('sent_at').as('sent'),
    ])
    .executeTakeFirstOrThrow();
  const last = await db.selectFrom('outbox').select('last_error').where('last_error', 'is not', null).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return { queued: Number(rows.queued), failed: Number(rows.failed), sent: Number(rows.sent), lastError: last?.last_error ?? null };
}

/** Sent mail older than `before` is forgotten. */
export async function deleteSentBefore(db: Kysely<Database>, before: string): Promise<number> {
  const r = await db.deleteFrom('outbox').where('sent_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
