// The owner's inbox, shared by /admin/leads (enquiries and franchise applications) and /admin/orders
// (order requests): reading the list's filters from the address (so a filtered view can be bookmarked
// or sent to a colleague), the list call itself, and the addresses of filtered views, pages and the
// CSV export.
import type { PageServices } from '../../../shared/services.ts';
import { LEAD_STATUSES, type LeadList, type LeadStatus, type LeadType } from '../../../shared/leads.ts';
import { cutText } from '../../../shared/text.ts';
import { PAYMENT_STATES, type PaymentState } from '../../../shared/payment-states.ts';
import { dateInWords, momentInWords } from '../../../shared/dates.ts';

export const LEADS_PAGE_SIZE = 25;
const MAX_QUERY = 100;

/** The kinds of lead each inbox page lists. */
export const LEAD_PAGES = {
  leads: { base: '/admin/leads', types: ['enquiry', 'franchise'] },
  orders: { base: '/admin/orders', types: ['order'] },
} as const satisfies Record<string, { base: string; types: readonly LeadType[] }>;
export type LeadPage = (typeof LEAD_PAGES)[keyof typeof LEAD_PAGES];

export interface LeadFilters {
  /** One of the page's types, or null for all of them. */
  type: LeadType | null;
  status: LeadStatus | null;
  /** Orders only: the payment state their ledger leaves them in. */
  payment: PaymentState | null;
  q: string;
  page: number;
  /** Only order requests from pincodes outside the service area (`?area=outside`). */
  outside: boolean;
}

const isStatus = (v: string | null): v is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(v ?? '');

/**
 * The filters from a list page's address. Anything unreadable is dropped rather than refused: a
 * mistyped bookmark still opens the inbox.
 */
export function filtersFrom(url: URL, page: LeadPage): LeadFilters {
  const p = url.searchParams;
  const rawPage = p.get('page') ?? '1';
  const type = p.get('type');
  return {
    type: (page.types as readonly string[]).includes(type ?? '') ? (type as LeadType) : null,
    status: isStatus(p.get('status')) ? (p.get('status') as LeadStatus) : null,
    payment: (PAYMENT_STATES as readonly string[]).includes(p.get('payment') ?? '') ? (p.get('payment') as PaymentState) : null,
    q: cutText((p.get('q') ?? '').replace(/\s+/g, ' ').trim(), MAX_QUERY),
    page: /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1,
    outside: p.get('area') === 'outside',
  };
}

export interface LeadListData {
  filters: LeadFilters;
  list: LeadList;
  pages: number;
}

/** The types a view lists: the chosen one, or all of the page's. */
const typesOf = (page: LeadPage, f: Pick<LeadFilters, 'type'>): LeadType[] => (f.type ? [f.type] : [...page.types]);

/** One page of the inbox, newest first; without a status filter spam stays hidden. */
export async function loadLeadList(services: PageServices, url: URL, page: LeadPage): Promise<LeadListData> {
  const filters = filtersFrom(url, page);
  const list = await services.leads.list({
    type: typesOf(page, filters),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payment ? { payment: filters.payment } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.outside ? { outsideArea: 'true' as const } : {}),
    limit: LEADS_PAGE_SIZE,
    offset: (filters.page - 1) * LEADS_PAGE_SIZE,
  });
  return { filters, list, pages: Math.max(1, Math.ceil(list.total / LEADS_PAGE_SIZE)) };
}

/** A list page's address with some filters changed; a changed filter starts again from page 1. */
export function listHref(page: LeadPage, f: LeadFilters, change: Partial<LeadFilters>): string {
  const next = { ...f, page: 1, ...change };
  const sp = new URLSearchParams();
  if (next.type) sp.set('type', next.type);
  if (next.status) sp.set('status', next.status);
  if (next.payment) sp.set('payment', next.payment);
  if (next.q) sp.set('q', next.q);
  if (next.outside) sp.set('area', 'outside');
  if (next.page > 1) sp.set('page', String(next.page));
  const s = sp.toString();
  return s ? `${page.base}?${s}` : page.base;
}

/** The CSV download of what the list shows (type and status; the search applies to the screen only). */
export function exportHref(page: LeadPage, f: Pick<LeadFilters, 'type' | 'status' | 'outside'>): string {
  const sp = new URLSearchParams({ type: typesOf(page, f).join(',') });
  if (f.status) sp.set('status', f.status);
  if (f.outside) sp.set('outsideArea', 'true');
  return `/api/admin/leads/export.csv?${sp.toString().replace(/%2C/g, ',')}`;
}

/** A stored timestamp as the owner reads it: India time, in words ("Wed 25 Nov 2026, 00:19"). */
export function formatWhen(iso: string): string {
  return momentInWords(iso);
}

/** A calendar date (YYYY-MM-DD, e.g. an event date) written out, without shifting it by a time zone. */
export function formatDay(ymd: string): string {
  return dateInWords(ymd);
}
