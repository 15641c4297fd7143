// Product search: a full-text index of every product in an active category, kept in step with products
// and categories by triggers in the same transaction as each write (the admin calls, the demo seed, a
// bulk import, hand-written SQL), and the owner's synonyms, seeded with common Hinglish words.
//
// Indexed per product: the title; the category's name; colour, occasion, brand and material; the
// description and the about lines. A product leaves the index when its category is made inactive and
// comes back when it is made active again, so searches never need to look at categories.
//
// SQLite: an FTS5 table (contentless: it keeps the index, not a second copy of the text; detail=column:
// which columns a word is in, not where, enough for ranking by column and half the size), and an
// fts5vocab table over it, the index's own word list, where typos are looked up.
// PostgreSQL: a table of tsvectors (the title alone, and everything weighted A title, B category,
// C colour/occasion/brand/material, D description and about lines) with GIN indexes, and search_terms,
// the words seen, where typos are looked up. Punctuation is replaced by spaces before PostgreSQL's
// parser sees the text, so both databases split "heart-shaped" or "12.5" into the same words.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

const ABOUT = Array.from({ length: 10 }, (_, i) => `about${i + 1}`);
const INDEXED_COLUMNS = ['title', 'description', 'category_id', 'color', 'occassion', 'brand', 'material', ...ABOUT];

/** A search for the first word also finds products that say the second. */
const SYNONYMS: [string, string][] = [
  ['gubbara', 'balloon'],
  ['gubbare', 'balloon'],
  ['jhula', 'swing'],
  ['jhula', 'jumping'],
  ['shaadi', 'wedding'],
  ['janamdin', 'birthday'],
  ['sajawat', 'decoration'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const auto = !isPostgres(db);
  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', idType(db), (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('word', 'varchar(50)', (c) => c.notNull())
    .addColumn('means', 'varchar(50)', (c) => c.notNull())
    .addUniqueConstraint('search_synonyms_word_means_key', ['word', 'means'])
    .execute();
  await db
    .insertInto('search_synonyms')
    .values(SYNONYMS.map(([word, means]) => ({ word, means })))
    .execute();

  if (isPostgres(db)) await postgresIndex(db);
  else await sqliteIndex(db);
}

async function sqliteIndex(db: Kysely<any>): Promise<void> {
  // Marks (M*) are word characters, so a Devanagari word with its vowel signs stays one word; accents
  // are kept, as PostgreSQL's 'simple' configuration keeps them.
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
    title, category, details, body,
    tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'",
    prefix = '2 3', content = '', contentless_delete = 1, detail = column
  )`.execute(db);
  await sql`CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, row)`.execute(db);

  // The index row of product `r` (NEW in a trigger, p in a query) in category c.
  const values = (r: string) =>
    `${r}.id, ${r}.title, c.name, ${r}.color || ' ' || ${r}.occassion || ' ' || ${r}.brand || ' ' || ${r}.material, ` +
    `${r}.description${ABOUT.map((a) => ` || ' ' || coalesce(${r}.${a}, '')`).join('')}`;
  const insert = 'INSERT INTO product_search (rowid, title, category, details, body)';
  const ofCategory = (id: string) =>
    `${insert} SELECT ${values('p')} FROM products p JOIN categories c ON c.id = p.category_id WHERE c.is_active = 1 AND ${id}`;
  const ofNew = `${insert} SELECT ${values('NEW')} FROM categories c WHERE c.id = NEW.category_id AND c.is_active = 1`;

  await sql.raw(`CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN ${ofNew}; END`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_search_update AFTER UPDATE OF ${INDEXED_COLUMNS.join(', ')} ON products BEGIN
        DELETE FROM product_search WHERE rowid = OLD.id; ${ofNew}; END`,
    )
    .execute(db);
  await sql.raw('CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN DELETE FROM product_search WHERE rowid = OLD.id; END').execute(db);
  // A renamed category changes its products' text; an inactive one takes them out.
  await sql
    .raw(
      `CREATE TRIGGER product_search_category AFTER UPDATE OF name, is_active ON categories
        WHEN OLD.name IS NOT NEW.name OR OLD.is_active IS NOT NEW.is_active BEGIN
        DELETE FROM product_search WHERE rowid IN (SELECT id FROM products WHERE category_id = NEW.id);
        ${ofCategory('p.category_id = NEW.id')}; END`,
    )
    .execute(db);
  await sql.raw(ofCategory('1 = 1')).execute(db);
}

async function postgresIndex(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE product_search (
    product_id integer PRIMARY KEY,
    title tsvector NOT NULL,
    document tsvector NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX product_search_title_idx ON product_search USING gin (title)`.execute(db);
  await sql`CREATE INDEX product_search_document_idx ON product_search USING gin (document)`.execute(db);
  // Byte order ("C"), so a range from a first letter finds exactly the words that start with it.
  await sql`CREATE TABLE search_terms (term text COLLATE "C" PRIMARY KEY)`.execute(db);

  await sql`CREATE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE
    AS $$ SELECT regexp_replace(coalesce(t, ''), '[[:punct:]]+', ' ', 'g') $$`.execute(db);
  const vector = (text: string, weight: string) => `setweight(to_tsvector('simple', search_words(${text})), '${weight}')`;
  const document = [
    vector('p.title', 'A'),
    vector('c.name', 'B'),
    vector("concat_ws(' ', p.color, p.occassion, p.brand, p.material)", 'C'),
    vector(`concat_ws(' ', p.description, ${ABOUT.map((a) => `p.${a}`).join(', ')})`, 'D'),
  ].join(' || ');
  // Words of 4 or more letters are kept for typo look-ups (a typo is forgiven in words of 5 or more, so
  // a neighbour has at least 4); words of deleted products stay, which only offers a neighbour that
  // matches nothing.
  await sql
    .raw(
      `CREATE FUNCTION product_search_index(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  // Statement triggers with transition tables: a bulk insert of thousands of products is indexed in one pass.
  await sql`CREATE FUNCTION product_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM product_search WHERE product_id IN (SELECT id FROM gone);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM product_search_index(ARRAY(SELECT id FROM fresh));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER product_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS fresh
    FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_changed()`.execute(db);
  await sql`CREATE TRIGGER product_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS gone NEW TABLE AS fresh
    FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_changed()`.execute(db);
  await sql`CREATE TRIGGER product_search_delete AFTER DELETE ON products REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_changed()`.execute(db);
  // A renamed category changes its products' text; an inactive one takes them out.
  await sql`CREATE FUNCTION product_search_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM product_search_index(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER product_search_category AFTER UPDATE OF name, is_active ON categories FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.is_active IS DISTINCT FROM NEW.is_active)
    EXECUTE FUNCTION product_search_category_changed()`.execute(db);
  await sql`SELECT product_search_index(ARRAY(SELECT id FROM products))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS product_search_category ON categories`.execute(db);
    for (const t of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS product_search_${t} ON products`).execute(db);
    await sql`DROP FUNCTION IF EXISTS product_search_category_changed()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS product_search_products_changed()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS product_search_index(integer[])`.execute(db);
    await sql`DROP FUNCTION IF EXISTS search_words(text)`.execute(db);
    await sql`DROP TABLE IF EXISTS search_terms`.execute(db);
    await sql`DROP TABLE IF EXISTS product_search`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS product_search_category`.execute(db);
    for (const t of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS product_search_${t}`).execute(db);
    await sql`DROP TABLE IF EXISTS product_search_terms`.execute(db);
    await sql`DROP TABLE IF EXISTS product_search`.execute(db);
  }
  await db.schema.dropTable('search_synonyms').execute();
}
