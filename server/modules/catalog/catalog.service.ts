// What pages (loaders) and API routes ask of the catalogue.
import type { Kysely } from 'kysely';
import type { Category, Product, SitemapProduct } from '../../../shared/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import type { ListingSort } from '../../../shared/listing.ts';
import * as repo from './catalog.repository.ts';
import type { CatalogueVersion } from './catalogue-version.ts';

/** Product URLs in one sitemap file (the protocol allows 50,000; smaller files are quicker to make and fetch). */
export const SITEMAP_FILE_SIZE = 10_000;

export class CatalogService {
  readonly #db: Kysely<Database>;
  readonly #version: CatalogueVersion | undefined;
  /** The count of every active product, as read at one catalogue version. */
  #count: { version: number; n: Promise<number> } | undefined;
  /** With `version`, counts that every home page render asks for are read once per catalogue version. */
  constructor(db: Kysely<Database>, version?: CatalogueVersion) {
    this.#db = db;
    this.#version = version;
  }
  listProducts(opts: { limit?: number | undefined; offset?: number | undefined } = {}): Promise<Product[]> {
    return repo.listProducts(this.#db, { limit: opts.limit, offset: opts.offset ?? (opts.limit ? 0 : undefined) });
  }
  /**
   * How many active products there are. Counting reads every product (a 100,000-product catalogue makes
   * it the slowest part of the home page), and the answer changes only with the catalogue: it is kept
   * under the version read before counting, so an edit made meanwhile is counted at the next version.
   */
  countProducts(): Promise<number> {
    const version = this.#version?.current;
    if (version === undefined) return repo.countProducts(this.#db);
    if (this.#count?.version !== version) {
      const n = repo.countProducts(this.#db);
      const kept = { version, n };
      this.#count = kept;
      // A failed count (the database away) is not kept.
      n.catch(() => {
        if (this.#count === kept) this.#count = undefined;
      });
    }
    return this.#count.n;
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
  sitemapProducts(file: number): Promise<SitemapProduct[]> {
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
