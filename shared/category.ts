// The category, defined once, as product.ts defines the product: the Category type, the response and
// form schemas, the form's inputs and the categories table's columns (db/schema.ts) come from this list.
import { z } from 'zod';
import { type Columns, type DefaultedColumns, type Field, type FormSection, fromRow, hindiText, requiredText, schemasOf, toColumns } from './fields.ts';
import { EVENT_SUBGROUPS, MENU_GROUPS } from './menu.ts';

export const CATEGORY_FIELDS = {
  id: { api: z.number().int(), defaulted: true },
  /** The menu slug: made by the server from the name when the category is created, then kept. */
  slug: { api: z.string() },
  name: requiredText('Name', 100, 'name'),
  /** The name in Hindi (Devanagari), for the Hindi pages and search; null when the owner wrote none. */
  nameHi: hindiText('Name (Hindi)', 100, 'name', 'name_hi'),
  /** Stored as 1 or 0, as every boolean is. */
  isActive: {
    api: z.boolean(),
    column: 'is_active',
    stored: z.number().int(),
    defaulted: true,
    form: z.enum(['true', 'false'], { message: "is required ('true' or 'false')" }).transform((v) => (v === 'true' ? 1 : 0)),
    input: { kind: 'yesno', label: 'Status', required: true, yes: 'Active', no: 'Inactive', section: 'status' },
  },
  /** Left out of the form: More for a new category, unchanged for an existing one. */
  menuGroup: {
    api: z.string(),
    column: 'menu_group',
    form: z.enum(MENU_GROUPS, { message: `must be one of ${MENU_GROUPS.join(', ')}` }).optional(),
    input: { kind: 'choice', label: 'Menu', required: false, options: MENU_GROUPS, section: 'menu' },
  },
  /** Only under Event Setup; '' for none. */
  menuSubgroup: {
    api: z.string().nullable(),
    column: 'menu_subgroup',
    form: z.union([z.literal(''), z.enum(EVENT_SUBGROUPS, { message: `must be one of ${EVENT_SUBGROUPS.join(', ')}` })]).optional(),
    input: { kind: 'choice', label: 'Event Setup section', required: false, options: EVENT_SUBGROUPS, none: 'None', section: 'menu' },
  },
  sortOrder: { api: z.number().int(), column: 'sort_order', defaulted: true },
  imageName: { api: z.string().nullable(), column: 'image_name' },
} as const satisfies Record<string, Field>;

export type CategoryFields = typeof CATEGORY_FIELDS;

/** The admin category form's sections, in the order it shows them. */
export const CATEGORY_FORM_SECTIONS: readonly FormSection[] = [{ id: 'name' }, { id: 'status' }, { id: 'menu', columns: 2 }];

/** A category in API answers, the admin category form, and the multipart fields that form sends. */
export const { shape: categoryShape, form: categoryForm, formFields: CATEGORY_FORM_FIELDS } = schemasOf(CATEGORY_FIELDS);
export type Category = z.infer<typeof categoryShape>;
export type CategoryForm = z.output<typeof categoryForm>;

/** The categories table's own columns (db/schema.ts adds its lookup keys and timestamps), and those an insert may leave out. */
export type CategoryColumns = Columns<CategoryFields>;
export type CategoryDefaultedColumns = DefaultedColumns<CategoryFields>;

/** A category read from its row. */
export function toCategory(row: CategoryColumns): Category {
  return fromRow(CATEGORY_FIELDS, row);
}

/** A valid form's values under their columns' names. */
export function categoryColumns(form: CategoryForm) {
  return toColumns(CATEGORY_FIELDS, form);
}

/** A category in the admin area, with how many products it holds. */
export interface AdminCategory extends Category {
  productCount: number;
}
