// The app's services with the catalogue reading through a Kysely plugin that records how many rows
// each query returned: the same database and code, observed, so a test can show that a page never
// reads more than it shows.
import type { KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import { CatalogService } from '../../server/modules/catalog/catalog.service.ts';
import type { AppServices } from '../../server/services.ts';

/** `versioned`: the catalogue keeps what it reads once per catalogue version, as the app's does. */
export function withRowCounts(services: AppServices, opts: { versioned?: boolean } = {}): { services: AppServices; rowCounts: number[] } {
  const rowCounts: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (a) => a.node,
    transformResult: async (a) => {
      rowCounts.push(a.result.rows.length);
      return a.result;
    },
  };
  const catalog = new CatalogService(services.db.withPlugin(plugin), opts.versioned ? services.catalogueVersion : undefined);
  return { services: { ...services, catalog }, rowCounts };
}

/** At least one query ran and none returned more than `rows` rows. */
export function expectNoQueryOver(rowCounts: number[], rows: number): void {
  expect(rowCounts.length).toBeGreaterThan(0);
  expect(Math.max(...rowCounts)).toBeLessThanOrEqual(rows);
}
