// The owner's product list as a spreadsheet: every product out as CSV, and a changed file back in.
// An import is read and checked whole before anything is written: each row by the product form's own
// rules (the schema saveProduct uses), its category by slug or alias, its picture re-encoded by the
// media service as an upload is. A dry run stops there and reports; a real run does the same checks
// again inside one transaction and writes every row or, with any problem, none. The work runs in slices
// of time (a file may hold thousands of rows), and the report lists the first MAX_LISTED_PROBLEMS
// problems with the count of all.
import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../../../db/schema.ts';
import { categoryKey } from '../../../shared/text.ts';
import { listProducts } from '../catalog/catalog.repository.ts';
import { type EncodedImage, STORED_NAME } from '../media/media.service.ts';
import { formulaProblem, restoreFormula } from '../../spreadsheet.ts';
import { TimeSlice } from '../../time-slice.ts';
import { columnOf } from '../../../shared/fields.ts';
import {
  PRODUCT_FIELDS,
  PRODUCT_FORM_FIELDS,
  type ProductForm,
  type ProductValues,
  productForm,
  productSheetHeading,
  productValues,
} from '../../../shared/product.ts';
import * as repo from './admin.repository.ts';
import { CatalogueWriter } from './catalogue-writer.ts';
import { PictureZip } from './picture-zip.ts';
import { type SheetRow, productsCsv, readProductSheet } from './product-sheet.ts';

/** A picture in the ZIP may be as large as one uploaded through the product form. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The report lists this many problems: enough to see what is wrong, and a broken file's thousands add nothing. */
export const MAX_LISTED_PROBLEMS = 100;

export interface ImportProblem {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The column, or null when the row as a whole is wrong. */
  field: string | null;
  message: string;
  /** The cell as the file has it, when the problem is one cell's: shown beside the message. */
  value?: string;
}

export interface ImportChange {
  row: number;
  action: 'create' | 'update';
  /** The product's id; for a new product, known once it is written. */
  id: number | null;
  title: string;
  /** The columns an update changes. */
  fields: string[];
}

export interface ImportReport {
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  /** The first MAX_LISTED_PROBLEMS problems, by row. */
  errors: ImportProblem[];
  /** Every problem the file has, listed or not. */
  errorCount: number;
  changes: ImportChange[];
}

/** A row as read from the file, before the database is asked anything. */
interface RowInput {
  row: number;
  id: number | null;
  /** The form fields the file has, with the ' that export puts before formula-like text taken off. */
  cells: Record<string, string>;
  /** Every cell as the file writes it, for the report to show beside a problem. */
  sheet: Record<string, string>;
  /** The image cell, trimmed ('' for none: the product keeps its picture). */
  image: string;
  /** The picture the image cell names in the ZIP, re-encoded. */
  picture?: EncodedImage;
  problems: ImportProblem[];
}

interface PlannedRow {
  row: number;
  action: 'create' | 'update' | 'unchanged';
  existing: ProductRow | undefined;
  values: ProductValues;
  picture: EncodedImage | undefined;
  /** Another product's stored picture that this row names: it gets its own copy. */
  copyOf: string | undefined;
  fields: string[];
}

interface Plan {
  rows: PlannedRow[];
  errors: ImportProblem[];
  errorCount: number;
  /** How many rows have a problem. */
  badRows: number;
}

const MAX_ID = 2_147_483_647;

export class ProductSheetService extends CatalogueWriter {
  /** Every product, inactive categories' too, in id order. */
  async exportCsv(): Promise<string> {
    return productsCsv(await listProducts(this.db, { includeInactive: true }));
  }

  /** What an import of this file would do; writes nothing. */
  async check(csv: Uint8Array, zip?: Uint8Array): Promise<ImportReport> {
    const slice = new TimeSlice();
    const rows = await this.#read(csv, zip, slice);
    return report(await plan(this.db, rows, slice));
  }

  /** Imports the file in one transaction: every row, or (with any problem) nothing. */
  async apply(csv: Uint8Array, zip?: Uint8Array): Promise<{ applied: boolean; badRows: number; report: ImportReport }> {
    const slice = new TimeSlice();
    const rows = await this.#read(csv, zip, slice);
    const replaced: string[] = [];
    const created = new Map<number, number>();
    const done = await this.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the products may have changed since the dry run.
      const p = await plan(trx, rows, slice);
      if (p.errorCount) return p;
      for (const r of p.rows) {
        if (r.action === 'unchanged') continue;
        let image = r.existing?.image ?? null;
        if (r.picture) image = await this.media.storeEncoded(r.picture, 'product', trx);
        else if (r.copyOf) image = (await this.media.copy(r.copyOf, 'product', trx)) ?? null;
        if (r.existing) {
          await repo.updateProduct(trx, r.existing.id, r.values, image);
          if (image !== r.existing.image && r.existing.image) replaced.push(r.existing.image);
        } else {
          created.set(r.row, await repo.insertProduct(trx, r.values, image));
        }
      }
      return p;
    });
    const out = report(done);
    if (done.errorCount) return { applied: false, badRows: done.badRows, report: out };
    for (const c of out.changes) if (c.id === null) c.id = created.get(c.row) ?? null;
    // As a save through the form: kept pages drop the old products before the old pictures go.
    if (out.toCreate + out.toUpdate > 0) await this.published(...replaced);
    return { applied: true, badRows: 0, report: out };
  }

  /** Reads the file and the ZIP and re-encodes the pictures rows name: the slow part, before any transaction. */
  async #read(csv: Uint8Array, zip: Uint8Array | undefined, slice: TimeSlice): Promise<RowInput[]> {
    const sheet = await readProductSheet(csv);
    const pictures = zip ? await PictureZip.open(zip, slice) : undefined;
    const encoded = new Map<string, EncodedImage | ImportProblem['message']>();
    const seenIds = new Map<number, number>();
    const rows: RowInput[] = [];
    for (const r of sheet.rows) {
      await slice.pause();
      const input = readCells(r, sheet.columns.length, seenIds);
      const found = input.image ? pictures?.find(input.image, MAX_PICTURE_BYTES) : undefined;
      const problem = (message: string) => input.problems.push(problemAt(r.row, 'image', message, input.sheet));
      if (found?.ok) {
        let picture = encoded.get(found.name);
        if (picture === undefined) {
          picture = await this.#encode(pictures!, found.name);
          encoded.set(found.name, picture);
        }
        if (typeof picture === 'string') problem(picture);
        else input.picture = picture;
      } else if (input.image && !STORED_NAME.test(input.image)) {
        // A stored picture's name is checked against the product's own in plan(); anything else had to be in the ZIP.
        problem(found ? found.message : `"${input.image}" names a picture, but no images ZIP came with the file`);
      }
      rows.push(input);
    }
    return rows;
  }

  async #encode(pictures: PictureZip, name: string): Promise<EncodedImage | string> {
    const read = await pictures.read(name, MAX_PICTURE_BYTES);
    return read.ok ? this.encodePicture(read.bytes, `"${name}"`) : read.message;
  }
}

/** A problem of a row, with the cell's value as the file has it when the problem is one cell's. */
function problemAt(row: number, field: string | null, message: string, sheet: Record<string, string>): ImportProblem {
  const value = field === null ? undefined : sheet[field];
  // Named as the file's heading names the column.
  const column = field === null ? null : productSheetHeading(field);
  return value === undefined ? { row, field: column, message } : { row, field: column, message, value };
}

/** The row's id, cells and image cell, with what is wrong in them on their own. */
function readCells(r: SheetRow, columnCount: number, seenIds: Map<number, number>): RowInput {
  const sheet: Record<string, string> = { ...r.cells };
  const input: RowInput = { row: r.row, id: null, cells: {}, sheet, image: (r.cells.image ?? '').trim(), problems: [] };
  const problem = (field: string | null, message: string) => input.problems.push(problemAt(r.row, field, message, sheet));
  if (r.cellCount !== undefined) {
    // The cells no longer line up with their columns: anything more said about them would mislead.
    problem(null, `has ${r.cellCount} cells where the header has ${columnCount} (a comma in a cell without quotes around it?)`);
    return input;
  }
  for (const [column, cell] of Object.entries(r.cells)) {
    const formula = formulaProblem(cell);
    if (formula) {
      problem(column, formula);
      continue;
    }
    if (column !== 'id' && column !== 'image') input.cells[column] = restoreFormula(cell);
  }
  const id = (r.cells.id ?? '').trim();
  if (id !== '' && !input.problems.some((p) => p.field === 'id')) {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    if (!(n >= 1 && n <= MAX_ID)) problem('id', 'must be a product id (a whole number), or empty for a new product');
    else if (seenIds.has(n)) problem('id', `${n} is also on row ${seenIds.get(n)}: a product can be on one row only`);
    else {
      seenIds.set(n, r.row);
      input.id = n;
    }
  }
  return input;
}

/** The product as the form would show it: the starting point that a file's columns overwrite. */
function formFields(row: ProductRow, slugs: Map<number, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const c of PRODUCT_FORM_FIELDS) fields[c] = c === 'category' ? (slugs.get(row.category_id) ?? '') : String(row[columnOf(PRODUCT_FIELDS, c) as keyof ProductRow] ?? '');
  return fields;
}

/** Checks every row against the products and categories `db` holds now, and says what each would do. */
async function plan(db: Kysely<Database>, rows: readonly RowInput[], slice: TimeSlice): Promise<Plan> {
  const categories = await repo.categoryKeys(db);
  const byKey = new Map<string, number>();
  for (const c of categories) {
    byKey.set(c.slug_key, c.id);
    if (c.alias_key) byKey.set(c.alias_key, c.id);
  }
  const slugs = new Map(categories.map((c) => [c.id, c.slug]));
  const ids = rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  const existing = new Map((await repo.productRowsByIds(db, ids)).map((p) => [p.id, p]));
  const names = rows.flatMap((r) => (r.image && !r.picture && STORED_NAME.test(r.image) ? [r.image] : []));
  const stored = await repo.storedProductPictures(db, names);

  const out: Plan = { rows: [], errors: [], errorCount: 0, badRows: 0 };
  for (const r of rows) {
    await slice.pause();
    const problems = [...r.problems];
    const problem = (field: string | null, message: string) => problems.push(problemAt(r.row, field, message, r.sheet));
    const before = r.id === null ? undefined : existing.get(r.id);
    if (r.id !== null && !before) problem('id', `no product has id ${r.id}: leave id empty to add a new product`);
    // A stored picture the row names that is not its product's own (a row copied for a new product).
    let copyOf: string | undefined;
    if (r.image && !r.picture && before?.image !== r.image && !problems.some((p) => p.field === 'image')) {
      if (stored.has(r.image)) copyOf = r.image;
      else problem('image', `"${r.image}" is not a stored picture: put the picture in the images ZIP and name it here`);
    }
    let form: ProductForm | undefined;
    if (!problems.some((p) => p.field === null)) {
      const parsed = productForm.safeParse({ ...(before ? formFields(before, slugs) : {}), ...r.cells });
      if (parsed.success) form = parsed.data;
      else {
        const said = new Set(problems.map((p) => p.field));
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!said.has(productSheetHeading(field))) problem(field, issue.message);
          said.add(productSheetHeading(field));
        }
      }
    }
    // The category is looked up even when other cells are wrong, so the row's problems come all at once.
    const categoryName = form?.category ?? (problems.some((p) => p.field === 'category' || p.field === null) ? '' : (r.cells.category ?? '').trim());
    const categoryId = categoryName ? byKey.get(categoryKey(categoryName)) : undefined;
    if (categoryName && categoryId === undefined) problem('category', `"${categoryName}" is not a known category`);
    if (problems.length || !form || categoryId === undefined) {
      // Rows come in order, so the problems listed are the file's first.
      out.errors.push(...problems.slice(0, MAX_LISTED_PROBLEMS - out.errors.length));
      out.errorCount += problems.length;
      out.badRows += 1;
      continue;
    }
    const values = productValues(form, categoryId);
    const fields = before ? changedFields(before, values) : [];
    if (before && (r.picture || copyOf)) fields.push('image');
    const action = !before ? 'create' : fields.length ? 'update' : 'unchanged';
    out.rows.push({ row: r.row, action, existing: before, values, picture: r.picture, copyOf, fields });
  }
  return out;
}

function changedFields(before: ProductRow, values: ProductValues): string[] {
  // An about line is null when empty; the file writes it as an empty cell.
  const differ = (a: unknown, b: unknown) => String(a ?? '') !== String(b ?? '');
  return PRODUCT_FORM_FIELDS.filter((c) => {
    if (c === 'category') return differ(values.category_id, before.category_id);
    const column = columnOf(PRODUCT_FIELDS, c) as keyof ProductValues & keyof ProductRow;
    return differ(values[column], before[column]);
  }).map(productSheetHeading);
}

function report(p: Plan): ImportReport {
  const count = (action: PlannedRow['action']) => p.rows.filter((r) => r.action === action).length;
  return {
    toCreate: count('create'),
    toUpdate: count('update'),
    unchanged: count('unchanged'),
    errors: p.errors,
    errorCount: p.errorCount,
    changes: p.rows.flatMap((r) =>
      r.action === 'unchanged' ? [] : [{ row: r.row, action: r.action, id: r.existing?.id ?? null, title: r.values.title, fields: r.fields }],
    ),
  };
}
