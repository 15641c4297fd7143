// What pages (loaders) and API routes ask of the catalogue.
import type { Kysely } from 'kysely';
import type { Category, Product } from '../../../shared/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import type { ListingSort } from '../../../shared/listing.ts';
import * as repo from './catalog.repository.ts';

/** Product URLs in one sitemap file (the protocol allows 50,000; smaller files are quicker to make and fetch). */
export const SITEMAP_FILE_SIZE = 10_000;

export class CatalogService {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }
  listProducts(opts: { limit?: number | undefined; offset?: number | undefined } = {}): Promise<Product[]> {
    return repo.listProducts(this.#db, { limit: opts.limit, offset: opts.offset ?? (opts.limit ? 0 : undefined) });
  }
  countProducts(): Promise<number> {
    return repo.countProducts(this.#db);
  }
  getProduct(id: number): Promise<Product | undefined> {
    return repo.getProduct(this.#db, id);
  }
  /** Products of an active category found by slug or alias (case and spaces ignored); [] when unknown. */
  async productsByCategory(value: string): Promise<Product[]> {
    const cat = await repo.findCategory(this.#db, value);
    if (!cat || !cat.isActive) return [];
    return repo.listProducts(this.#db, { categoryId: cat.id });
  }
  /**
   * One page (from 1) of an active category's products, in the catalogue order (by id) unless sorted,
   * and how many the category has once filtered: a LIMIT/OFFSET query and a count on the category's
   * indexes ((category_id, id), and (category_id, price, id, stock) for prices), never the whole category.
   */
  async categoryPage(
    categoryId: number,
    page: number,
    perPage: number,
    opts: { sort?: ListingSort; filters?: repo.ProductFilters } = {},
  ): Promise<{ products: Product[]; total: number }> {
    const [products, total] = await Promise.all([
      repo.listProducts(this.#db, { categoryId, limit: perPage, offset: (page - 1) * perPage, sort: opts.sort, filters: opts.filters }),
      repo.countProducts(this.#db, categoryId, opts.filters),
    ]);
    return { products, total };
  }
  /** At most `limit` other products of the category, in id order. */
  similarProducts(categoryId: number, excludeId: number, limit: number): Promise<Product[]> {
    return repo.listProducts(this.#db, { categoryId, excludeId, limit });
  }
  /**
   * Product sitemap file n (from 1) holds the active products with ids in ((n-1)·size, n·size]: a
   * product always stays in the same file, and a file is one keyset query on the primary key.
   */
  sitemapProducts(file: number): Promise<repo.SitemapProduct[]> {
    return repo.sitemapProducts(this.#db, (file - 1) * SITEMAP_FILE_SIZE, SITEMAP_FILE_SIZE);
  }
  /** The numbers of the product sitemap files that hold at least one product. */
  async sitemapFiles(): Promise<number[]> {
    return (await repo.activeIdBlocks(this.#db, SITEMAP_FILE_SIZE)).map((block) => block + 1);
  }
  findCategory(value: string): Promise<Category | undefined> {
    return repo.findCategory(this.#db, value);
  }
  listCategories(activeOnly = true): Promise<Category[]> {
    return repo.listCategories(this.#db, activeOnly);
  }
}
