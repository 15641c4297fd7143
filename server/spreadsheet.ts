// The spreadsheets the owner downloads and uploads (the inbox, the product list, the service area). Files are
// UTF-8 with a byte-order mark, so Excel shows ₹ and Hindi. A spreadsheet runs a cell beginning with
// = + - @, a tab or a carriage return as a formula, so such a cell is written with a leading ' and
// shown as the text it is; a product list read back loses that ' again (restoreFormula).
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from './http-errors.ts';

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

/** A whole file: the header row, then the records, every cell neutralised, lines ended with CRLF. */
export function csvFile(header: readonly string[], records: readonly (readonly string[])[]): string {
  return BOM + stringify([[...header], ...records.map((r) => r.map(neutraliseFormula))], { record_delimiter: '\r\n' });
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

/** The file's text, or a 400 for anything that is not UTF-8 text. */
function decode(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    throw badRequest(`The file is UTF-16 text (Excel's "Unicode Text"), not UTF-8: ${SAVE_AS}`);
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    throw badRequest(`The file is a workbook (.xlsx or .ods), not a CSV file: ${SAVE_AS}`);
  if (bytes.includes(0)) throw badRequest(`The file holds NUL bytes, so it is not UTF-8 text (UTF-16, or not a text file at all): ${SAVE_AS}`);
  try {
    // Strips a byte-order mark, as the file we export has.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`The file is not UTF-8 text: line ${firstBadLine(bytes)} has bytes that are not (Latin-1 or Windows-1252?): ${SAVE_AS}`);
  }
}

/** The line (from 1) holding the first byte sequence that is not UTF-8. */
function firstBadLine(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line += 1;
    start = i + 1;
  }
  return line;
}

function parseRecords(text: string): string[][] {
  try {
    // Empty lines are kept as records so the row numbers are the spreadsheet's; they are skipped below.
    return parse(text, { relax_column_count: true, skip_empty_lines: false, max_record_size: 1_000_000 }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) {
      if (err.code === 'CSV_QUOTE_NOT_CLOSED') throw badRequest('The file is not valid CSV: a cell opens a quote (") that is never closed');
      const said = err.code === 'CSV_INVALID_CLOSING_QUOTE' ? 'a quoted cell has text after its closing quote' : err.message.replace(/ at line \d+/, '');
      throw badRequest(`The file is not valid CSV at line ${String(err.lines)}: ${said}`);
    }
    throw err;
  }
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

/** Reads an uploaded sheet; throws a 400 when the file as a whole cannot be read. */
export function readSheet<C extends string>(bytes: Uint8Array, spec: SheetSpec<C>): Sheet<C> {
  const text = decode(bytes);
  if (text.trim() === '') throw badRequest(`The file is empty: export the ${spec.rowsAre} first and change that file`);
  const records = parseRecords(text);
  const columns = readHeader(records[0]!, spec);
  const rows: SheetRow<C>[] = [];
  records.forEach((record, i) => {
    if (i === 0 || record.every((cell) => cell.trim() === '')) return;
    const cells: SheetRow<C>['cells'] = {};
    columns.forEach((c, j) => {
      if (j < record.length) cells[c] = record[j];
    });
    rows.push({ row: i + 1, cells, ...(record.length === columns.length ? {} : { cellCount: record.length }) });
  });
  if (rows.length === 0) throw badRequest(`The file has a header row but no ${spec.rowsAre} under it`);
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en-IN')} ${spec.rowsAre}; at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} are imported at once: split it into smaller files`,
    );
  return { columns, rows };
}
