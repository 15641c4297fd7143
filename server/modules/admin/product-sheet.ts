// The product list as a spreadsheet file: its columns (the product definition's: the form's fields,
// with the id before and the picture's name after), writing every product, and reading an uploaded file
// into rows of cells (server/spreadsheet.ts reads any sheet the same way).
import { PRODUCT_CSV_COLUMNS as PRODUCT_COLUMNS, type Product, type ProductCsvColumn as ProductColumn } from '../../../shared/product.ts';
import { type Sheet, type SheetRow as AnySheetRow, csvFile, readSheet } from '../../spreadsheet.ts';

/** Columns a file must have: a new product cannot be made without them (the form requires them). */
const REQUIRED_COLUMNS: readonly ProductColumn[] = ['title', 'category', 'price'];

export function productsCsv(products: readonly Product[]): string {
  const records = products.map((p) => PRODUCT_COLUMNS.map((c) => String(p[c] ?? '')));
  return csvFile(PRODUCT_COLUMNS, records);
}

export type SheetRow = AnySheetRow<ProductColumn>;

/** Reads an uploaded product list (off the server's thread); throws a 400 when the file as a whole cannot be read. */
export function readProductSheet(bytes: Uint8Array): Promise<Sheet<ProductColumn>> {
  return readSheet(bytes, { columns: PRODUCT_COLUMNS, required: REQUIRED_COLUMNS, rowsAre: 'products' });
}
