// The product, defined once. Each field says what API answers carry, the database column, the admin
// form's rule with its exact messages, and the input the form shows (label, limits, section). The
// Product type, the response and form schemas, the form's inputs, the catalogue's select list, the
// products table's columns (db/schema.ts) and the spreadsheet's columns all come from this list:
// adding a field is an edit here plus a migration that adds its column.
import { z } from 'zod';
import {
  type ColumnValues,
  type Columns,
  type DefaultedColumns,
  type Field,
  type FormSection,
  hindiText,
  nullableText,
  nullableWhole,
  toColumns,
  optionalText,
  requiredText,
  requiredRupees,
  schemasOf,
  selection,
} from './fields.ts';

export const MAX_PRICE = 100_000_000;
/** The GST slabs a product may name, as the form and the spreadsheet write them. */
const GST_RATE_CHOICES = ['0', '5', '12', '18', '28'] as const;
export const MAX_STOCK = 1_000_000;

/** The admin product form's sections, in the order it shows them. */
export const PRODUCT_FORM_SECTIONS: readonly FormSection[] = [
  { id: 'name' },
  { id: 'essentials', columns: 2 },
  { id: 'description' },
  { id: 'details', columns: 2 },
  { id: 'about', legend: 'About This Item' },
];

const about = (n: number) => nullableText(`About line ${n}`, 500, 'about');

export const PRODUCT_FIELDS = {
  id: { api: z.number().int(), defaulted: true },
  title: requiredText('Title', 200, 'name'),
  /** The title in Hindi (Devanagari), for the Hindi pages and search; null when the owner wrote none. */
  titleHi: hindiText('Title (Hindi)', 200, 'name', 'title_hi'),
  description: optionalText('Description', 5000, 'description', true),
  descriptionHi: hindiText('Description (Hindi)', 5000, 'description', 'description_hi', true),
  /** The category's menu slug in answers; the form may name it by slug or alias; stored as its id. */
  category: {
    api: z.string(),
    column: 'category_id',
    stored: z.number().int(),
    joined: 'c.slug',
    form: requiredText('Category', 100, 'essentials').form,
    input: { kind: 'category', label: 'Category', required: true, section: 'essentials' },
  },
  price: requiredRupees('Price in rupees', MAX_PRICE, 'essentials'),
  /** Units on hand; null when not counted (a service, which is never out of stock). */
  stock: nullableWhole('Stock', MAX_STOCK, 'details'),
  /** Stored image file name; fetch it from /api/admin/uploads/product?filename=. Set by the upload, not the form's text. */
  image: { api: z.string().nullable() },
  occassion: optionalText('Occasion', 200, 'details'),
  color: optionalText('Color', 100, 'details'),
  material: optionalText('Material', 100, 'details'),
  brand: optionalText('Brand', 100, 'details'),
  netquantity: optionalText('Net Quantity', 100, 'details'),
  /** The HSN (goods) or SAC (services) code its invoice lines carry; '' for the shop's default (payment settings). */
  hsn: {
    ...optionalText('HSN/SAC code', 8, 'details'),
    form: z
      .string({ message: 'must be text' })
      .trim()
      .regex(/^(\d{4,8})?$/, 'must be 4 to 8 digits')
      .optional()
      .transform((v) => v ?? ''),
  },
  /** Its GST rate in percent; null for the shop's default (payment settings). */
  gstrate: {
    api: z.number().int().nullable(),
    defaulted: true,
    form: z
      .enum(['', ...GST_RATE_CHOICES], { message: `must be ${GST_RATE_CHOICES.slice(0, -1).join(', ')} or ${GST_RATE_CHOICES.at(-1)}` })
      .optional()
      .transform((v) => (v ? Number(v) : null)),
    input: { kind: 'choice', label: 'GST rate (%)', required: false, options: GST_RATE_CHOICES, none: 'Shop default', section: 'details' },
  },
  about1: about(1),
  about2: about(2),
  about3: about(3),
  about4: about(4),
  about5: about(5),
  about6: about(6),
  about7: about(7),
  about8: about(8),
  about9: about(9),
  about10: about(10),
} as const satisfies Record<string, Field>;

export type ProductFields = typeof PRODUCT_FIELDS;
export type ProductFieldName = keyof ProductFields & string;

/**
 * A product as API answers and pages carry it; the admin product form (saveProduct, updateProduct and
 * each row of a spreadsheet import); the multipart fields that form sends, in its order.
 */
export const { shape: productShape, form: productForm, formFields: PRODUCT_FORM_FIELDS } = schemasOf(PRODUCT_FIELDS);
export type Product = z.infer<typeof productShape>;
export type ProductForm = z.output<typeof productForm>;

/** The spreadsheet's columns: the form's fields, with the id before them and the picture's name after. */
export const PRODUCT_CSV_COLUMNS = ['id', ...PRODUCT_FORM_FIELDS, 'image'] as const satisfies readonly ProductFieldName[];
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** A field's heading in the spreadsheet when its name is not one lowercase word, as the sheet's other headings are. */
const SHEET_HEADINGS: Partial<Record<ProductCsvColumn, string>> = { titleHi: 'title_hi', descriptionHi: 'description_hi' };
/** The heading the spreadsheet writes (and reads) for a field of PRODUCT_CSV_COLUMNS. */
export const productSheetHeading = (column: string): string => SHEET_HEADINGS[column as ProductCsvColumn] ?? column;

/** The products table's own columns (db/schema.ts adds the timestamps), and those an insert may leave out. */
export type ProductColumns = Columns<ProductFields>;
export type ProductDefaultedColumns = DefaultedColumns<ProductFields>;

/** The select list that reads a Product from `products as p` joined with `categories as c`. */
export const PRODUCT_SELECTION = selection(PRODUCT_FIELDS, 'p');

/** The columns an admin writes (the image is set on its own, from the upload). */
export type ProductValues = ColumnValues<ProductFields, Omit<ProductForm, 'category'>> & { category_id: number };

/** The stored columns of a valid product form whose category (named by slug or alias) has id `categoryId`. */
export function productValues(form: ProductForm, categoryId: number): ProductValues {
  const { category: _category, ...fields } = form;
  return { ...toColumns(PRODUCT_FIELDS, fields), category_id: categoryId };
}

/** A product in the admin area: with its category's name and whether the category shows on the site. */
export interface AdminProduct extends Product {
  categoryName: string;
  categoryActive: boolean;
}

/** The admin product list's filters. */
export interface ProductSearch {
  /** Part of the title, any case. */
  q?: string | undefined;
  categoryId?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}
