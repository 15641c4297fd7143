// What the pages may ask of the server: the services React Router's loaders get through the load
// context (app/context.ts), and the types they answer in. The server's services are built to these
// (server/services.ts: AppServices extends PageServices, so a change on either side that breaks a page
// fails the type check), and app/ needs nothing of server/ but this file.
import type { BusinessInfo, BusinessSettings } from './business.ts';
import type { ContentDocs, ContentHistoryEntry, ContentPage, ContentState } from './content.ts';
import type { AdminAccount, AdminSession } from './admin.ts';
import type { AdminBookings, AdminDaySheetRow, Availability, Booking, BookingChange, CalendarSettings, CalendarSetup, FreeSlot } from './bookings.ts';
import type { CartDeleteAnswer, CartLineAnswer, CartView } from './cart.ts';
import type { Category, SitemapProduct } from './catalog.ts';
import type { AdminCategory } from './category.ts';
import type { LeadDetail, LeadList, LeadListQuery, LeadSummary } from './leads.ts';
import type { BookingPayment, Payment, PaymentClaim, PaymentSettings, PaymentTotals } from './payments.ts';
import type { CustomerDocuments, LeadDocuments } from './tax-document.ts';
import type { AdminProduct, Product, ProductSearch } from './product.ts';
import type { ListingQuery, SearchSort } from './listing.ts';
import type { SearchResult, Synonym } from './search.ts';
import type { ServiceAreaRule } from './pincode.ts';
import type { SystemFacts } from './system.ts';
import type { TemplateOutcome } from './message-template.ts';

/** The settings pages read. */
export interface PageConfig {
  /** The origin of every absolute URL a page writes (canonical links, sitemap, catalogues). */
  baseUrl: string;
  cartTtlDays: number;
  leadRetentionDays: number;
}

/** A downloadable PDF catalogue of the Our Work page: its file name, cover text and categories. */
export interface CatalogueSpec {
  file: string;
  title: string;
  description: string;
  categories: string[];
}

export interface CatalogPages {
  listProducts(opts?: { limit?: number | undefined; offset?: number | undefined }): Promise<Product[]>;
  countProducts(): Promise<number>;
  getProduct(id: number): Promise<Product | undefined>;
  productsByCategory(value: string): Promise<Product[]>;
  categoryPage(categoryId: number, page: number, perPage: number, opts?: ListingQuery): Promise<{ products: Product[]; total: number }>;
  similarProducts(categoryId: number, excludeId: number, limit: number): Promise<Product[]>;
  /** The products of the active Add-ons category, in the catalogue order (at most MAX_ADD_ONS). */
  addOns(): Promise<Product[]>;
  sitemapProducts(file: number): Promise<SitemapProduct[]>;
  sitemapFiles(): Promise<number[]>;
  findCategory(value: string): Promise<Category | undefined>;
  listCategories(activeOnly?: boolean): Promise<Category[]>;
}

export interface AdminPages {
  searchProducts(s: ProductSearch): Promise<{ items: AdminProduct[]; total: number }>;
  getProduct(id: number): Promise<AdminProduct | undefined>;
  listCategories(): Promise<AdminCategory[]>;
}

export type { BusinessInfo } from './business.ts';

/** One call to the site's own API from a page's action, and its answer. */
export interface PageApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path with its query, e.g. `/api/leads`. */
  url: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (e.g. a multipart body), with its own content-type among the headers. */
  body?: Buffer;
  headers?: Record<string, string>;
}

export interface PageApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The answer's body parsed as JSON, or its text when it is not JSON. */
  body: unknown;
}

/** The API as the visitor would reach it: their address (for the rate limits) and cookies go with each call. */
export type PageApi = (call: PageApiCall) => Promise<PageApiAnswer>;

export interface PageServices {
  config: PageConfig;
  /**
   * The business's details the owner edits (/admin/settings): `business()` is what every page shows,
   * held in memory per catalogue version; `get()` reads the stored row with its version, for the form.
   */
  settings: {
    business(): Promise<BusinessInfo>;
    get(): Promise<BusinessSettings>;
  };
  /**
   * The documents the owner edits (/admin/content): `published()` is what a page shows, held in memory
   * per catalogue version; `draft()` is for a signed-in owner's preview only, never for a cached page;
   * `get()` and `history()` are the admin editors' first view (then they use the API).
   */
  content: {
    published<P extends ContentPage>(page: P): Promise<ContentDocs[P]>;
    draft<P extends ContentPage>(page: P): Promise<ContentDocs[P]>;
    get(page: ContentPage): Promise<ContentState>;
    history(page: ContentPage): Promise<ContentHistoryEntry[]>;
  };
  catalog: CatalogPages;
  admin: AdminPages;
  auth: {
    sessionFromCookieHeader(header: string | null | undefined): Promise<AdminSession | undefined>;
    listAdmins(): Promise<AdminAccount[]>;
  };
  /**
   * The anonymous cart as /cart shows and changes it from a form post (the cart cookie's session): the
   * same calls as the cart API, refusing with the same errors, and the cookie that names the cart.
   */
  cart: {
    getCart(sessionId: string): Promise<CartView>;
    add(sessionId: string, productId: number, quantity: number): Promise<CartLineAnswer>;
    updateQuantity(sessionId: string | undefined, itemId: number, quantity: number): Promise<CartLineAnswer>;
    deleteItem(sessionId: string | undefined, itemId: number): Promise<CartDeleteAnswer>;
    cookie(sessionId: string): string;
  };
  leads: {
    list(q: LeadListQuery): Promise<LeadList>;
    get(id: number): Promise<LeadDetail>;
    summary(): Promise<LeadSummary>;
  };
  search: {
    search(q: string, limit: number, offset?: number, opts?: ListingQuery<SearchSort>): Promise<SearchResult>;
    listSynonyms(): Promise<Synonym[]>;
  };
  system: { facts(): Promise<SystemFacts> };
  serviceArea: { listRules(): Promise<ServiceAreaRule[]> };
  /**
   * The owner's calendar settings, read by /admin/calendar/settings, and what the coming days offer a
   * visitor (/buy's form without scripts lists the free slots).
   */
  calendar: {
    setup(): Promise<CalendarSetup>;
    settings(): Promise<CalendarSettings>;
    availability(from: string, to: string, pincode: string | null): Promise<Availability>;
  };
  /**
   * The customer's booking page (every call needs the booking's key; a wrong one finds nothing), and the
   * owner's calendar: a month's days, and one day's bookings with their lines.
   */
  bookings: {
    find(reference: string, key: string | undefined): Promise<Booking | undefined>;
    /** Free slots the booking may move to, soonest first. */
    choices(booking: Booking): Promise<FreeSlot[]>;
    /** What happened as a message (its English template and values), for the page to word in its language. */
    change(reference: string, key: string | undefined, change: BookingChange): Promise<TemplateOutcome>;
    between(from: string, to: string): Promise<AdminBookings>;
    day(date: string): Promise<AdminDaySheetRow[]>;
  };
  /** Money against orders: the booking page's UPI QR and "I have paid", the owner's settings and ledger. */
  payments: {
    bookingPayment(reference: string, key: string | undefined): Promise<BookingPayment>;
    /** The thanks or the refusal as a message (its English template and values), for the page to word. */
    claimFromPage(reference: string, key: string | undefined, claim: PaymentClaim): Promise<TemplateOutcome>;
    settings(): Promise<PaymentSettings>;
    ledger(leadId: number): Promise<{ totals: PaymentTotals; payments: Payment[] }>;
  };
  /** Quotes and tax invoices: what the booking page and the owner's lead page show of them. */
  invoices: {
    customerDocuments(reference: string, key: string | undefined): Promise<CustomerDocuments>;
    leadDocuments(leadId: number): Promise<LeadDocuments>;
  };
  /** The PDF of a catalogue, built from the live catalogue (kept for a few minutes). */
  cataloguePdf(spec: CatalogueSpec): Promise<Uint8Array>;
}
