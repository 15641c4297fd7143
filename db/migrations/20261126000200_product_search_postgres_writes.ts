// PostgreSQL only: the search index (…_product_search.ts) made cheap to keep at scale.
//
// - A bulk insert is indexed from the trigger's own transition table. Before, each statement looked its
//   rows up again in products by id, and during a bulk load (planner statistics not yet gathered) that
//   was a scan of the whole table per statement: 100,000 products in batches of 500 took over a minute,
//   more with every batch.
// - The GIN indexes take each write at once instead of through a pending list. With the pending list
//   (the default), a search after a bulk import scans every entry not yet merged, one by one, until the
//   next vacuum: measured on 100,000 products, searches went from about 20 ms to over 100 ms until
//   autovacuum ran. Admin writes are a few a day; updating the indexes in place costs them a few
//   milliseconds, and searches never depend on when vacuum last ran.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

const ABOUT = Array.from({ length: 10 }, (_, i) => `about${i + 1}`);
const GIN_INDEXES = ['product_search_title_idx', 'product_search_document_idx'];

/** The index row of each product in `source` (a table or transition table aliased p) of an active category. */
const indexRows = (source: string, where: string) => `
  INSERT INTO product_search (product_id, title, document)
  SELECT p.id, to_tsvector('simple', search_words(p.title)),
    product_search_document(p.title, c.name, concat_ws(' ', p.color, p.occassion, p.brand, p.material),
      concat_ws(' ', p.description, ${ABOUT.map((a) => `p.${a}`).join(', ')}))
  FROM ${source} p JOIN categories c ON c.id = p.category_id
  WHERE c.is_active = 1 AND ${where}
  RETURNING document`;

/** Words of 4 or more letters of the rows just indexed, kept for typo look-ups. */
const keepTerms = (rows: string) => `
  WITH added AS (${rows})
  INSERT INTO search_terms (term)
  SELECT DISTINCT t FROM added CROSS JOIN unnest(tsvector_to_array(added.document)) AS t
  WHERE length(t) >= 4 AND t ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // Weights: A title, B category, C colour/occasion/brand/material, D description and about lines.
  await sql`CREATE FUNCTION product_search_document(title text, category text, details text, body text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
      SELECT setweight(to_tsvector('simple', search_words(title)), 'A')
        || setweight(to_tsvector('simple', search_words(category)), 'B')
        || setweight(to_tsvector('simple', search_words(details)), 'C')
        || setweight(to_tsvector('simple', search_words(body)), 'D')
    $$`.execute(db);
  // Still used when a category is renamed or (de)activated: its products by id.
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION product_search_index(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_search WHERE product_id = ANY (ids);
        ${keepTerms(indexRows('products', 'p.id = ANY (ids)'))};
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION product_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM product_search WHERE product_id IN (SELECT id FROM gone);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          ${keepTerms(indexRows('fresh', 'true'))};
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  for (const index of GIN_INDEXES) await sql`ALTER INDEX ${sql.id(index)} SET (fastupdate = off)`.execute(db);
  // Entries already waiting in a pending list are merged now rather than at the next vacuum.
  for (const index of GIN_INDEXES) await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of GIN_INDEXES) await sql`ALTER INDEX ${sql.id(index)} RESET (fastupdate)`.execute(db);
  // The functions of …_product_search.ts, as they were.
  const vector = (text: string, weight: string) => `setweight(to_tsvector('simple', search_words(${text})), '${weight}')`;
  const document = [
    vector('p.title', 'A'),
    vector('c.name', 'B'),
    vector("concat_ws(' ', p.color, p.occassion, p.brand, p.material)", 'C'),
    vector(`concat_ws(' ', p.description, ${ABOUT.map((a) => `p.${a}`).join(', ')})`, 'D'),
  ].join(' || ');
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION product_search_index(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_search WHERE product_id = ANY (ids);
        INSERT INTO product_search (product_id, title, document)
          SELECT p.id, to_tsvector('simple', search_words(p.title)), ${document}
          FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.id = ANY (ids) AND c.is_active = 1;
        INSERT INTO search_terms (term)
          SELECT DISTINCT t FROM product_search s CROSS JOIN unnest(tsvector_to_array(s.document)) AS t
          WHERE s.product_id = ANY (ids) AND length(t) >= 4 AND t ~ '[[:alpha:]]'
          ON CONFLICT DO NOTHING;
      END $$`,
    )
    .execute(db);
  await sql`CREATE OR REPLACE FUNCTION product_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM product_search WHERE product_id IN (SELECT id FROM gone);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM product_search_index(ARRAY(SELECT id FROM fresh));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP FUNCTION product_search_document(text, text, text, text)`.execute(db);
}
