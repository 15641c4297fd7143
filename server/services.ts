// The services one server instance holds; given to API routes (as a Fastify decorator) and to
// page loaders (through React Router's load context).
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogueVersion } from './modules/catalog/catalogue-version.ts';
import { MediaService } from './modules/media/media.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { ProductSheetService } from './modules/admin/product-sheet.service.ts';
import { NotifyService } from './modules/notify/notify.service.ts';
import { LeadsService } from './modules/leads/leads.service.ts';
import { SearchService } from './modules/search/search.service.ts';
import { SystemService } from './modules/system/system.service.ts';

export interface AppServices {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  catalog: CatalogService;
  /** Moves with every catalogue change; the page and catalogue caches listen to it. */
  catalogueVersion: CatalogueVersion;
  media: MediaService;
  cart: CartService;
  auth: AuthService;
  admin: AdminService;
  /** The product list exported and imported as a spreadsheet. */
  productSheet: ProductSheetService;
  notify: NotifyService;
  leads: LeadsService;
  search: SearchService;
  system: SystemService;
}

export function createServices(config: Config, db: Kysely<Database>, dialect: Dialect): AppServices {
  const media = new MediaService(db);
  const notify = new NotifyService(db, config);
  const catalogueVersion = new CatalogueVersion(db);
  return {
    config,
    db,
    dialect,
    catalog: new CatalogService(db, catalogueVersion),
    catalogueVersion,
    media,
    cart: new CartService(db, dialect, config),
    auth: new AuthService(db, config),
    admin: new AdminService(db, media, catalogueVersion),
    productSheet: new ProductSheetService(db, media, catalogueVersion),
    notify,
    leads: new LeadsService(db, dialect, notify, config),
    search: new SearchService(db, dialect, { catalogueVersion }),
    system: new SystemService(config, db, dialect, notify),
  };
}
