// The admin catalogue rules: the product and category forms checked by their definitions' schemas
// (shared/product.ts, shared/category.ts), each save with its picture one transaction, image
// replacement and removal, and the category rules (derived slug, no delete while products remain).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type AdminCategory, categoryColumns, categoryForm } from '../../../shared/category.ts';
import { MENU_GROUPS } from '../../../shared/menu.ts';
import { type AdminProduct, type ProductSearch, type ProductValues, productForm, productValues } from '../../../shared/product.ts';
import { categoryKey } from '../../../shared/text.ts';
import { findCategory } from '../catalog/catalog.repository.ts';
import { HttpError, badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import type { EncodedImage, ImageKind } from '../media/media.service.ts';
import * as repo from './admin.repository.ts';
import { CatalogueWriter } from './catalogue-writer.ts';

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

export class AdminService extends CatalogueWriter {
  /** Checks and re-encodes an upload: the slow part, done before the save's transaction opens. */
  async #encode(upload: Upload | undefined): Promise<EncodedImage | undefined> {
    if (!upload) return undefined;
    const picture = await this.encodePicture(upload.bytes, upload.field);
    if (typeof picture === 'string') throw badRequest(picture);
    return picture;
  }

  /**
   * Stores the new picture (if any) and writes the row naming it in one transaction: both are stored, or
   * neither. Without a new picture the row keeps `current`. Returns the picture the row names and what
   * `write` returned.
   */
  async #save<T>(
    kind: ImageKind,
    picture: EncodedImage | undefined,
    current: string | null,
    write: (trx: Kysely<Database>, image: string | null) => Promise<T>,
  ): Promise<{ image: string | null; written: T }> {
    return this.db.transaction().execute(async (trx) => {
      const image = picture ? await this.media.storeEncoded(picture, kind, trx) : current;
      return { image, written: await write(trx, image) };
    });
  }

  // ---- products ------------------------------------------------------------------------------

  searchProducts(s: ProductSearch): Promise<{ items: AdminProduct[]; total: number }> {
    return repo.searchProducts(this.db, s);
  }

  getProduct(id: number): Promise<AdminProduct | undefined> {
    return repo.getAdminProduct(this.db, id);
  }

  async #productValues(fields: Record<string, string>): Promise<ProductValues> {
    const f = parseOr400(productForm, fields, 'form');
    const cat = await findCategory(this.db, f.category);
    if (!cat) throw badRequest(`category "${f.category}" is not a known category`);
    return productValues(f, cat.id);
  }

  async createProduct(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const values = await this.#productValues(fields);
    const picture = await this.#encode(upload);
    const { image, written: id } = await this.#save('product', picture, null, (trx, image) => repo.insertProduct(trx, values, image));
    await this.published();
    return { id, image };
  }

  /** Replaces the fields; the image only when a new one is uploaded (the old one is then removed). */
  async updateProduct(id: number, fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const existing = await repo.getProductRow(this.db, id);
    if (!existing) throw notFound(`Product ${id} not found`);
    const values = await this.#productValues(fields);
    const picture = await this.#encode(upload);
    const { image } = await this.#save('product', picture, existing.image, async (trx, image) => {
      if (!(await repo.updateProduct(trx, id, values, image))) throw notFound(`Product ${id} not found`);
    });
    await this.published(image !== existing.image ? existing.image : null);
    return { id, image };
  }

  async deleteProduct(id: number): Promise<{ title: string }> {
    const existing = await repo.getProductRow(this.db, id);
    if (!existing || !(await repo.deleteProduct(this.db, id))) throw notFound(`Product ${id} not found`);
    await this.published(existing.image);
    return { title: existing.title };
  }

  // ---- categories ----------------------------------------------------------------------------

  listCategories(): Promise<AdminCategory[]> {
    return repo.listCategoriesWithCounts(this.db);
  }

  /** The picture and the row are written in one transaction: both are stored, or neither. */
  async createCategory(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const f = parseOr400(categoryForm, fields, 'form');
    // The menu slug is the name without spaces or punctuation, case kept (as AnnualGeneralMeeting).
    const slug = f.name.replace(/[^\p{L}\p{N}]+/gu, '');
    if (slug === '') throw badRequest('name must contain letters or digits');
    const key = categoryKey(slug);
    const taken = () => new HttpError(409, `A category named "${f.name}" already exists`);
    if (await repo.categoryKeyTaken(this.db, key)) throw taken();
    const group = f.menuGroup ?? 'More';
    const picture = await this.#encode(upload);
    const values = { ...categoryColumns(f), menu_group: group, menu_subgroup: group === 'Event Setup' && f.menuSubgroup ? f.menuSubgroup : null };
    try {
      const { image, written: id } = await this.#save('category', picture, null, async (trx, image) => {
        const sortOrder = await repo.nextSortOrder(trx, group, MENU_GROUPS.indexOf(group) * 100);
        return repo.insertCategory(trx, { ...values, slug, slug_key: key, sort_order: sortOrder }, image);
      });
      await this.published();
      return { id, image };
    } catch (err) {
      // Another save of the same name in the meantime: the unique key refuses the second.
      if (await repo.categoryKeyTaken(this.db, key)) throw taken();
      throw err;
    }
  }

  /** Renames (the slug, and so every link to the category, stays), (de)activates, moves, replaces the image. */
  async updateCategory(id: number, fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const existing = await repo.getCategoryRow(this.db, id);
    if (!existing) throw notFound(`Category ${id} not found`);
    const f = parseOr400(categoryForm, fields, 'form');
    const group = f.menuGroup ?? existing.menu_group;
    const values: Partial<repo.CategoryValues> & { sort_order?: number } = {
      ...categoryColumns(f),
      menu_group: group,
      menu_subgroup: group !== 'Event Setup' ? null : f.menuSubgroup === undefined ? existing.menu_subgroup : f.menuSubgroup || null,
    };
    const picture = await this.#encode(upload);
    const { image } = await this.#save('category', picture, existing.image_name, async (trx, image) => {
      if (group !== existing.menu_group)
        values.sort_order = await repo.nextSortOrder(trx, group, MENU_GROUPS.indexOf(group as (typeof MENU_GROUPS)[number]) * 100);
      await repo.updateCategory(trx, id, values, image);
    });
    await this.published(image !== existing.image_name ? existing.image_name : null);
    return { id, image };
  }

  /** 409 while products remain in the category: they must be moved or deleted first. */
  async deleteCategory(id: number): Promise<{ name: string }> {
    const existing = await repo.getCategoryRow(this.db, id);
    if (!existing) throw notFound(`Category ${id} not found`);
    const inUse = await repo.countProductsIn(this.db, id);
    const refuse = (n: number) =>
      new HttpError(409, `Category "${existing.name}" still has ${n} product${n === 1 ? '' : 's'}: move or delete ${n === 1 ? 'it' : 'them'} first`);
    if (inUse > 0) throw refuse(inUse);
    try {
      if (!(await repo.deleteCategory(this.db, id))) throw notFound(`Category ${id} not found`);
    } catch (err) {
      // A product added to it in the meantime: the foreign key refuses the delete.
      const n = await repo.countProductsIn(this.db, id);
      if (n > 0) throw refuse(n);
      throw err;
    }
    await this.published(existing.image_name);
    return { name: existing.name };
  }
}
