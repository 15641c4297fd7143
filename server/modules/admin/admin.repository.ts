// Catalogue SQL for the admin area: searches across active and inactive categories, and all writes.
// Read functions shared with the storefront stay in catalog.repository.ts.
import { type Kysely, sql } from 'kysely';
import { type AdminCategory, type CategoryColumns, toCategory } from '../../../shared/category.ts';
import { type AdminProduct, PRODUCT_SELECTION, type ProductSearch, type ProductValues } from '../../../shared/product.ts';
import type { Database } from '../../../db/schema.ts';

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

/** Products as the admin area lists them: the select list of the product's definition and the category's name and state. */
function adminProducts(db: Kysely<Database>, s: ProductSearch) {
  return searchQuery(db, s).select(PRODUCT_SELECTION).select(['c.name as categoryName', 'c.is_active as categoryActive']);
}

const toAdminProduct = <R extends { categoryActive: number }>(r: R) => ({ ...r, categoryActive: r.categoryActive === 1 });

export async function searchProducts(db: Kysely<Database>, s: ProductSearch): Promise<{ items: AdminProduct[]; total: number }> {
  const countRow = await searchQuery(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let q = adminProducts(db, s).orderBy('p.id', 'desc');
  if (s.limit !== undefined || s.offset !== undefined) q = q.limit(s.limit ?? 1_000_000);
  if (s.offset !== undefined) q = q.offset(s.offset);
  return { items: (await q.execute()).map(toAdminProduct), total: Number(countRow.n) };
}

export async function getAdminProduct(db: Kysely<Database>, id: number): Promise<AdminProduct | undefined> {
  const row = await adminProducts(db, {}).where('p.id', '=', id).executeTakeFirst();
  return row && toAdminProduct(row);
}

export async function getProductRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Runs `query` on blocks of 500 values, well under either database's limit on bound parameters. */
async function inBlocks<V, R>(values: readonly V[], query: (block: V[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += 500) out.push(...(await query(values.slice(i, i + 500))));
  return out;
}

/** The products with these ids (any number of them), as stored. */
export function productRowsByIds(db: Kysely<Database>, ids: readonly number[]) {
  return inBlocks(ids, (block) => db.selectFrom('products').selectAll().where('id', 'in', block).execute());
}

/** Which of these names are stored product pictures. */
export async function storedProductPictures(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  const rows = await inBlocks(names, (block) =>
    db.selectFrom('images').select('filename').where('kind', '=', 'product').where('filename', 'in', block).execute(),
  );
  return new Set(rows.map((r) => r.filename));
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

/** Every category's id, menu slug and the keys a category is looked up by. */
export function categoryKeys(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'slug', 'slug_key', 'alias_key']).execute();
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

/** The columns an admin writes: the form's (the image is set on its own, from the upload). */
export type CategoryValues = Omit<CategoryColumns, 'id' | 'slug' | 'sort_order' | 'image_name'>;

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
