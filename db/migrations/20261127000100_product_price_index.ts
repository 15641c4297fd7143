// A category's products by price: the index a listing sorted by price (low to high or high to low) or
// narrowed to a price range reads, one page and a count at a time, however large the category. Ties
// are broken by id, so pages of equal prices never overlap; stock rides along so that "in stock only"
// is answered from the index too, without reading each product's row.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_category_price_idx').on('products').columns(['category_id', 'price', 'id', 'stock']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_category_price_idx').execute();
}
