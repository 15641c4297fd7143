// The admin catalogue rules (issue 5): validation of the spec's product and category forms, image
// replacement and removal, and the category rules (derived slug, no delete while products remain).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { MAX_ABOUT_LINES } from '../../../shared/constants.ts';
import { EVENT_SUBGROUPS, MENU_GROUPS } from '../../../shared/menu.ts';
import { cleanLine, cleanText } from '../../../shared/forms.ts';
import { categoryKey } from '../../../shared/text.ts';
import { findCategory } from '../catalog/catalog.repository.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import { HttpError, badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { type ImageKind, ImageInputError, type MediaService } from '../media/media.service.ts';
import * as repo from './admin.repository.ts';

export const MAX_PRICE = 100_000_000;
export const MAX_STOCK = 1_000_000;

// Text is stored as cleaned: control characters (a NUL, an escape sequence, a bidi override) would
// otherwise reach page titles, PDFs and the admin screens. One-line fields also get their white space
// collapsed; only the description keeps its line breaks. What is empty once cleaned counts as missing.
const required = (max: number) =>
  z
    .string({ message: 'is required' })
    .transform(cleanLine)
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

const optional = (max: number, multiLine = false) =>
  z
    .string({ message: 'must be text' })
    .transform(multiLine ? cleanText : cleanLine)
    .pipe(z.string().max(max, `must be at most ${max} characters`))
    .optional()
    .transform((v) => v ?? '');

const aboutShape: Record<string, ReturnType<typeof optional>> = {};
for (let i = 1; i <= MAX_ABOUT_LINES; i++) aboutShape[`about${i}`] = optional(500);

export const productForm = z.object({
  title: required(200),
  description: optional(5000, true),
  category: required(100),
  price: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .regex(/^\d{1,9}$/, 'must be a whole number of rupees')
    .transform(Number)
    .refine((n) => n <= MAX_PRICE, `must be at most ${MAX_PRICE} rupees`),
  stock: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'must be a whole number of 0 or more')
    .optional()
    .transform((v) => (v ? Number(v) : 0))
    .refine((n) => n <= MAX_STOCK, `must be at most ${MAX_STOCK}`),
  occassion: optional(200),
  color: optional(100),
  material: optional(100),
  brand: optional(100),
  netquantity: optional(100),
  ...aboutShape,
});

export type ProductForm = z.infer<typeof productForm>;

/**
 * The stored columns of a valid product form whose category is `categoryId`: the form's fields are the
 * table's columns, but for the category (stored by id); empty about lines are stored as null.
 */
export function productValues(form: ProductForm, categoryId: number): repo.ProductValues {
  const { category: _category, ...columns } = form;
  const values: Record<string, unknown> = { ...columns, category_id: categoryId };
  for (let i = 1; i <= MAX_ABOUT_LINES; i++) values[`about${i}`] ||= null;
  return values as unknown as repo.ProductValues;
}

const isActive = z.enum(['true', 'false'], { message: "is required ('true' or 'false')" }).transform((v) => v === 'true');

export const categoryForm = z.object({
  name: required(100),
  isActive,
  menuGroup: z.enum(MENU_GROUPS, { message: `must be one of ${MENU_GROUPS.join(', ')}` }).optional(),
  menuSubgroup: z.union([z.literal(''), z.enum(EVENT_SUBGROUPS, { message: `must be one of ${EVENT_SUBGROUPS.join(', ')}` })]).optional(),
});

export interface SaveResult {
  id: number;
  /** The stored image's file name, or null when there is none. */
  image: string | null;
}

export interface Upload {
  bytes: Buffer;
  /** The form field the file came in, named in error messages. */
  field: string;
}

export class AdminService {
  readonly #db: Kysely<Database>;
  readonly #media: MediaService;
  readonly #catalogue: CatalogueVersion;

  constructor(db: Kysely<Database>, media: MediaService, catalogue: CatalogueVersion) {
    this.#db = db;
    this.#media = media;
    this.#catalogue = catalogue;
  }

  async #store(upload: Upload | undefined, kind: ImageKind): Promise<string | null> {
    if (!upload) return null;
    try {
      return await this.#media.store(upload.bytes, kind);
    } catch (err) {
      if (err instanceof ImageInputError) throw badRequest(`${upload.field} must be a JPEG, PNG, WebP or GIF image (${err.message})`);
      throw err;
    }
  }

  // ---- products ------------------------------------------------------------------------------

  searchProducts(s: repo.ProductSearch) {
    return repo.searchProducts(this.#db, s);
  }

  async getProduct(id: number): Promise<repo.AdminProduct | undefined> {
    const row = await repo.getProductRow(this.#db, id);
    if (!row) return undefined;
    const cat = await repo.getCategoryRow(this.#db, row.category_id);
    const { category_id: _c, created_at: _a, updated_at: _u, ...rest } = row;
    return { ...rest, category: cat!.slug, categoryName: cat!.name, categoryActive: cat!.is_active === 1 };
  }

  async #productValues(fields: Record<string, string>): Promise<repo.ProductValues> {
    const f = parseOr400(productForm, fields, 'form');
    const cat = await findCategory(this.#db, f.category);
    if (!cat) throw badRequest(`category "${f.category}" is not a known category`);
    return productValues(f, cat.id);
  }

  async createProduct(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const values = await this.#productValues(fields);
    const image = await this.#store(upload, 'product');
    let id: number;
    try {
      id = await repo.insertProduct(this.#db, values, image);
    } catch (err) {
      await this.#media.remove(image);
      throw err;
    }
    // The pages and catalogue answers this instance keeps are dropped before the admin hears "saved".
    await this.#catalogue.changed();
    return { id, image };
  }

  /** Replaces the fields; the image only when a new one is uploaded (the old one is then removed). */
  async updateProduct(id: number, fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const existing = await repo.getProductRow(this.#db, id);
    if (!existing) throw notFound(`Product ${id} not found`);
    const values = await this.#productValues(fields);
    const fresh = await this.#store(upload, 'product');
    const image = fresh ?? existing.image;
    try {
      if (!(await repo.updateProduct(this.#db, id, values, image))) throw notFound(`Product ${id} not found`);
    } catch (err) {
      await this.#media.remove(fresh);
      throw err;
    }
    // Kept pages stop naming the old picture before it goes.
    await this.#catalogue.changed();
    if (fresh && existing.image !== fresh) await this.#media.remove(existing.image);
    return { id, image };
  }

  async deleteProduct(id: number): Promise<{ title: string }> {
    const existing = await repo.getProductRow(this.#db, id);
    if (!existing || !(await repo.deleteProduct(this.#db, id))) throw notFound(`Product ${id} not found`);
    await this.#catalogue.changed();
    await this.#media.remove(existing.image);
    return { title: existing.title };
  }

  // ---- categories ----------------------------------------------------------------------------

  listCategories(): Promise<repo.AdminCategory[]> {
    return repo.listCategoriesWithCounts(this.#db);
  }

  async createCategory(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const f = parseOr400(categoryForm, fields, 'form');
    // The menu slug is the name without spaces or punctuation, case kept (as AnnualGeneralMeeting).
    const slug = f.name.replace(/[^\p{L}\p{N}]+/gu, '');
    if (slug === '') throw badRequest('name must contain letters or digits');
    const key = categoryKey(slug);
    if (await repo.categoryKeyTaken(this.#db, key)) throw new HttpError(409, `A category named "${f.name}" already exists`);
    const group = f.menuGroup ?? 'More';
    const sortOrder = await repo.nextSortOrder(this.#db, group, MENU_GROUPS.indexOf(group) * 100);
    const image = await this.#store(upload, 'category');
    try {
      const id = await repo.insertCategory(
        this.#db,
        {
          name: f.name,
          slug,
          slug_key: key,
          is_active: f.isActive ? 1 : 0,
          menu_group: group,
          menu_subgroup: group === 'Event Setup' && f.menuSubgroup ? f.menuSubgroup : null,
          sort_order: sortOrder,
        },
        image,
      );
      await this.#catalogue.changed();
      return { id, image };
    } catch (err) {
      await this.#media.remove(image);
      if (await repo.categoryKeyTaken(this.#db, key)) throw new HttpError(409, `A category named "${f.name}" already exists`);
      throw err;
    }
  }

  /** Renames (the slug, and so every link to the category, stays), (de)activates, moves, replaces the image. */
  async updateCategory(id: number, fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const existing = await repo.getCategoryRow(this.#db, id);
    if (!existing) throw notFound(`Category ${id} not found`);
    const f = parseOr400(categoryForm, fields, 'form');
    const group = f.menuGroup ?? existing.menu_group;
    const values: Partial<repo.CategoryValues> & { sort_order?: number } = {
      name: f.name,
      is_active: f.isActive ? 1 : 0,
      menu_group: group,
      menu_subgroup: group !== 'Event Setup' ? null : f.menuSubgroup === undefined ? existing.menu_subgroup : f.menuSubgroup || null,
    };
    if (group !== existing.menu_group)
      values.sort_order = await repo.nextSortOrder(this.#db, group, MENU_GROUPS.indexOf(group as (typeof MENU_GROUPS)[number]) * 100);
    const fresh = await this.#store(upload, 'category');
    const image = fresh ?? existing.image_name;
    try {
      await repo.updateCategory(this.#db, id, values, image);
    } catch (err) {
      await this.#media.remove(fresh);
      throw err;
    }
    await this.#catalogue.changed();
    if (fresh && existing.image_name !== fresh) await this.#media.remove(existing.image_name);
    return { id, image };
  }

  /** 409 while products remain in the category: they must be moved or deleted first. */
  async deleteCategory(id: number): Promise<{ name: string }> {
    const existing = await repo.getCategoryRow(this.#db, id);
    if (!existing) throw notFound(`Category ${id} not found`);
    const inUse = await repo.countProductsIn(this.#db, id);
    const refuse = (n: number) =>
      new HttpError(409, `Category "${existing.name}" still has ${n} product${n === 1 ? '' : 's'}: move or delete ${n === 1 ? 'it' : 'them'} first`);
    if (inUse > 0) throw refuse(inUse);
    try {
      if (!(await repo.deleteCategory(this.#db, id))) throw notFound(`Category ${id} not found`);
    } catch (err) {
      // A product added to it in the meantime: the foreign key refuses the delete.
      const n = await repo.countProductsIn(this.#db, id);
      if (n > 0) throw refuse(n);
      throw err;
    }
    await this.#catalogue.changed();
    await this.#media.remove(existing.image_name);
    return { name: existing.name };
  }
}
