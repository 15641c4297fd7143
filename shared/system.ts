// What the owner's system page shows (/admin/system, GET /api/admin/system): the facts the server
// gathers about itself, its database, backups, mail and disk.
import type { LeadStatus } from './leads.ts';
import { indiaStamp } from './dates.ts';

/**
 * The name a downloaded backup is saved under: its time in India, which the owner reads on the system
 * page ("gubbara-backup-2026-11-25-0019-india-time.db"), with the stored file's extension.
 */
export function backupDownloadName(file: string, time: string): string {
  const extension = /(?:\.[a-z0-9]+)+$/i.exec(file.replace(/^.*Z/, ''))?.[0] ?? '';
  return `gubbara-backup-${indiaStamp(time).replace(' ', '-').replace(':', '')}-india-time${extension}`;
}

/** The database the site runs on. */
export type DatabaseKind = 'sqlite' | 'postgres';

export interface Counts {
  products: number;
  categories: number;
  carts: number;
  /** Every status, 0 when none. */
  leads: Record<LeadStatus, number>;
}

export interface BackupFile {
  /** The file's name in the backup directory (never a path: downloads go by "latest", not by name). */
  file: string;
  /** When it was taken (from its name), ISO. */
  time: string;
  bytes: number;
}

export interface OutboxStats {
  queued: number;
  failed: number;
  sent: number;
  lastError: string | null;
}

export interface SystemFacts {
  app: { version: string; commit: string; node: string; startedAt: string };
  database: { kind: DatabaseKind; bytes: number; walBytes: number | null; latestMigration: string | null };
  counts: Counts;
  backups: { dir: string; automatic: boolean; keep: number | null; count: number; latest: BackupFile | null };
  mail: { enabled: boolean } & OutboxStats;
  disk: { path: string; freeBytes: number | null; totalBytes: number | null };
}
