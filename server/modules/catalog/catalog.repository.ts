// All catalogue SQL. Functions take the Kysely instance first. A product is read with the select list its
// definition gives (shared/product.ts), a category through its definition's toCategory.
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Category, toCategory } from '../../../shared/category.ts';
import { PRODUCT_SELECTION, type Product } from '../../../shared/product.ts';
import type { SitemapProduct } from '../../../shared/catalog.ts';
import type { ListingSort, ProductFilters } from '../../../shared/listing.ts';
import { categoryKey } from '../../../shared/text.ts';
import type { Database } from '../../../db/schema.ts';

function baseProducts(db: Kysely<Database>, includeInactive: boolean) {
  let q = db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').select(PRODUCT_SELECTION);
  if (!includeInactive) q = q.where('c.is_active', '=', 1);
  return q;
}

/** What narrows a listing: price bounds in whole rupees (inclusive), in stock only, a colour and an occasion. */
export type { ProductFilters };

/**
 * The filters as one condition on the products table aliased `p` (true when nothing is set), for the
 * catalogue's queries and the search's alike. The bounds are bound parameters, never SQL text.
 */
export function productFilter(f: ProductFilters | undefined): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  if (f?.min != null) parts.push(sql`p.price >= ${f.min}`);
  if (f?.max != null) parts.push(sql`p.price <= ${f.max}`);
  // A product whose stock is not counted (null: a service) is always available.
  if (f?.inStock) parts.push(sql`(p.stock IS NULL OR p.stock > 0)`);
  // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not. The text is
  // letters, digits, spaces and hyphens only (filterText), so it holds no LIKE wildcard.
  if (f?.colour !== undefined) parts.push(sql`lower(p.color) LIKE ${`%${f.colour}%`}`);
  if (f?.occasion !== undefined) parts.push(sql`lower(p.occassion) LIKE ${`%${f.occasion}%`}`);
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** True when the filters leave some products out. */
export const hasFilter = (f: ProductFilters | undefined): f is ProductFilters =>
  f !== undefined && (f.min !== null || f.max !== null || f.inStock || f.colour !== undefined || f.occasion !== undefined);

/**
 * A listing's order, ties broken by id so that pages never overlap or skip. Price orders read the
 * (category_id, price, id) index, the others the (category_id, id) one; both walk it forwards or
 * backwards, which is why high-to-low breaks ties by the newest first.
 */
export function productOrder(sort: ListingSort): RawBuilder<unknown> {
  switch (sort) {
    case 'newest':
      return sql`p.id DESC`;
    case 'price-asc':
      return sql`p.price ASC, p.id ASC`;
    case 'price-desc':
      return sql`p.price DESC, p.id DESC`;
    default:
      return sql`p.id ASC`;
  }
}

export interface ListOptions {
  limit?: number | undefined;
  offset?: number | undefined;
  categoryId?: number | undefined;
  /** Leave this product out (the one a page is about). */
  excludeId?: number | undefined;
  includeInactive?: boolean;
  /** The catalogue order (by id) unless given. */
  sort?: ListingSort | undefined;
  filters?: ProductFilters | undefined;
  /** In the catalogue order, start at this id: a seek on the primary key instead of an OFFSET's walk. */
  fromId?: number | undefined;
}

/** The conditions a listing narrows its products (aliased `p`) by: its category, the one left out, its filters. */
function listingConditions(opts: ListOptions): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (opts.categoryId !== undefined) conditions.push(sql<SqlBool>`p.category_id = ${opts.categoryId}`);
  if (opts.excludeId !== undefined) conditions.push(sql<SqlBool>`p.id <> ${opts.excludeId}`);
  if (hasFilter(opts.filters)) conditions.push(productFilter(opts.filters));
  return conditions;
}

/** SQLite needs a LIMIT before an OFFSET: this one is far above any catalogue we hold. */
const NO_LIMIT = 1_000_000;

export async function listProducts(db: Kysely<Database>, opts: ListOptions = {}): Promise<Product[]> {
  const order = productOrder(opts.sort ?? 'catalogue');
  const conditions = listingConditions(opts);
  let q = baseProducts(db, opts.includeInactive ?? false).orderBy(order);
  if (opts.offset && opts.categoryId !== undefined) {
    // A later page of a category: its ids are read first from the category's covering index ((category_id,
    // id), or (category_id, price, id, stock) for prices and stock), then only their rows. An OFFSET on the
    // rows themselves made PostgreSQL fetch and sort every product of the category: at 100,000 products,
    // 2,700 rows for the last page of 48.
    let ids = db.selectFrom('products as p').select('p.id').orderBy(order);
    for (const c of conditions) ids = ids.where(c);
    return q.where('p.id', 'in', ids.limit(opts.limit ?? NO_LIMIT).offset(opts.offset)).execute();
  }
  for (const c of conditions) q = q.where(c);
  if (opts.fromId !== undefined) q = q.where('p.id', '>=', opts.fromId);
  if (opts.limit !== undefined || opts.offset !== undefined) q = q.limit(opts.limit ?? NO_LIMIT);
  if (opts.offset !== undefined) q = q.offset(opts.offset);
  return q.execute();
}

/**
 * The id of every active product, in id order: what turns a list window's offset into an id to start
 * from. One row holding every id (read from a (category_id, …) covering index, sorted here) rather than
 * a row per product: making 100,000 rows cost three times the scan itself. The caller keeps it per
 * catalogue version.
 */
export async function activeProductIds(db: Kysely<Database>): Promise<Int32Array> {
  const row = await db
    .selectFrom('products as p')
    .where('p.category_id', 'in', (eb) => eb.selectFrom('categories').select('id').where('is_active', '=', 1))
    .select(sql<string | null>`string_agg(CAST(p.id AS text), ',')`.as('ids'))
    .executeTakeFirstOrThrow();
  return row.ids ? Int32Array.from(row.ids.split(','), Number).sort() : new Int32Array(0);
}

export async function countProducts(db: Kysely<Database>, categoryId?: number, filters?: ProductFilters): Promise<number> {
  let q = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('c.is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (categoryId !== undefined) q = q.where('p.category_id', '=', categoryId);
  if (hasFilter(filters)) q = q.where(productFilter(filters));
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Active products with ids in (afterId, afterId + limit], in id order: a keyset query on the primary
 * key that reads at most `limit` rows, however large the catalogue.
 */
export async function sitemapProducts(db: Kysely<Database>, afterId: number, limit: number): Promise<SitemapProduct[]> {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('c.is_active', '=', 1)
    .where('p.id', '>', afterId)
    .where('p.id', '<=', afterId + limit)
    .orderBy('p.id')
    .limit(limit)
    .select(['p.id', 'c.slug as category', 'p.updated_at as updatedAt'])
    .execute();
}

/** Which blocks of `size` ids (0 for ids 1..size, 1 for the next, …) hold at least one active product. */
export async function activeIdBlocks(db: Kysely<Database>, size: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('c.is_active', '=', 1)
    .select(sql<number>`(p.id - 1) / ${sql.lit(size)}`.as('block'))
    .distinct()
    .orderBy('block')
    .execute();
  return rows.map((r) => Number(r.block));
}

export async function getProduct(db: Kysely<Database>, id: number, includeInactive = false): Promise<Product | undefined> {
  return baseProducts(db, includeInactive).where('p.id', '=', id).executeTakeFirst();
}

/** These products of active categories, in the order of `ids` (a search's ranking); unknown ids are left out. */
export async function productsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await baseProducts(db, false).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listCategories(db: Kysely<Database>, activeOnly: boolean): Promise<Category[]> {
  let q = db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id');
  if (activeOnly) q = q.where('is_active', '=', 1);
  return (await q.execute()).map(toCategory);
}

/** Finds a category by menu slug or admin alias, ignoring case and spaces. */
export async function findCategory(db: Kysely<Database>, value: string): Promise<Category | undefined> {
  const key = categoryKey(value);
  if (key === '') return undefined;
  const row = await db
    .selectFrom('categories')
    .selectAll()
    .where((eb) => eb.or([eb('slug_key', '=', key), eb('alias_key', '=', key)]))
    .executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

/** The catalogue's version: a number database triggers move with every change to products or categories. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** True while the table has no row yet: a first start, which the seed fills. */
export async function isEmpty(db: Kysely<Database>, table: 'categories' | 'products'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}
