// The owner's system page API, behind the admin guard (every /api/admin/* route is):
//  GET  /api/admin/system                 -> the facts (version, database, counts, backups, mail, disk)
//  POST /api/admin/system/backup          -> 201 {status, message, backup} (at most 3 in 10 minutes)
//  GET  /api/admin/system/backup/latest   -> the newest backup file, as a download
// The download takes nothing from the client: it is always the newest file the backup directory
// holds under our own backup name, so no request can reach any other file.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formatBytes } from '../../../shared/bytes.ts';
import { notFound } from '../../http-errors.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { system } = app.services;
  // The commit is noted as the server starts, not when the page is first opened.
  void system.identify();

  app.get('/api/admin/system', async () => system.facts());

  app.post(
    '/api/admin/system/backup',
    {
      config: {
        // One counter for the whole shop, not per address: each backup is a full copy of the database
        // on the server's disk, and that cost is the same whoever presses the button.
        rateLimit: { max: 3, timeWindow: TEN_MINUTES, keyGenerator: () => 'shop' },
      },
    },
    async (req, reply) => {
      const made = await system.backupNow();
      const message = `Backup written: ${made.file} (${formatBytes(made.bytes)}) in ${(made.ms / 1000).toFixed(2)} s`;
      req.log.info({ removed: made.removed }, message);
      return reply.status(201).send({ status: 201, message, backup: made });
    },
  );

  // compress: false, because a database copy hardly shrinks and would cost CPU for nothing.
  app.get('/api/admin/system/backup/latest', { compress: false }, async (_req, reply) => {
    const file = system.latestBackupPath();
    if (!file) throw notFound('There is no backup yet: press Back up now');
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (err) {
      // Removed by the daily pruning between the listing and the open.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('The latest backup was just replaced: try again');
      throw err;
    }
    const { size } = await handle.stat();
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', String(size))
      .header('Content-Disposition', `attachment; filename="${path.basename(file)}"`)
      .send(handle.createReadStream());
  });
}
