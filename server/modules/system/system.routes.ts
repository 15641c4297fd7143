// The owner's system page API, behind the admin guard (every /api/admin/* route is):
//  GET  /api/admin/system                 -> the facts (version, database, counts, backups, mail, disk)
//  POST /api/admin/system/backup          -> 201 {status, message, backup} (at most 3 in 10 minutes)
//  GET  /api/admin/system/backup/latest   -> the newest backup file, as a download
// The download takes nothing from the client: it is always the newest file the backup directory
// holds under our own backup name, so no request can reach any other file.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatBytes } from '../../../shared/bytes.ts';
import { LEAD_STATUSES } from '../../../shared/leads.ts';
import { backupDownloadName } from '../../../shared/system.ts';
import { notFound } from '../../http-errors.ts';
import { type Assert, type Same, doneAnswer, errorAnswers, fileAnswer } from '../../response-schema.ts';
import type { BackupMade, SystemFacts } from './system.service.ts';

const TEN_MINUTES = 10 * 60 * 1000;

const int = () => z.number().int();
const backupFile = z.object({ file: z.string(), time: z.string(), bytes: int() });
const facts = z.object({
  app: z.object({ version: z.string(), commit: z.string(), node: z.string(), startedAt: z.string() }),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), bytes: int(), walBytes: int().nullable(), latestMigration: z.string().nullable() }),
  counts: z.object({
    products: int(),
    categories: int(),
    carts: int(),
    leads: z.object(Object.fromEntries(LEAD_STATUSES.map((s) => [s, int()])) as Record<(typeof LEAD_STATUSES)[number], z.ZodNumber>),
  }),
  backups: z.object({ dir: z.string(), automatic: z.boolean(), keep: int().nullable(), count: int(), latest: backupFile.nullable() }),
  mail: z.object({ enabled: z.boolean(), queued: int(), failed: int(), sent: int(), lastError: z.string().nullable() }),
  disk: z.object({ path: z.string(), freeBytes: z.number().nullable(), totalBytes: z.number().nullable() }),
});
// SystemFacts' mail is an intersection, which the identity check tells apart from the same fields written out.
type Flat<T> = { [K in keyof T]: T[K] };
export type FactsShapeIsSystemFacts = Assert<Same<z.infer<typeof facts>, { [K in keyof SystemFacts]: Flat<SystemFacts[K]> }>>;
const backupMade = backupFile.extend({ ms: z.number(), removed: int() });
export type BackupShapeIsBackupMade = Assert<Same<z.infer<typeof backupMade>, BackupMade>>;

export async function systemRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { system } = app.services;
  // The commit is noted as the server starts, not when the page is first opened.
  void system.identify();

  app.get(
    '/api/admin/system',
    { schema: { operationId: 'getSystemFacts', summary: 'The server’s facts: version, database, backups', response: { 200: facts, ...errorAnswers } } },
    async () => system.facts(),
  );

  app.post(
    '/api/admin/system/backup',
    {
      config: {
        // One counter for the whole shop, not per address: each backup is a full copy of the database
        // on the server's disk, and that cost is the same whoever presses the button.
        rateLimit: { max: 3, timeWindow: TEN_MINUTES, keyGenerator: () => 'shop' },
      },
      schema: { operationId: 'createBackup', summary: 'Back the database up now', response: { 201: doneAnswer(201, { backup: backupMade }), ...errorAnswers } },
    },
    async (req, reply) => {
      const made = await system.backupNow();
      const message = `Backup written: ${made.file} (${formatBytes(made.bytes)}) in ${(made.ms / 1000).toFixed(2)} s`;
      req.log.info({ removed: made.removed }, message);
      return reply.status(201).send({ status: 201, message, backup: made });
    },
  );

  // compress: false, because a database copy hardly shrinks and would cost CPU for nothing.
  // Bytes, not JSON: on the untyped instance, whose reply takes a stream.
  plain.get(
    '/api/admin/system/backup/latest',
    {
      compress: false,
      schema: {
        operationId: 'downloadLatestBackup',
        summary: 'Download the newest backup',
        response: { 200: fileAnswer('The newest backup file', 'application/octet-stream'), ...errorAnswers },
      },
    },
    async (_req, reply) => {
      const latest = system.latestBackup();
      if (!latest) throw notFound('There is no backup yet: press Back up now');
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(latest.file, 'r');
      } catch (err) {
        // Removed by the daily pruning between the listing and the open.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('The latest backup was just replaced: try again');
        throw err;
      }
      const { size } = await handle.stat();
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', String(size))
        .header('Content-Disposition', `attachment; filename="${backupDownloadName(path.basename(latest.file), latest.time.toISOString())}"`)
        .send(handle.createReadStream());
    },
  );
}
