// The product list as a spreadsheet file: its columns (the product definition's: the form's fields,
// with the id before and the picture's name after), writing every product, and reading an uploaded file into rows of
// cells. Problems with the file as a whole (not UTF-8, not comma-separated, unknown columns, too many
// rows) are a 400 saying what to do; problems of single rows are left to the import's report.
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_COLUMNS as PRODUCT_COLUMNS, type Product, type ProductCsvColumn as ProductColumn } from '../../../shared/product.ts';
import { badRequest } from '../../http-errors.ts';
import { csvFile } from '../../spreadsheet.ts';

/** Columns a file must have: a new product cannot be made without them (the form requires them). */
const REQUIRED_COLUMNS: readonly ProductColumn[] = ['title', 'category', 'price'];

/** More rows than this is refused: the import is one transaction, and it must stay short. */
export const MAX_IMPORT_ROWS = 5000;

export function productsCsv(products: readonly Product[]): string {
  const records = products.map((p) => PRODUCT_COLUMNS.map((c) => String(p[c] ?? '')));
  return csvFile(PRODUCT_COLUMNS, records);
}

export interface SheetRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  /** The cells under the file's columns, as written in the file. */
  cells: Partial<Record<ProductColumn, string>>;
  /** Set when the row has another number of cells than the header. */
  cellCount?: number;
}

export interface Sheet {
  columns: ProductColumn[];
  rows: SheetRow[];
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

function readHeader(header: string[]): ProductColumn[] {
  const names = header.map((h) => h.trim().toLowerCase());
  if (names.length === 1 && /[;\t]/.test(header[0]!)) {
    const sep = header[0]!.includes(';') ? 'semicolons' : 'tabs';
    throw badRequest(`The file is separated by ${sep}, not commas: ${SAVE_AS}`);
  }
  const known = new Set<string>(PRODUCT_COLUMNS);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length)
    throw badRequest(
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${unknown.map((n) => `"${n}"`).join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}`,
    );
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw badRequest(`Column "${twice[0]}" is there twice`);
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    throw badRequest(`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}`);
  return names as ProductColumn[];
}

/** Reads an uploaded product list; throws a 400 when the file as a whole cannot be read. */
export function readProductSheet(bytes: Uint8Array): Sheet {
  const text = decode(bytes);
  if (text.trim() === '') throw badRequest('The file is empty: export the products first and change that file');
  const records = parseRecords(text);
  const columns = readHeader(records[0]!);
  const rows: SheetRow[] = [];
  records.forEach((record, i) => {
    if (i === 0 || record.every((cell) => cell.trim() === '')) return;
    const cells: SheetRow['cells'] = {};
    columns.forEach((c, j) => {
      if (j < record.length) cells[c] = record[j];
    });
    rows.push({ row: i + 1, cells, ...(record.length === columns.length ? {} : { cellCount: record.length }) });
  });
  if (rows.length === 0) throw badRequest('The file has a header row but no products under it');
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest(
      `The file has ${rows.length.toLocaleString('en-IN')} products; at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} are imported at once: split it into smaller files`,
    );
  return { columns, rows };
}
