// What pages (loaders) and API routes ask of the catalogue.
import type { Kysely } from 'kysely';
import type { Category, Product } from '../../../shared/catalog.ts';
import type { Database } from '../../../db/schema.ts';
import * as repo from './catalog.repository.ts';

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
  findCategory(value: string): Promise<Category | undefined> {
    return repo.findCategory(this.#db, value);
  }
  listCategories(activeOnly = true): Promise<Category[]> {
    return repo.listCategories(this.#db, activeOnly);
  }
}
