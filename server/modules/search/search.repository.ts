// All search SQL: the full-text index (an FTS5 table on SQLite, tsvectors on PostgreSQL, both kept by
// triggers: db/migrations/…_product_search.ts), the index's vocabulary for typos, and the synonyms.
// The index holds only products of active categories, so nothing here joins categories; products are
// joined only for a price or stock filter or a price order.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { ListingSort } from '../../../shared/listing.ts';
import type { Synonym } from '../../../shared/search.ts';
import { type ProductFilters, hasFilter, productFilter, productOrder } from '../catalog/catalog.repository.ts';
import { type SearchPlan, ftsMatch, ftsMatchOutsideTitle, tsQuery } from './search.query.ts';

/** The products with every word in the title, the others, or all of them (a listing sorted by a field). */
export type Tier = 'title' | 'rest' | 'all';
/**
 * By relevance (bm25 / ts_rank, column weights title > category > details > body), by id (the
 * catalogue order, or newest first), or by price (ties by id, as the category pages break them).
 */
export type Order = 'relevance' | 'id' | Exclude<ListingSort, 'relevance' | 'catalogue'>;

/** Joined only when a filter or the order needs the product's columns: otherwise the index alone answers. */
const productsJoin = (needed: boolean, id: RawBuilder<unknown>) => (needed ? sql`JOIN products p ON p.id = ${id}` : sql``);
const filterSql = (filters: ProductFilters | undefined) => (hasFilter(filters) ? sql`AND ${productFilter(filters)}` : sql``);
const byField = (order: Order) => order === 'price-asc' || order === 'price-desc';

/** The ORDER BY of `order`, given the dialect's relevance rank (best first) and its product id column. */
function orderBy(order: Order, rank: RawBuilder<unknown>, id: RawBuilder<unknown>): RawBuilder<unknown> {
  if (order === 'relevance') return sql`${rank}, ${id}`;
  if (order === 'newest') return sql`${id} DESC`;
  return byField(order) ? productOrder(order) : id;
}

/**
 * How many products match, or (`inTitle`) match with every word in the title, within the filters,
 * counted up to `upTo`: the count stops there, so a word every product has costs `upTo` index rows.
 */
export async function countMatches(
  db: Kysely<Database>,
  dialect: Dialect,
  plan: SearchPlan,
  inTitle: boolean,
  filters: ProductFilters | undefined,
  upTo: number,
): Promise<number> {
  if (dialect === 'postgres') {
    const column = inTitle ? sql`s.title` : sql`s.document`;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM (SELECT 1 FROM product_search s ${productsJoin(hasFilter(filters), sql`s.product_id`)}
      WHERE ${column} @@ to_tsquery('simple', ${tsQuery(plan)}) ${filterSql(filters)} LIMIT ${upTo}) AS found`.execute(db);
    return Number(rows[0]!.n);
  }
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM (SELECT 1 FROM product_search ${productsJoin(hasFilter(filters), sql`product_search.rowid`)}
    WHERE product_search MATCH ${ftsMatch(plan, inTitle)} ${filterSql(filters)} LIMIT ${upTo})`.execute(db);
  return Number(rows[0]!.n);
}

/** One window of a tier's product ids within the filters, in the given order (ties by id, so pages never overlap). */
export async function matchIds(
  db: Kysely<Database>,
  dialect: Dialect,
  plan: SearchPlan,
  tier: Tier,
  order: Order,
  limit: number,
  offset: number,
  filters?: ProductFilters,
): Promise<number[]> {
  const join = hasFilter(filters) || byField(order);
  if (dialect === 'postgres') {
    const where = tier === 'title' ? sql`s.title @@ q.q` : tier === 'rest' ? sql`s.document @@ q.q AND NOT s.title @@ q.q` : sql`s.document @@ q.q`;
    // Weights for D, C, B, A: body, details, category, title.
    const by = orderBy(order, sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', s.document, q.q) DESC`, sql`s.product_id`);
    const { rows } = await sql<{ id: number }>`
      SELECT s.product_id AS id FROM product_search s ${productsJoin(join, sql`s.product_id`)}, to_tsquery('simple', ${tsQuery(plan)}) AS q(q)
      WHERE ${where} ${filterSql(filters)} ORDER BY ${by} LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map((r) => r.id);
  }
  const match = tier === 'title' ? ftsMatch(plan, true) : tier === 'rest' ? ftsMatchOutsideTitle(plan) : ftsMatch(plan);
  // Column weights in the table's order: title, category, details, body (bm25 is lower for better).
  const by = orderBy(order, sql`bm25(product_search, 10.0, 4.0, 2.0, 1.0)`, sql`product_search.rowid`);
  const { rows } = await sql<{ id: number }>`
    SELECT product_search.rowid AS id FROM product_search ${productsJoin(join, sql`product_search.rowid`)}
    WHERE product_search MATCH ${match} ${filterSql(filters)}
    ORDER BY ${by} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** One window of `ids` (products, any number up to a few thousand) in a price order, ties by id. */
export async function byPrice(
  db: Kysely<Database>,
  ids: readonly number[],
  order: 'price-asc' | 'price-desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT p.id FROM products p WHERE p.id IN (${sql.join(ids)}) ORDER BY ${productOrder(order)} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** The index's words that start with `letter` (where a typo's neighbours are looked for). */
export async function wordsStartingWith(db: Kysely<Database>, dialect: Dialect, letter: string): Promise<string[]> {
  // Every word starting with the letter sorts between it and it followed by the last code point.
  const upTo = `${letter}\u{10FFFF}`;
  if (dialect === 'postgres') {
    const rows = await db.selectFrom('search_terms').select('term').where('term', '>=', letter).where('term', '<', upTo).execute();
    return rows.map((r) => r.term);
  }
  const { rows } = await sql<{ term: string }>`SELECT term FROM product_search_terms WHERE term >= ${letter} AND term < ${upTo}`.execute(db);
  return rows.map((r) => r.term);
}

// ---- synonyms ----

export async function listSynonyms(db: Kysely<Database>): Promise<Synonym[]> {
  return db.selectFrom('search_synonyms').select(['id', 'word', 'means']).orderBy('word').orderBy('means').execute();
}

export async function findSynonym(db: Kysely<Database>, word: string, means: string): Promise<Synonym | undefined> {
  return db.selectFrom('search_synonyms').select(['id', 'word', 'means']).where('word', '=', word).where('means', '=', means).executeTakeFirst();
}

export async function insertSynonym(db: Kysely<Database>, word: string, means: string): Promise<number> {
  const [row] = await db.insertInto('search_synonyms').values({ word, means }).returning('id').execute();
  return row!.id;
}

export async function deleteSynonym(db: Kysely<Database>, id: number): Promise<Synonym | undefined> {
  const [row] = await db.deleteFrom('search_synonyms').where('id', '=', id).returning(['id', 'word', 'means']).execute();
  return row;
}
