// The product list as a spreadsheet file: its columns (the product definition's: the form's fields,
// with the id before and the picture's name after), writing every product, and reading an uploaded file
// into rows of cells (server/spreadsheet.ts reads any sheet the same way).
import {
  PRODUCT_CSV_COLUMNS as PRODUCT_COLUMNS,
  type Product,
  type ProductCsvColumn as ProductColumn,
  productSheetHeading,
} from '../../../shared/product.ts';
import { type Sheet, type SheetRow as AnySheetRow, csvFile, readSheet } from '../../spreadsheet.ts';

/** Columns a file must have: a new product cannot be made without them (the form requires them). */
const REQUIRED_COLUMNS: readonly ProductColumn[] = ['title', 'category', 'price'];

/** The file's headings, in the columns' order (title_hi for the field titleHi). */
const HEADINGS = PRODUCT_COLUMNS.map(productSheetHeading);
const columnOfHeading = new Map(PRODUCT_COLUMNS.map((c) => [productSheetHeading(c), c]));

export function productsCsv(products: readonly Product[]): string {
  const records = products.map((p) => PRODUCT_COLUMNS.map((c) => String(p[c] ?? '')));
  return csvFile(HEADINGS, records);
}

export type SheetRow = AnySheetRow<ProductColumn>;

/**
 * Reads an uploaded product list (off the server's thread); throws a 400 when the file as a whole cannot
 * be read. Its cells come keyed by field (titleHi), as the form's rules name them; a report names them
 * by heading again (productSheetHeading).
 */
export async function readProductSheet(bytes: Uint8Array): Promise<Sheet<ProductColumn>> {
  const sheet = await readSheet(bytes, { columns: HEADINGS, required: REQUIRED_COLUMNS.map(productSheetHeading), rowsAre: 'products' });
  const column = (heading: string) => columnOfHeading.get(heading)!;
  return {
    columns: sheet.columns.map(column),
    rows: sheet.rows.map((r) => ({ ...r, cells: Object.fromEntries(Object.entries(r.cells).map(([h, v]) => [column(h), v])) })),
  };
}
