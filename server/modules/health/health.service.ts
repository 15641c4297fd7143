// Liveness and readiness of one server instance. Ready means the database answers a query within a
// few seconds and has exactly the migrations this version of the code ships: not one pending (an older
// backup restored under a running server) and none unknown (a newer instance sharing the PostgreSQL
// database has migrated it, so this one runs old code against a newer schema).
import type { Kysely } from 'kysely';
import { isDbUnavailable } from '../../../db/database.ts';
import { migrationNames, migrationState } from '../../../db/migrate.ts';
import type { Database } from '../../../db/schema.ts';
import { ping } from './health.repository.ts';

export type Readiness = { ready: true; latestMigration: string | null } | { ready: false; reason: string; detail?: string };

/** Longer than any healthy query, shorter than a load balancer's probe time-out. */
export const READY_TIMEOUT_MS = 3000;

class Timeout extends Error {}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

export class HealthService {
  readonly #db: Kysely<Database>;
  readonly #timeoutMs: number;
  // The migrations this process was started with: files arriving on disk for the next version do not
  // change what the running code expects.
  #names: Promise<string[]> | undefined;

  constructor(db: Kysely<Database>, timeoutMs = READY_TIMEOUT_MS) {
    this.#db = db;
    this.#timeoutMs = timeoutMs;
  }

  async readiness(): Promise<Readiness> {
    // A failed read of the directory is not kept: the next probe tries again.
    this.#names ??= migrationNames().catch((err: unknown) => {
      this.#names = undefined;
      throw err;
    });
    const names = await this.#names;
    try {
      await within(ping(this.#db), this.#timeoutMs);
    } catch (err) {
      return { ready: false, reason: 'database is not answering', detail: (err as Error).message };
    }
    let state;
    try {
      state = await within(migrationState(this.#db, names), this.#timeoutMs);
    } catch (err) {
      if (err instanceof Timeout || isDbUnavailable(err)) return { ready: false, reason: 'database is not answering', detail: (err as Error).message };
      return { ready: false, reason: 'database has no record of its migrations (run npm run db:migrate)', detail: (err as Error).message };
    }
    if (state.pending.length) return { ready: false, reason: `database migrations pending: ${state.pending.join(', ')}` };
    if (state.unknown.length)
      return { ready: false, reason: `database has migrations this version does not know (a newer version ran): ${state.unknown.join(', ')}` };
    return { ready: true, latestMigration: names.at(-1) ?? null };
  }
}
