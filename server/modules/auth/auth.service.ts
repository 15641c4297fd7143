// Admin accounts and sessions (issue 5). Placeholder until the admin issue lands.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export class AuthService {
  readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }
}
