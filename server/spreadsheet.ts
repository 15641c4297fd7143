// The spreadsheets the owner downloads and uploads (the inbox, the product list, the service area). Files are
// UTF-8 with a byte-order mark, so Excel shows ₹ and Hindi. A spreadsheet runs a cell beginning with
// = + - @, a tab or a carriage return as a formula, so such a cell is written with a leading ' and
// shown as the text it is; a product list read back loses that ' again (restoreFormula). A cell holding
// a separator of any locale (, ; or a tab: Excel in many countries splits on ;) is always quoted, so
// `Ravi;=2+3` stays one cell that does not start a formula, whichever separator the spreadsheet uses.
import { isUtf8 } from 'node:buffer';
import { CsvError, type Info, type Parser, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { Worker } from 'node:worker_threads';
import { HttpError, badRequest } from './http-errors.ts';
import { TimeSlice } from './time-slice.ts';

export const BOM = '\uFEFF';

/**
 * A cell beginning with = + - @, a tab or a carriage return (after any run of ') is prefixed with '
 * so it is never run as a formula; counting the run of ' makes restoreFormula its exact inverse.
 */
export function neutraliseFormula(cell: string): string {
  return /^'*[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before neutraliseFormula. */
export function restoreFormula(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Why an uploaded cell is refused as a formula, or undefined: one beginning (after spaces) with =, or
 * with + - @, a tab or a carriage return, unless it is only a signed number. The owner keeps such text
 * by writing ' before it, as the downloaded files do.
 */
export function formulaProblem(cell: string): string | undefined {
  if (/^\s*=/.test(cell)) return 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text';
  if (/^\s*[+-]\d+(?:\.\d+)?\s*$/.test(cell)) return undefined;
  const first = /^[\t\r]|^\s*([+\-@])/.exec(cell);
  if (!first) return undefined;
  const what = first[1] ? `"${first[1]}"` : first[0] === '\t' ? 'a tab' : 'a carriage return';
  return `starts with ${what}, which a spreadsheet may run as a formula: write ' at its start to keep it as text`;
}

/** Cells that hold a separator of any locale, a quote or a line break: always written in quotes. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;

/** A whole file: the header row, then the records, every cell neutralised, lines ended with CRLF. */
export function csvFile(header: readonly string[], records: readonly (readonly string[])[]): string {
  return BOM + stringify([[...header], ...records.map((r) => r.map(neutraliseFormula))], { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES });
}

// ---- reading an uploaded file ----
// Problems with the file as a whole (not UTF-8, not comma-separated, unknown columns, too many rows) are
// a 400 saying what to do; problems of single rows are left to the import's report.

/** More rows than this is refused: an import is one transaction, and it must stay short. */
export const MAX_IMPORT_ROWS = 5000;

export interface SheetRow<C extends string> {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  /** The cells under the file's columns, as written in the file. */
  cells: Partial<Record<C, string>>;
  /** Set when the row has another number of cells than the header. */
  cellCount?: number;
}

export interface Sheet<C extends string> {
  columns: C[];
  rows: SheetRow<C>[];
}

/** What a kind of sheet is: its columns, those a file must have, and what its rows are ("products"). */
export interface SheetSpec<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  rowsAre: string;
}

const SAVE_AS = 'save it from the spreadsheet as "CSV UTF-8 (Comma delimited)"';

/** A 400 for anything that is not UTF-8 text. */
async function checkUtf8(bytes: Uint8Array, slice: TimeSlice): Promise<void> {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    throw badRequest(`The file is UTF-16 text (Excel's "Unicode Text"), not UTF-8: ${SAVE_AS}`);
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    throw badRequest(`The file is a workbook (.xlsx or .ods), not a CSV file: ${SAVE_AS}`);
  if (bytes.includes(0)) throw badRequest(`The file holds NUL bytes, so it is not UTF-8 text (UTF-16, or not a text file at all): ${SAVE_AS}`);
  if (!isUtf8(bytes))
    throw badRequest(`The file is not UTF-8 text: line ${await firstBadLine(bytes, slice)} has bytes that are not (Latin-1 or Windows-1252?): ${SAVE_AS}`);
}

/** The line (from 1) holding the first byte sequence that is not UTF-8. */
async function firstBadLine(bytes: Uint8Array, slice: TimeSlice): Promise<number> {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    if (!isUtf8(bytes.subarray(start, i))) return line;
    line += 1;
    start = i + 1;
    // A file of millions of short lines takes seconds to walk.
    await slice.pause();
  }
  return line;
}

/**
 * Bytes the parser takes at a time. The costliest rows are short ones (a cell count other than the
 * header's makes csv-parse build an error object for the row, about 40 µs): a kilobyte of them parses
 * in about 20 ms, one slice.
 */
const CHUNK_BYTES = 256;

/** Writes the file into the parser a chunk at a time, each once the one before has been parsed. */
async function feed(parser: Parser, bytes: Buffer, slice: TimeSlice): Promise<void> {
  for (let i = 0; i < bytes.length && !parser.destroyed; i += CHUNK_BYTES) {
    await slice.pause();
    // Waiting for each chunk keeps chunks from piling up in the stream's buffer to be parsed in one go.
    await new Promise<void>((resolve) => parser.write(bytes.subarray(i, i + CHUNK_BYTES), () => resolve()));
  }
  if (!parser.destroyed) parser.end();
}

/**
 * The header's names when the parser failed before handing the header row over (it reads ahead): the
 * file's first line, split as CSV, or none when even that is not CSV.
 */
function headerNames(bytes: Buffer): string[] | undefined {
  const end = bytes.indexOf(0x0a);
  try {
    const [header] = parseSync(bytes.subarray(0, end < 0 ? Math.min(bytes.length, 64 * 1024) : end), { bom: true, to_line: 1 }) as string[][];
    return header?.map((h) => h.trim().toLowerCase());
  } catch {
    return undefined;
  }
}

/** A spreadsheet's name for a column: A, B, … Z, AA, … */
function columnLetter(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/**
 * A 400 saying in plain words where the file breaks CSV's quoting, by the row and column a spreadsheet
 * shows (the header is row 1) and the column's name once the header is read: a stray " is the usual
 * cause, from a file changed in a text editor.
 */
function csvProblem(err: CsvError, columns: readonly string[] | undefined): HttpError {
  const context = err as CsvError & { records?: number; index?: number; empty_lines?: number };
  const row = (context.records ?? 0) + 1 + (context.empty_lines ?? 0);
  const index = typeof context.index === 'number' ? context.index : 0;
  const name = columns?.[index];
  const where = `row ${row}, column ${columnLetter(index)}${name ? ` (${name})` : ''}`;
  const fix = 'Write a " inside a cell as "" with quotes around the whole cell, or remove it; a spreadsheet saving the file does this for you';
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return badRequest(`The file is not valid CSV: ${where} opens a double quote (") that is never closed. ${fix}`);
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE')
    return badRequest(`The file is not valid CSV: ${where} has text after the double quote (") that closes the cell. ${fix}`);
  if (err.code === 'INVALID_OPENING_QUOTE') return badRequest(`The file is not valid CSV: ${where} has a stray double quote (") inside its text. ${fix}`);
  return badRequest(`The file is not valid CSV at ${where}: ${err.message.replace(/ at line \d+/, '')}`);
}

function readHeader<C extends string>(header: string[], spec: SheetSpec<C>): C[] {
  const names = header.map((h) => h.trim().toLowerCase());
  if (names.length === 1 && /[;\t]/.test(header[0]!)) {
    const sep = header[0]!.includes(';') ? 'semicolons' : 'tabs';
    throw badRequest(`The file is separated by ${sep}, not commas: ${SAVE_AS}`);
  }
  const known = new Set<string>(spec.columns);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length)
    throw badRequest(
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.map((n) => `"${n}"`).join(', ')}. The columns are: ${spec.columns.join(', ')}`,
    );
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw badRequest(`Column "${twice[0]}" is there twice`);
  const missing = spec.required.filter((c) => !names.includes(c));
  if (missing.length) throw badRequest(`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}. The columns are: ${spec.columns.join(', ')}`);
  return names as C[];
}

const count = (n: number) => n.toLocaleString('en-IN');

type WorkerAnswer<C extends string> = { ok: true; sheet: Sheet<C> } | { ok: false; status: number; message: string };

/**
 * Reads an uploaded sheet on a thread of its own (read-sheet.worker.ts), so the server's thread only
 * waits for it; throws a 400 when the file as a whole cannot be read.
 */
export function readSheet<C extends string>(bytes: Uint8Array, spec: SheetSpec<C>): Promise<Sheet<C>> {
  return new Promise<Sheet<C>>((resolve, reject) => {
    const worker = new Worker(new URL('./read-sheet.worker.ts', import.meta.url), {
      workerData: { bytes, spec: { columns: [...spec.columns], required: [...spec.required], rowsAre: spec.rowsAre } },
    });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer<C>) => {
      answered = true;
      if (answer.ok) resolve(answer.sheet);
      else reject(answer.status < 500 ? new HttpError(answer.status, answer.message) : new Error(`Reading the sheet failed: ${answer.message}`));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (!answered) reject(err);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The sheet reader stopped (exit code ${code}) without an answer`));
    });
  });
}

/**
 * Reads an uploaded sheet on the calling thread; throws a 400 when the file as a whole cannot be read.
 * The file is parsed as a stream in slices of time, and reading stops as soon as it has more rows than
 * are imported at once, so no file of the upload's size holds its thread or its memory for long.
 */
export async function parseSheet<C extends string>(bytes: Uint8Array, spec: SheetSpec<C>, slice = new TimeSlice()): Promise<Sheet<C>> {
  await checkUtf8(bytes, slice);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Empty lines are skipped by the parser itself (as a count, without a record), and counted back
  // into the row numbers so that they are the spreadsheet's.
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 1_000_000 });
  void feed(parser, buffer, slice);
  let columns: C[] | undefined;
  let blankRows = 0;
  const rows: SheetRow<C>[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      // A row of empty cells (",,,", as spreadsheets write rows that were only formatted) says nothing.
      if (record.every((cell) => cell.trim() === '')) {
        if (++blankRows > MAX_IMPORT_ROWS)
          throw badRequest(`The file has more than ${count(MAX_IMPORT_ROWS)} rows whose cells are all empty: delete them and save the file again`);
        continue;
      }
      if (!columns) {
        columns = readHeader(record, spec);
        continue;
      }
      if (rows.length === MAX_IMPORT_ROWS)
        throw badRequest(
          `The file has more than ${count(MAX_IMPORT_ROWS)} ${spec.rowsAre}; at most ${count(MAX_IMPORT_ROWS)} are imported at once: split it into smaller files`,
        );
      const cells: SheetRow<C>['cells'] = {};
      columns.forEach((c, j) => {
        if (j < record.length) cells[c] = record[j];
      });
      rows.push({ row: info.records + info.empty_lines, cells, ...(record.length === columns.length ? {} : { cellCount: record.length }) });
    }
  } catch (err) {
    throw err instanceof CsvError ? csvProblem(err, columns ?? headerNames(buffer)) : err;
  } finally {
    parser.destroy();
  }
  if (!columns) throw badRequest(`The file is empty: export the ${spec.rowsAre} first and change that file`);
  if (rows.length === 0) throw badRequest(`The file has a header row but no ${spec.rowsAre} under it`);
  return { columns, rows };
}
