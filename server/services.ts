// The services one server instance holds; given to API routes (as a Fastify decorator) and to
// page loaders (through React Router's load context).
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { indiaToday } from '../shared/leads.ts';
import type { CatalogueSpec, PageServices } from '../shared/services.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CatalogueVersion } from './modules/catalog/catalogue-version.ts';
import { cataloguePdf } from './modules/catalog/catalogue-pdf.ts';
import { MediaService } from './modules/media/media.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { ProductSheetService } from './modules/admin/product-sheet.service.ts';
import { NotifyService } from './modules/notify/notify.service.ts';
import { LeadsService } from './modules/leads/leads.service.ts';
import { SearchService } from './modules/search/search.service.ts';
import { SystemService } from './modules/system/system.service.ts';
import { ServiceAreaService } from './modules/booking/service-area.service.ts';
import { CalendarService } from './modules/booking/calendar.service.ts';
import { BookingsService } from './modules/booking/bookings.service.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { InvoicesService } from './modules/invoices/invoices.service.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { SiteFilesService } from './modules/site-files/site-files.service.ts';
import { ContentService } from './modules/content/content.service.ts';

/** Everything the API routes use; pages see it as PageServices, which it must keep satisfying. */
export interface AppServices extends PageServices {
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
  /** Which pincodes the shop delivers to (the owner's rules). */
  serviceArea: ServiceAreaService;
  /** The booking calendar: slots, rules, availability and the capacity orders hold. */
  calendar: CalendarService;
  /** A booking as its customer follows it (status, reschedule, cancel) and the owner's calendar. */
  bookings: BookingsService;
  /** Payments against orders: the owner's settings, the UPI claim, the ledger. */
  payments: PaymentsService;
  /** Quotes and tax invoices of orders. */
  invoices: InvoicesService;
  /** The business's details the owner edits, and what every page shows of them. */
  settings: SettingsService;
  /** The catalogue PDFs and clips the owner uploads for the pages. */
  siteFiles: SiteFilesService;
  /** The home page's sections and the info pages' texts the owner edits: drafts, published versions, history. */
  content: ContentService;
}

/** `reader` takes the long reads (the search): on SQLite a connection in a worker thread (db/sqlite-reader.ts). */
export function createServices(config: Config, db: Kysely<Database>, dialect: Dialect, reader: Kysely<Database> = db): AppServices {
  const media = new MediaService(db);
  const catalogueVersion = new CatalogueVersion(db);
  const settings = new SettingsService(db, catalogueVersion, config.firstStartBusiness, media);
  const notify = new NotifyService(db, config, settings);
  const catalog = new CatalogService(db, catalogueVersion);
  // One PDF cache per set of services, so each server instance (and test app) keeps its own.
  const pdfSources = { config, catalog, media, settings };
  // Each asks the other: the calendar a pincode's extra days of notice, the service area the first free date.
  const serviceArea: ServiceAreaService = new ServiceAreaService(db, settings, async (pincode, now) => {
    const [first] = await calendar.nextFree(indiaToday(now), pincode, now, 1);
    return first?.date ?? null;
  });
  // The calendar's settings move the catalogue version (a trigger): /tandc, a cached page, shows its ladder.
  const calendar = new CalendarService(
    db,
    async (on, pincode) => (await serviceArea.placeOf(pincode, on)).extraLeadDays,
    () => catalogueVersion.changed(),
  );
  const leads = new LeadsService(db, dialect, notify, config, calendar, settings, async (on, pincode) => {
    const { served, state, area } = await serviceArea.placeOf(pincode, on);
    return { served, state, area };
  });
  const bookings = new BookingsService(db, notify, config, calendar);
  return {
    config,
    db,
    dialect,
    catalog,
    cataloguePdf: (spec: CatalogueSpec) => cataloguePdf(pdfSources, spec),
    catalogueVersion,
    media,
    cart: new CartService(db, dialect, config),
    auth: new AuthService(db, config, settings),
    admin: new AdminService(db, media, catalogueVersion),
    productSheet: new ProductSheetService(db, media, catalogueVersion),
    notify,
    leads,
    calendar,
    bookings,
    payments: new PaymentsService(db, notify, config, bookings),
    invoices: new InvoicesService(db, bookings, settings),
    search: new SearchService(db, dialect, { catalogueVersion, reader }),
    system: new SystemService(config, db, dialect, notify),
    serviceArea,
    settings,
    siteFiles: new SiteFilesService(db),
    content: new ContentService(db, catalogueVersion, media),
  };
}
