// Runs one SQLite backup off the main thread: VACUUM INTO and the integrity check of the copy are
// synchronous and take seconds on a large database, which would stall every request of the server.
import { parentPort, workerData } from 'node:worker_threads';
import { inspectSqlite, vacuumInto } from './sqlite-files.ts';

const { source, target } = workerData as { source: string; target: string };
try {
  vacuumInto(source, target);
  parentPort!.postMessage({ ok: true, info: inspectSqlite(target) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: (err as Error).message });
}
