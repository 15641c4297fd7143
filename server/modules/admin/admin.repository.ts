// Catalogue SQL for the admin area: searches across active and inactive categories, and all writes.
// Read functions shared with the storefront stay in catalog.repository.ts.
import { type Kysely, sql } from 'kysely';
import type { Category, Product } from '../../../shared/catalog.ts';
import type { Database, ProductRow } from '../../../db/schema.ts';
import { toCategory } from '../catalog/catalog.repository.ts';

/** The columns an admin writes (the image is set on its own). */
export type ProductValues = Omit<ProductRow, 'id' | 'image' | 'created_at' | 'updated_at'>;

export interface AdminProduct extends Product {
  categoryName: string;
  categoryActive: boolean;
}

export interface AdminCategory extends Category {
  productCount: number;
}

export interface ProductSearch {
  /** Part of the title, any case. */
  q?: string | undefined;
  categoryId?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

const now = () => new Date().toISOString();

function searchQuery(db: Kysely<Database>, s: ProductSearch) {
  let q = db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id');
  if (s.categoryId !== undefined) q = q.where('p.category_id', '=', s.categoryId);
  if (s.q) {
    const pattern = `%${s.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where(sql<boolean>`lower(p.title) like ${pattern} escape '\\'`);
  }
  return q;
}

export async function searchProducts(db: Kysely<Database>, s: ProductSearch): Promise<{ items: AdminProduct[]; total: number }> {
  const countRow = await searchQuery(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let q = searchQuery(db, s).selectAll('p').select(['c.slug as category', 'c.name as category_name', 'c.is_active as category_active']).orderBy('p.id', 'desc');
  if (s.limit !== undefined || s.offset !== undefined) q = q.limit(s.limit ?? 1_000_000);
  if (s.offset !== undefined) q = q.offset(s.offset);
  const rows = await q.execute();
  const items = rows.map((r) => {
    const { category_id: _cid, created_at: _c, updated_at: _u, category_name, category_active, ...rest } = r;
    return { ...rest, categoryName: category_name, categoryActive: category_active === 1 } as AdminProduct;
  });
  return { items, total: Number(countRow.n) };
}

export async function getProductRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Kysely<Database>, values: ProductValues, image: string | null): Promise<number> {
  const t = now();
  const [row] = await db
    .insertInto('products')
    .values({ ...values, image, created_at: t, updated_at: t })
    .returning('id')
    .execute();
  return row!.id;
}

export async function updateProduct(db: Kysely<Database>, id: number, values: ProductValues, image: string | null): Promise<boolean> {
  const r = await db
    .updateTable('products')
    .set({ ...values, image, updated_at: now() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function listCategoriesWithCounts(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('products as p').whereRef('p.category_id', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('product_count'))
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map(({ product_count, ...row }) => ({ ...toCategory(row), productCount: Number(product_count ?? 0) }));
}

export async function getCategoryRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A category whose slug or alias already uses this key. */
export async function categoryKeyTaken(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb('slug_key', '=', key), eb('alias_key', '=', key)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function nextSortOrder(db: Kysely<Database>, group: string, base: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number>('sort_order').as('m'))
    .where('menu_group', '=', group)
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? base : Number(row.m) + 1;
}

export interface CategoryValues {
  name: string;
  is_active: number;
  menu_group: string;
  menu_subgroup: string | null;
}

export async function insertCategory(
  db: Kysely<Database>,
  values: CategoryValues & { slug: string; slug_key: string; sort_order: number },
  image: string | null,
): Promise<number> {
  const t = now();
  const [row] = await db
    .insertInto('categories')
    .values({ ...values, alias_key: null, image_name: image, created_at: t, updated_at: t })
    .returning('id')
    .execute();
  return row!.id;
}

export async function updateCategory(
  db: Kysely<Database>,
  id: number,
  values: Partial<CategoryValues> & { sort_order?: number },
  image: string | null,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ ...values, image_name: image, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

export async function countProductsIn(db: Kysely<Database>, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
