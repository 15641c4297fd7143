// Hindi names beside the English ones: a product's title and description, a category's name, each
// optional (null when the owner has not written one). The search index reads them too, in the columns
// their English texts are in (the Hindi title with the title, and so on), so "गुब्बारा" finds a product
// whose Hindi title says it and ranks it as a title match.
//
// Only the text the index is fed changes: the index tables, their GIN indexes and PostgreSQL's
// functions keep their names and signatures (…_product_search_postgres_writes.ts made the triggers
// index a statement's rows from its transition table; they still do). The triggers that fire only for
// some columns learn the new ones. The new columns are empty in every existing row, so those rows'
// index entries are already what the new text gives.
//
// PostgreSQL only: search_words() replaced what the locale calls punctuation by spaces, and C.UTF-8
// (like other glibc locales) calls the virama and the nukta punctuation, so "गुब्बारे" was indexed as
// "गुब" and "बारे" and a search for the word found nothing. Combining marks now stay inside their
// word, as SQLite's tokenizer keeps them (its M* categories); the Devanagari dandas still separate
// words. The products with such text anywhere are indexed again.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/** Combining diacritics and the Devanagari block but for its two dandas: word characters, whatever the locale says. */
const MARKS = String.raw`\u0300-\u036f\u0900-\u0963\u0966-\u097f`;
/** search_words() as …_product_search.ts made it, and as it is now. */
const OLD_SPLIT = '[[:punct:]]+';
const NEW_SPLIT = String.raw`(?:(?![${MARKS}])[[:punct:]])+`;

const ABOUT = Array.from({ length: 10 }, (_, i) => `about${i + 1}`);

/** The texts indexed per product `p` of category `c`, before and after this migration. */
interface Texts {
  title: string;
  category: string;
  body: string;
}

const pgTexts = (hindi: boolean): Texts => ({
  title: hindi ? "concat_ws(' ', p.title, p.title_hi)" : 'p.title',
  category: hindi ? "concat_ws(' ', c.name, c.name_hi)" : 'c.name',
  body: `concat_ws(' ', p.description, ${hindi ? 'p.description_hi, ' : ''}${ABOUT.map((a) => `p.${a}`).join(', ')})`,
});

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('title_hi', 'varchar(200)').execute();
  await db.schema.alterTable('products').addColumn('description_hi', 'text').execute();
  await db.schema.alterTable('categories').addColumn('name_hi', 'varchar(100)').execute();
  if (isPostgres(db)) await postgresIndex(db, true);
  else await sqliteIndex(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await postgresIndex(db, false);
  else await sqliteIndex(db, false);
  await db.schema.alterTable('products').dropColumn('title_hi').execute();
  await db.schema.alterTable('products').dropColumn('description_hi').execute();
  await db.schema.alterTable('categories').dropColumn('name_hi').execute();
}

/** The FTS5 triggers of …_product_search.ts, made again to index the Hindi texts (or, `hindi` false, as they were). */
async function sqliteIndex(db: Kysely<any>, hindi: boolean): Promise<void> {
  const indexed = ['title', 'description', 'category_id', 'color', 'occassion', 'brand', 'material', ...ABOUT, ...(hindi ? ['title_hi', 'description_hi'] : [])];
  const and = (column: string) => (hindi ? ` || ' ' || coalesce(${column}, '')` : '');
  const values = (r: string) =>
    `${r}.id, ${r}.title${and(`${r}.title_hi`)}, c.name${and('c.name_hi')}, ` +
    `${r}.color || ' ' || ${r}.occassion || ' ' || ${r}.brand || ' ' || ${r}.material, ` +
    `${r}.description${and(`${r}.description_hi`)}${ABOUT.map((a) => ` || ' ' || coalesce(${r}.${a}, '')`).join('')}`;
  const insert = 'INSERT INTO product_search (rowid, title, category, details, body)';
  const ofCategory = (id: string) =>
    `${insert} SELECT ${values('p')} FROM products p JOIN categories c ON c.id = p.category_id WHERE c.is_active = 1 AND ${id}`;
  const ofNew = `${insert} SELECT ${values('NEW')} FROM categories c WHERE c.id = NEW.category_id AND c.is_active = 1`;
  const categoryColumns = hindi ? 'name, name_hi, is_active' : 'name, is_active';
  const categoryChanged = `OLD.name IS NOT NEW.name OR OLD.is_active IS NOT NEW.is_active${hindi ? ' OR OLD.name_hi IS NOT NEW.name_hi' : ''}`;

  for (const t of ['insert', 'update', 'delete', 'category']) await sql.raw(`DROP TRIGGER IF EXISTS product_search_${t}`).execute(db);
  await sql.raw(`CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN ${ofNew}; END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_search_update AFTER UPDATE OF ${indexed.join(', ')} ON products BEGIN
        DELETE FROM product_search WHERE rowid = OLD.id; ${ofNew}; END`,
    )
    .execute(db);
  await sql.raw('CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN DELETE FROM product_search WHERE rowid = OLD.id; END').execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_search_category AFTER UPDATE OF ${categoryColumns} ON categories
        WHEN ${categoryChanged} BEGIN
        DELETE FROM product_search WHERE rowid IN (SELECT id FROM products WHERE category_id = NEW.id);
        ${ofCategory('p.category_id = NEW.id')}; END`,
    )
    .execute(db);
}

/**
 * PostgreSQL's index functions as …_product_search_postgres_writes.ts left them, fed the Hindi texts
 * too (or, `hindi` false, as they were), and the category trigger firing for a changed Hindi name.
 * The product triggers fire on any update and call these functions by name, so they stay as they are.
 */
async function postgresIndex(db: Kysely<any>, hindi: boolean): Promise<void> {
  const t = pgTexts(hindi);
  const indexRows = (source: string, where: string) => `
    INSERT INTO product_search (product_id, title, document)
    SELECT p.id, to_tsvector('simple', search_words(${t.title})),
      product_search_document(${t.title}, ${t.category}, concat_ws(' ', p.color, p.occassion, p.brand, p.material), ${t.body})
    FROM ${source} p JOIN categories c ON c.id = p.category_id
    WHERE c.is_active = 1 AND ${where}
    RETURNING document`;
  const keepTerms = (rows: string) => `
    WITH added AS (${rows})
    INSERT INTO search_terms (term)
    SELECT DISTINCT t FROM added CROSS JOIN unnest(tsvector_to_array(added.document)) AS t
    WHERE length(t) >= 4 AND t ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING`;
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
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE
      AS $$ SELECT regexp_replace(coalesce(t, ''), '${hindi ? NEW_SPLIT : OLD_SPLIT}', ' ', 'g') $$`,
    )
    .execute(db);
  const columns = hindi ? 'name, name_hi, is_active' : 'name, is_active';
  const changed = `OLD.name IS DISTINCT FROM NEW.name OR OLD.is_active IS DISTINCT FROM NEW.is_active${hindi ? ' OR OLD.name_hi IS DISTINCT FROM NEW.name_hi' : ''}`;
  await sql`DROP TRIGGER product_search_category ON categories`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_search_category AFTER UPDATE OF ${columns} ON categories FOR EACH ROW
      WHEN (${changed}) EXECUTE FUNCTION product_search_category_changed()`,
    )
    .execute(db);
  // The products whose words search_words() splits otherwise now: those with a combining mark in any indexed text.
  const texts = ['p.title', 'p.description', 'p.color', 'p.occassion', 'p.brand', 'p.material', 'c.name', ...ABOUT.map((a) => `p.${a}`)];
  await sql
    .raw(
      `SELECT product_search_index(ARRAY(SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE concat_ws(' ', ${texts.join(', ')}) ~ '[${MARKS}]'))`,
    )
    .execute(db);
}
