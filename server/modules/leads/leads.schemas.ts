// The leads answers (shared/leads.ts), as response schemas for leads.routes.ts.
import { z } from 'zod';
import {
  type BookingKeyIssued,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadCreated,
  type LeadDetail,
  type LeadList,
  type LeadSummary,
  type OrderCreated,
  enquiryLeadSchema,
  franchiseLeadSchema,
  orderRequestSchema,
} from '../../../shared/leads.ts';
import { LOCALES } from '../../../shared/locale.ts';
import { type Assert, type Same, doneAnswer } from '../../response-schema.ts';

const int = () => z.number().int();
const type = z.enum(LEAD_TYPES);
const status = z.enum(LEAD_STATUSES);

/**
 * The public forms' bodies as the API takes them: the form's fields and the language the lead is made in,
 * 'hi' from a Hindi page. Left out, the page the request came from (its Referer) decides. Only the API
 * reads it: the pages' own form checks stay as they were.
 */
const localeField = { locale: z.enum(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` }).optional() };
export const enquiryBody = enquiryLeadSchema.extend(localeField);
export const franchiseBody = franchiseLeadSchema.extend(localeField);
export const orderBody = orderRequestSchema.safeExtend(localeField);

export const leadCreated = doneAnswer(201, { id: int(), reference: z.string() });
export type LeadCreatedShape = Assert<Same<z.infer<typeof leadCreated>, LeadCreated>>;
export const orderCreated = leadCreated.extend({
  total: int(),
  whatsappUrl: z.string(),
  statusUrl: z.string(),
  subtotal: int(),
  surcharge: int(),
  surchargePercent: int(),
  state: z.string().nullable(),
  outsideArea: z.boolean(),
});
export type OrderCreatedShape = Assert<Same<z.infer<typeof orderCreated>, { [K in keyof OrderCreated]: OrderCreated[K] }>>;

const listItem = z.object({
  id: int(),
  reference: z.string(),
  type,
  status,
  name: z.string(),
  phone: z.string(),
  eventDate: z.string().nullable(),
  total: int().nullable(),
  createdAt: z.string(),
  outsideArea: z.boolean(),
});
export const leadList = z.object({ total: int(), items: z.array(listItem) });
export type LeadListShape = Assert<Same<z.infer<typeof leadList>, { total: number; items: LeadList['items'][number][] }>>;

const text = () => z.string().nullable();
export const leadDetail = listItem.extend({
  email: text(),
  enquiryAbout: text(),
  pincode: text(),
  address: text(),
  area: text(),
  businessBudget: text(),
  notes: text(),
  lostReason: text(),
  sourcePage: text(),
  updatedAt: z.string(),
  state: text(),
  areaLabel: text(),
  slotLabel: text(),
  crew: text(),
  surcharge: int(),
  surchargePercent: int(),
  lines: z.array(z.object({ productId: int().nullable(), title: z.string(), quantity: int(), price: int(), lineTotal: int() })),
  history: z.array(z.object({ id: int(), at: z.string(), admin: text(), fromStatus: status.nullable(), toStatus: status.nullable(), note: text() })),
  photoUrl: text(),
  locale: z.enum(LOCALES),
});
export type LeadDetailShape = Assert<Same<z.infer<typeof leadDetail>, { [K in keyof LeadDetail]: LeadDetail[K] }>>;

export const bookingKeyIssued = doneAnswer(201, { statusUrl: z.string(), whatsappUrl: z.string() });
export type BookingKeyIssuedShape = Assert<Same<z.infer<typeof bookingKeyIssued>, BookingKeyIssued>>;

export const leadSummary = z.object({
  new: z.object(Object.fromEntries(LEAD_TYPES.map((t) => [t, int()])) as Record<(typeof LEAD_TYPES)[number], z.ZodNumber>),
  weekly: z.array(z.object({ weekStart: z.string(), count: int() })),
});
export type LeadSummaryShape = Assert<Same<z.infer<typeof leadSummary>, LeadSummary>>;
