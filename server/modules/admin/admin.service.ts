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
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import { HttpError, badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { type EncodedImage, ImageInputError, type MediaService } from '../media/media.service.ts';
import * as repo from './admin.repository.ts';

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

  /** Checks and re-encodes an upload: the slow part, done before the save's transaction opens. */
  async #encode(upload: Upload | undefined): Promise<EncodedImage | undefined> {
    if (!upload) return undefined;
    try {
      return await this.#media.encode(upload.bytes);
    } catch (err) {
      if (err instanceof ImageInputError) throw badRequest(`${upload.field} must be a JPEG, PNG, WebP or GIF image (${err.message})`);
      throw err;
    }
  }

  // ---- products ------------------------------------------------------------------------------

  searchProducts(s: ProductSearch): Promise<{ items: AdminProduct[]; total: number }> {
    return repo.searchProducts(this.#db, s);
  }

  getProduct(id: number): Promise<AdminProduct | undefined> {
    return repo.getAdminProduct(this.#db, id);
  }

  async #productValues(fields: Record<string, string>): Promise<ProductValues> {
    const f = parseOr400(productForm, fields, 'form');
    const cat = await findCategory(this.#db, f.category);
    if (!cat) throw badRequest(`category "${f.category}" is not a known category`);
    return productValues(f, cat.id);
  }

  /** The picture and the row are written in one transaction: both are stored, or neither. */
  async createProduct(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const values = await this.#productValues(fields);
    const picture = await this.#encode(upload);
    const saved = await this.#db.transaction().execute(async (trx) => {
      const image = picture ? await this.#media.storeEncoded(picture, 'product', trx) : null;
      return { id: await repo.insertProduct(trx, values, image), image };
    });
    // The pages and catalogue answers this instance keeps are dropped before the admin hears "saved".
    await this.#catalogue.changed();
    return saved;
  }

  /** Replaces the fields; the image only when a new one is uploaded (the old one is then removed). */
  async updateProduct(id: number, fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const existing = await repo.getProductRow(this.#db, id);
    if (!existing) throw notFound(`Product ${id} not found`);
    const values = await this.#productValues(fields);
    const picture = await this.#encode(upload);
    const image = await this.#db.transaction().execute(async (trx) => {
      const fresh = picture ? await this.#media.storeEncoded(picture, 'product', trx) : null;
      const image = fresh ?? existing.image;
      if (!(await repo.updateProduct(trx, id, values, image))) throw notFound(`Product ${id} not found`);
      return image;
    });
    // Kept pages stop naming the old picture before it goes.
    await this.#catalogue.changed();
    if (image !== existing.image) await this.#media.remove(existing.image);
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

  listCategories(): Promise<AdminCategory[]> {
    return repo.listCategoriesWithCounts(this.#db);
  }

  /** The picture and the row are written in one transaction: both are stored, or neither. */
  async createCategory(fields: Record<string, string>, upload?: Upload): Promise<SaveResult> {
    const f = parseOr400(categoryForm, fields, 'form');
    // The menu slug is the name without spaces or punctuation, case kept (as AnnualGeneralMeeting).
    const slug = f.name.replace(/[^\p{L}\p{N}]+/gu, '');
    if (slug === '') throw badRequest('name must contain letters or digits');
    const key = categoryKey(slug);
    const taken = () => new HttpError(409, `A category named "${f.name}" already exists`);
    if (await repo.categoryKeyTaken(this.#db, key)) throw taken();
    const group = f.menuGroup ?? 'More';
    const picture = await this.#encode(upload);
    try {
      const saved = await this.#db.transaction().execute(async (trx) => {
        const image = picture ? await this.#media.storeEncoded(picture, 'category', trx) : null;
        const sortOrder = await repo.nextSortOrder(trx, group, MENU_GROUPS.indexOf(group) * 100);
        const values = {
          ...categoryColumns(f),
          menu_group: group,
          menu_subgroup: group === 'Event Setup' && f.menuSubgroup ? f.menuSubgroup : null,
        };
        return { id: await repo.insertCategory(trx, { ...values, slug, slug_key: key, sort_order: sortOrder }, image), image };
      });
      await this.#catalogue.changed();
      return saved;
    } catch (err) {
      // Another save of the same name in the meantime: the unique key refuses the second.
      if (await repo.categoryKeyTaken(this.#db, key)) throw taken();
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
      ...categoryColumns(f),
      menu_group: group,
      menu_subgroup: group !== 'Event Setup' ? null : f.menuSubgroup === undefined ? existing.menu_subgroup : f.menuSubgroup || null,
    };
    const picture = await this.#encode(upload);
    const image = await this.#db.transaction().execute(async (trx) => {
      if (group !== existing.menu_group)
        values.sort_order = await repo.nextSortOrder(trx, group, MENU_GROUPS.indexOf(group as (typeof MENU_GROUPS)[number]) * 100);
      const fresh = picture ? await this.#media.storeEncoded(picture, 'category', trx) : null;
      const image = fresh ?? existing.image_name;
      await repo.updateCategory(trx, id, values, image);
      return image;
    });
    await this.#catalogue.changed();
    if (image !== existing.image_name) await this.#media.remove(existing.image_name);
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
