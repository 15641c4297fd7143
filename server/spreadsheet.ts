// The spreadsheets the owner downloads and uploads (the inbox and the product list). Files are
// UTF-8 with a byte-order mark, so Excel shows ₹ and Hindi. A spreadsheet runs a cell beginning with
// = + - @, a tab or a carriage return as a formula, so such a cell is written with a leading ' and
// shown as the text it is; a product list read back loses that ' again (restoreFormula). A cell holding
// a separator of any locale (, ; or a tab: Excel in many countries splits on ;) is always quoted, so
// `Ravi;=2+3` stays one cell that does not start a formula, whichever separator the spreadsheet uses.
import { stringify } from 'csv-stringify/sync';

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
