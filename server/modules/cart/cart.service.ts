// The anonymous cart (issue 4). Placeholder until the cart issue lands.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export class CartService {
  readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }
}
