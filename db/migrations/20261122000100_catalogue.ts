import { type Kysely, sql } from 'kysely';
import { blob, idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable('categories')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('alias_key', 'varchar(100)', (c) => c.unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('menu_group', 'varchar(50)', (c) => c.notNull())
    .addColumn('menu_subgroup', 'varchar(50)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_name', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  let products = db.schema
    .createTable('products')
    .addColumn('id', pk, (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(200)')
    .addColumn('occassion', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('material', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('netquantity', 'varchar(100)', (c) => c.notNull().defaultTo(''));
  for (let i = 1; i <= 10; i++) products = products.addColumn(`about${i}`, 'varchar(500)');
  await products
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'id']).execute();

  await db.schema
    .createTable('images')
    .addColumn('filename', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob(db), (c) => c.notNull())
    .addColumn('etag', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('image_variants')
    .addColumn('filename', 'varchar(200)', (c) => c.notNull().references('images.filename').onDelete('cascade'))
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob(db), (c) => c.notNull())
    .addColumn('etag', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pk', ['filename', 'format', 'width'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_variants').execute();
  await db.schema.dropTable('images').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('categories').execute();
}
