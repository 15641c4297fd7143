// The thread an uploaded sheet is read on (readSheet in spreadsheet.ts): parsing a file of the upload's
// size takes whole seconds of CPU, which on the server's thread would hold every other visitor.
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from './http-errors.ts';
import { type SheetSpec, parseSheet } from './spreadsheet.ts';

const { bytes, spec } = workerData as { bytes: Uint8Array; spec: SheetSpec<string> };
try {
  parentPort!.postMessage({ ok: true, sheet: await parseSheet(bytes, spec) });
} catch (err) {
  parentPort!.postMessage(
    err instanceof HttpError
      ? { ok: false, status: err.statusCode, message: err.message }
      : { ok: false, status: 500, message: String((err as Error)?.message ?? err) },
  );
}
