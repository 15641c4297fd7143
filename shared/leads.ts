// Leads: what a visitor sends (an enquiry, a franchise application, an order request) and how the
// owner works it to a close. The schemas here validate both the browser forms and the API, so a
// message a visitor sees on the page is the message the server answers with.
import { z } from 'zod';
import { PHONE_PREFIX } from './constants.ts';
import { cleanLine, cleanText, enquirySchema, franchiseSchema, normalisePhone } from './forms.ts';
import { formatRupees } from './money.ts';
import { PAYMENT_STATES } from './payment-states.ts';
import { dateInWords } from './dates.ts';
import { type SayText, fillTemplate } from './message-template.ts';
import { isRealDate, personalSchema, slotIdField } from './bookings.ts';
import type { Locale } from './locale.ts';

export const LEAD_TYPES = ['enquiry', 'franchise', 'order'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The working pipeline, in order; `lost` ends a lead early, `spam` hides it (filled honeypot). */
export const LEAD_PIPELINE = ['new', 'contacted', 'quoted', 'confirmed', 'completed'] as const;
export const LEAD_STATUSES = [...LEAD_PIPELINE, 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  lost: 'Lost',
  spam: 'Spam',
};

export const LEAD_TYPE_LABELS: Record<LeadType, string> = { enquiry: 'Enquiry', franchise: 'Franchise application', order: 'Order request' };

/**
 * Where a lead may go from `from`: any later step of the pipeline (an owner may skip one), `lost`
 * from any open step, back to `contacted` from `lost` (the customer came back), and out of `spam`
 * to `new` (the honeypot was wrong).
 */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  if (from === 'spam') return ['new'];
  if (from === 'lost') return ['contacted'];
  if (from === 'completed') return [];
  const i = LEAD_PIPELINE.indexOf(from);
  return [...LEAD_PIPELINE.slice(i + 1), 'lost'];
}

/** "GUB-" and 6 characters from an alphabet without 0/O/1/I, so a reference read over the phone is unambiguous. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_RE = /^GUB-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;

/** The hidden field a person never sees or fills; a bot filling every input fills it. */
export const HONEYPOT_FIELD = 'website';
/** The form's signed start time (GET /api/leads/form-token), which the server checks beside the honeypot. */
export const FORM_TOKEN_FIELD = 'formToken';
/**
 * A plain form post's hidden field (the page's render-time key), from which the page's action makes the
 * post's Idempotency-Key (app/features/leads/lead-action.server.ts); the scripted form does not send it.
 */
export const FORM_KEY_FIELD = 'formKey';
/**
 * The one-time cookie carrying a plain form post's confirmation to the page it redirects to: the page
 * cache answers no request that carries it (server/modules/page-cache/page-cache.ts).
 */
export const LEAD_SENT_COOKIE = 'gubbara_lead_sent';

export const PINCODE_RE = /^[1-9]\d{5}$/;
/** How far ahead an event may be booked. */
export const EVENT_DATE_MAX_MONTHS = 18;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India (YYYY-MM-DD): an event "today" means today where the event happens. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last bookable date (YYYY-MM-DD), EVENT_DATE_MAX_MONTHS after today in India. */
export function latestEventDate(now = new Date()): string {
  const d = new Date(`${indiaToday(now)}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + EVENT_DATE_MAX_MONTHS);
  // 31 August + 18 months is the last day of February, not 3 March.
  const lastOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastOfMonth));
  return d.toISOString().slice(0, 10);
}

const asTrimmed = (v: unknown) => (typeof v === 'string' ? cleanLine(v) : v === undefined || v === null ? '' : v);

const eventDateRules = z
  .string({ message: 'Event date must be a date.' })
  .refine(isRealDate, 'Event date must be a date.')
  .refine((v) => v >= indiaToday(), 'Event date must be today or later.')
  .refine((v) => v <= latestEventDate(), `Event date must be within ${EVENT_DATE_MAX_MONTHS} months.`);

/** An event date (YYYY-MM-DD) from today in India up to EVENT_DATE_MAX_MONTHS ahead. */
const requiredEventDate = (message: string) => z.preprocess(asTrimmed, z.string({ message }).min(1, message).pipe(eventDateRules));
/** The same, or empty (null). */
const optionalEventDate = () => z.preprocess(asTrimmed, z.union([z.literal(''), eventDateRules])).transform((v) => (v === '' ? null : v));

/** A venue pincode: 6 digits, not starting with 0 (spaces are ignored: "560 001"). */
const pincodeDigits = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v === undefined || v === null ? '' : v);
const pincodeRules = z.string({ message: 'Pincode must be 6 digits.' }).regex(PINCODE_RE, 'Pincode must be 6 digits, not starting with 0.');
const requiredPincode = (message: string) => z.preprocess(pincodeDigits, z.string({ message }).min(1, message).pipe(pincodeRules));
const optionalPincode = () => z.preprocess(pincodeDigits, z.union([z.literal(''), pincodeRules])).transform((v) => (v === '' ? null : v));

/** Optional free text: cleaned, bounded; empty becomes null. */
function optionalText(max: number, label: string, multiline = true) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? (multiline ? cleanText(v) : cleanLine(v)) : v === undefined || v === null ? '' : v),
      z.string({ message: `${label} must be text.` }).max(max, `${label} must be at most ${max} characters.`),
    )
    .transform((v) => (v === '' ? null : v));
}

/** The honeypot: any value is accepted (and remembered), so a bot learns nothing from the answer. */
const honeypot = z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()).optional();
/** The signed start time: checked by the server, never shown as a field's error. */
const formToken = z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 200) : undefined), z.string().optional());

/** The enquiry form: the spec's three fields plus an optional event date and venue pincode. */
export const enquiryLeadSchema = enquirySchema.extend({
  eventDate: optionalEventDate().optional(),
  pincode: optionalPincode().optional(),
  [HONEYPOT_FIELD]: honeypot,
  [FORM_TOKEN_FIELD]: formToken,
});
export type EnquiryLeadInput = z.input<typeof enquiryLeadSchema>;
export type EnquiryLead = z.output<typeof enquiryLeadSchema>;

export const franchiseLeadSchema = franchiseSchema.extend({ [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: formToken });
export type FranchiseLead = z.output<typeof franchiseLeadSchema>;

/** The most add-ons one order request may tick. */
export const MAX_ADD_ONS = 20;
const addOnsField = z
  .array(
    z
      .number({ message: 'addOns must be a list of product ids.' })
      .int('addOns must be a list of product ids.')
      .min(1, 'addOns must be a list of product ids.')
      .max(2_000_000_000, 'addOns must be a list of product ids.'),
    { message: 'addOns must be a list of product ids.' },
  )
  .max(MAX_ADD_ONS, `addOns must list at most ${MAX_ADD_ONS} products.`)
  .refine((ids) => new Set(ids).size === ids.length, 'addOns must not list a product twice.');

/** The order request on /buy: who, when and where; the lines come from the visitor's cart. */
export const orderRequestSchema = z
  .object({
    name: enquirySchema.shape.name,
    phone: enquirySchema.shape.phone,
    eventDate: requiredEventDate('Event date is required.'),
    pincode: requiredPincode('Venue pincode is required.'),
    address: optionalText(500, 'Address'),
    notes: optionalText(2000, 'Notes'),
    /** The setup slot booked on eventDate; without one the request holds no capacity. */
    slotId: slotIdField,
    personal: personalSchema.optional(),
    /** Products of the Add-ons category, one of each, added to the cart's lines. */
    addOns: addOnsField.optional(),
    [HONEYPOT_FIELD]: honeypot,
    [FORM_TOKEN_FIELD]: formToken,
  })
  // A booking sends a crew to the venue: with a slot, the address is required (a request without one
  // is a conversation and may leave it out).
  .refine((o) => o.slotId === undefined || o.address !== null, { message: 'Venue address is required for a booking with a setup slot.', path: ['address'] });
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;

/** 201 answer of POST /api/leads/enquiry and /api/leads/franchise. */
export interface LeadCreated {
  status: 201;
  message: string;
  id: number;
  reference: string;
}

/** 201 answer of POST /api/orders/{sessId}. */
export interface OrderCreated extends LeadCreated {
  /** Whole rupees. */
  total: number;
  /** A WhatsApp chat with the business, prefilled with the order. */
  whatsappUrl: string;
  /** The booking's status page, with the key that opens it (given only here). */
  statusUrl: string;
  /** The products' lines summed; total is this plus the surcharge. */
  subtotal: number;
  /** A peak date's surcharge: surchargePercent of the subtotal, in whole rupees (half a rupee rounds up); 0 on other dates. */
  surcharge: number;
  surchargePercent: number;
  /** The venue pincode's state, from its postal circle (null when the circle is unknown). */
  state: string | null;
  /** True when the pincode lies outside the service area: the request is kept and the shop calls. */
  outsideArea: boolean;
}

/** The surcharge as every page and message says it. */
export function surchargeInWords(surcharge: number, percent: number): string {
  return `Includes a peak date surcharge of ${formatRupees(surcharge)} (${percent}% of the products).`;
}

/** A peak date's surcharge on a subtotal: whole rupees, half a rupee and more rounding up. */
export function peakSurcharge(subtotal: number, percent: number): number {
  return Math.floor((subtotal * percent + 50) / 100);
}

/** A refused submission: the first message, the field it belongs to, and every field's first message. */
export interface LeadRejected {
  status: 400;
  message: string;
  field?: string;
  errors?: Record<string, string>;
}

export interface OrderLine {
  productId: number | null;
  title: string;
  quantity: number;
  /** Whole rupees each, as priced when the order was requested. */
  price: number;
  lineTotal: number;
}

/** The order's WhatsApp text's lines, as templates a Hindi page translates (orderWhatsappText). */
export const ORDER_TEXTS = {
  requested: 'Hello! I have requested an order on your website. Reference: {reference}',
  surcharge: 'Peak date surcharge ({percent}%): {amount}',
  addOns: 'Add-ons: {value}',
  total: 'Total: {value}',
  eventDate: 'Event date: {value}',
  name: 'Name: {value}',
} as const;

/** The message a visitor sends the business on WhatsApp after requesting an order. */
export function orderWhatsappText(
  o: {
    reference: string;
    name: string;
    lines: readonly Pick<OrderLine, 'title' | 'quantity' | 'lineTotal'>[];
    total: number;
    eventDate: string;
    surcharge?: number;
    surchargePercent?: number;
    /** The add-ons ticked, by title. */
    addOns?: readonly string[];
  },
  /** The page's language: its t() on a Hindi page; the English templates as written by default. */
  say: SayText = fillTemplate,
  day: (ymd: string) => string = dateInWords,
): string {
  return [
    say(ORDER_TEXTS.requested, { reference: o.reference }),
    ...o.lines.map((l) => `- ${l.title} × ${l.quantity} = ${formatRupees(l.lineTotal)}`),
    ...(o.surcharge ? [say(ORDER_TEXTS.surcharge, { percent: o.surchargePercent ?? 0, amount: formatRupees(o.surcharge) })] : []),
    ...(o.addOns && o.addOns.length > 0 ? [say(ORDER_TEXTS.addOns, { value: o.addOns.join(', ') })] : []),
    say(ORDER_TEXTS.total, { value: formatRupees(o.total) }),
    say(ORDER_TEXTS.eventDate, { value: day(o.eventDate) }),
    say(ORDER_TEXTS.name, { value: o.name }),
  ].join('\n');
}

/** 201 answer of POST /api/admin/leads/{id}/booking-key: a new link to the booking's page and the confirmation to send with it. */
export interface BookingKeyIssued {
  status: 201;
  message: string;
  statusUrl: string;
  whatsappUrl: string;
}

/** A wa.me link to an Indian mobile number (10 digits) with a prefilled message. */
export function waMeLink(tenDigits: string, message?: string): string {
  const base = `https://wa.me/${PHONE_PREFIX.replace('+', '')}${tenDigits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export { normalisePhone };

// ---- The owner's inbox (admin API) ----

export interface LeadListItem {
  id: number;
  reference: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  phone: string;
  eventDate: string | null;
  /** Order requests only: whole rupees. */
  total: number | null;
  createdAt: string;
  /** Order requests from a pincode outside the service area. */
  outsideArea: boolean;
}

export interface LeadList {
  total: number;
  items: LeadListItem[];
}

export interface LeadHistoryEntry {
  id: number;
  at: string;
  admin: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string | null;
}

export interface LeadDetail extends LeadListItem {
  email: string | null;
  enquiryAbout: string | null;
  pincode: string | null;
  address: string | null;
  area: string | null;
  businessBudget: string | null;
  notes: string | null;
  lostReason: string | null;
  sourcePage: string | null;
  updatedAt: string;
  /** The venue pincode's state and the service area's label, as they were when requested. */
  state: string | null;
  areaLabel: string | null;
  /** The setup slot booked, as labelled then. */
  slotLabel: string | null;
  /** The crew the owner sends (free text). */
  crew: string | null;
  /** A peak date's surcharge (whole rupees, part of total) and its percent. */
  surcharge: number;
  surchargePercent: number;
  lines: OrderLine[];
  history: LeadHistoryEntry[];
  /** The admin address of the customer's reference photo, when they sent one. */
  photoUrl: string | null;
  /** The language the lead was made in: the owner's messages to the customer are written in it. */
  locale: Locale;
}

/** GET /api/admin/leads/summary: what the admin navigation and dashboard show. */
export interface LeadSummary {
  /** Leads in `new`, by type. */
  new: Record<LeadType, number>;
  /** Leads received per week (Monday-based, India time), oldest first, the last 12 weeks. */
  weekly: { weekStart: string; count: number }[];
}

export const LEAD_LIST_MAX = 100;
export const CREW_MAX = 200;

export const leadListQuerySchema = z.object({
  /** One type, or several separated by commas (the leads page shows enquiries and franchise applications together). */
  type: z
    .string()
    .transform((v) => [...new Set(v.split(','))])
    .pipe(z.array(z.enum(LEAD_TYPES, { message: `type must be one or more of ${LEAD_TYPES.join(', ')}, separated by commas` })))
    .optional(),
  status: z.enum(LEAD_STATUSES, { message: `status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  /** Orders whose ledger leaves them in this payment state. */
  payment: z.enum(PAYMENT_STATES, { message: `payment must be one of ${PAYMENT_STATES.join(', ')}` }).optional(),
  q: z
    .string()
    .transform((v) => cleanLine(v))
    .pipe(z.string().max(100, 'q must be at most 100 characters'))
    .optional(),
  /** `true`: only order requests from outside the service area. */
  outsideArea: z.enum(['true'], { message: 'outsideArea must be true' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LEAD_LIST_MAX, `limit must be at most ${LEAD_LIST_MAX}`)
    .default(25),
  offset: z.coerce
    .number({ message: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(10_000_000)
    .default(0),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const leadPatchSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { message: `status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
    note: optionalText(2000, 'Note').optional(),
    lostReason: optionalText(500, 'Lost reason').optional(),
    /** The crew sent to the booking; empty clears it. */
    crew: optionalText(CREW_MAX, 'Crew', false).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || (v.note ?? null) !== null || v.crew !== undefined, { message: 'Send a status, a note or a crew.' })
  .refine((v) => v.status !== 'lost' || (v.lostReason ?? null) !== null, { message: 'Say why the lead was lost.', path: ['lostReason'] });
export type LeadPatch = z.output<typeof leadPatchSchema>;
