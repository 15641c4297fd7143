// What pages (loaders) and API routes ask of the catalogue.
import { ADD_ONS_SLUG } from '../../../shared/menu.ts';
import { MAX_ADD_ONS } from '../../../shared/leads.ts';
import type { Kysely } from 'kysely';
import type { Category, Product, SitemapProduct } from '../../../shared/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import type { ListingSort } from '../../../shared/listing.ts';
import * as repo from './catalog.repository.ts';
import type { CatalogueVersion } from './catalogue-version.ts';

/** Product URLs in one sitemap file (the protocol allows 50,000; smaller files are quicker to make and fetch). */
export const SITEMAP_FILE_SIZE = 10_000;

/**
 * From this offset on, a list window starts from the id found at that position among the active
 * products (kept per catalogue version) instead of an OFFSET, which walks every product before it: at
 * 100,000 products a window near the end took ~30 ms on SQLite and ~100 ms on PostgreSQL. Below it the
 * walk costs less than reading every id once after each catalogue change.
 */
export const FAR_OFFSET = 1_000;

/**
 * A value read once per catalogue version: kept under the version read before reading it, so a change
 * made meanwhile is read at the next version. A failed read (the database away) is not kept.
 */
class PerVersion<T> {
  readonly #version: CatalogueVersion;
  readonly #read: () => Promise<T>;
  #kept: { version: number; value: Promise<T> } | undefined;
  constructor(version: CatalogueVersion, read: () => Promise<T>) {
    this.#version = version;
    this.#read = read;
  }
  /** The value at the current version; undefined before the version was first read. */
  get(): Promise<T> | undefined {
    const version = this.#version.current;
    if (version === undefined) return undefined;
    if (this.#kept?.version !== version) {
      const kept = { version, value: this.#read() };
      this.#kept = kept;
      kept.value.catch(() => {
        if (this.#kept === kept) this.#kept = undefined;
      });
    }
    return this.#kept.value;
  }
}

export class CatalogService {
  readonly #db: Kysely<Database>;
  /** The count of every active product (the home page's), read once per catalogue version. */
  readonly #count: PerVersion<number> | undefined;
  /** The ids of every active product in order, read once per catalogue version (FAR_OFFSET). */
  readonly #activeIds: PerVersion<Int32Array> | undefined;
  /** With `version`, what every home page render and far list window asks for is read once per catalogue version. */
  constructor(db: Kysely<Database>, version?: CatalogueVersion) {
    this.#db = db;
    this.#count = version && new PerVersion(version, () => repo.countProducts(db));
    this.#activeIds = version && new PerVersion(version, () => repo.activeProductIds(db));
  }
  /**
   * A window of the active products in id order (all of them without a limit). A window from
   * FAR_OFFSET on seeks to the id at that position instead of walking past the products before it.
   */
  async listProducts(opts: { limit?: number | undefined; offset?: number | undefined } = {}): Promise<Product[]> {
    const offset = opts.offset ?? (opts.limit ? 0 : undefined);
    const ids = offset !== undefined && offset >= FAR_OFFSET ? this.#activeIds?.get() : undefined;
    if (!ids) return repo.listProducts(this.#db, { limit: opts.limit, offset });
    const fromId = (await ids)[offset!];
    return fromId === undefined ? [] : repo.listProducts(this.#db, { limit: opts.limit, fromId });
  }
  /**
   * How many active products there are. Counting reads every product (a 100,000-product catalogue makes
   * it the slowest part of the home page), and the answer changes only with the catalogue: it is kept
   * per catalogue version.
   */
  countProducts(): Promise<number> {
    return this.#count?.get() ?? repo.countProducts(this.#db);
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
  async addOns(): Promise<Product[]> {
    const cat = await repo.findCategory(this.#db, ADD_ONS_SLUG);
    if (!cat || !cat.isActive) return [];
    return repo.listProducts(this.#db, { categoryId: cat.id, limit: MAX_ADD_ONS });
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
