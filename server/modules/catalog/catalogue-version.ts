// The catalogue's version as this server instance last read it. Database triggers move the
// catalogue_version row with every change to products or categories (db/migrations/…_catalogue_version);
// each instance polls the row every second and tells its listeners (the page and catalogue caches)
// when it moved, so an edit made through another instance is served everywhere within two seconds. An
// edit made through this instance is announced at once by the admin service (changed()).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { readCatalogueVersion } from './catalog.repository.ts';

export type CatalogueListener = () => void;

export class CatalogueVersion {
  readonly #db: Kysely<Database>;
  readonly #listeners = new Set<CatalogueListener>();
  #current: number | undefined;
  /** Reads run one after another, so a slow earlier read never overwrites a later one. */
  #queue: Promise<unknown> = Promise.resolve();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The version last read; undefined before the first read. */
  get current(): number | undefined {
    return this.#current;
  }

  /** Calls `listener` whenever the catalogue may have changed; returns the way to stop. */
  onChange(listener: CatalogueListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Reads the row; when it moved since the last read, tells the listeners. Resolves true on a move. */
  refresh(): Promise<boolean> {
    const read = this.#queue.then(async () => {
      const version = await readCatalogueVersion(this.#db);
      if (version === this.#current) return false;
      this.#current = version;
      this.#notify();
      return true;
    });
    this.#queue = read.catch(() => undefined);
    return read;
  }

  /**
   * This instance has just changed the catalogue: its listeners drop what they hold now, even if the
   * row cannot be read at this moment (the next poll that succeeds records the new version).
   */
  async changed(): Promise<void> {
    const moved = await this.refresh().catch(() => false);
    if (!moved) this.#notify();
  }

  /**
   * Reads the version once (before the server takes requests, so nothing kept is dropped by that first
   * read), then polls every `intervalMs`; a failed read is reported once per run of failures, then retried.
   */
  async start(intervalMs: number, report: { failed(err: Error): void; recovered(): void }): Promise<void> {
    if (this.#timer) return;
    let failing = false;
    let busy = false;
    const poll = async () => {
      if (busy) return;
      busy = true;
      try {
        await this.refresh();
        if (failing) report.recovered();
        failing = false;
      } catch (err) {
        if (!failing) report.failed(err as Error);
        failing = true;
      } finally {
        busy = false;
      }
    };
    this.#timer = setInterval(() => void poll(), intervalMs);
    this.#timer.unref();
    await poll();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#queue;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
