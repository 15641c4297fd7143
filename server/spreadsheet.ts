// The spreadsheets the owner downloads and uploads (the inbox and the product list). Files are
// UTF-8 with a byte-order mark, so Excel shows ₹ and Hindi. A spreadsheet runs a cell beginning with
// = + - @, a tab or a carriage return as a formula, so such a cell is written with a leading ' and
// shown as the text it is; a product list read back loses that ' again (restoreFormula).
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

/** A whole file: the header row, then the records, every cell neutralised, lines ended with CRLF. */
export function csvFile(header: readonly string[], records: readonly (readonly string[])[]): string {
  return BOM + stringify([[...header], ...records.map((r) => r.map(neutraliseFormula))], { record_delimiter: '\r\n' });
}
