// The order request on /buy as a booking: the shared order schema plus what the booking form asks for
// (a setup slot, the venue address, the personal touches as flat fields), what it sends, and how it says
// a date and a slot to a person.
import { z } from 'zod';
import { type AvailabilitySlot, personalSchema, slotIdField } from '../../../shared/bookings.ts';
import { cleanText } from '../../../shared/forms.ts';
import { orderRequestSchema } from '../../../shared/leads.ts';
import { type SayText, fillTemplate } from '../../../shared/message-template.ts';
import type { Locale } from '../../../shared/locale.ts';

const ADDRESS_MAX = 500;
export const PERSONAL_MAX = 100;

/**
 * The form's rules. The API keeps the address optional (a request without a slot still works), but a
 * booking sends a crew to the venue, so the form asks for it; the slot's and the address's length
 * messages are the API's own.
 */
export const bookingRequestSchema = orderRequestSchema.safeExtend({
  slotId: slotIdField.refine((v) => v !== undefined, 'Choose a setup slot.'),
  address: z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v) : ''),
    z.string().min(1, 'Venue address is required.').max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters.`),
  ),
  names: personalSchema.shape.names,
  age: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.union([z.literal(''), z.string().regex(/^\d{1,3}$/, 'Age must be a whole number from 0 to 120.')]),
    )
    .refine((v) => v === '' || Number(v) <= 120, 'Age must be a whole number from 0 to 120.'),
  theme: personalSchema.shape.theme,
  colours: personalSchema.shape.colours,
});

/** The days /buy's select offers without scripts: what one availability call covers. */
export const CHOICE_DAYS = 62;
/** That select's field: "YYYY-MM-DD|slotId", the date and the slot in one choice. */
export const SLOT_CHOICE_FIELD = 'slot';

/** The hidden field carrying /buy's Idempotency-Key for a plain form post. */
export const KEY_FIELD = 'idempotencyKey';

/** A date with free setup slots, as that select lists it. */
export interface ChoiceDay {
  date: string;
  surchargePercent: number;
  slots: AvailabilitySlot[];
}

export const BOOKING_FIELDS = ['name', 'phone', 'eventDate', 'slotId', 'pincode', 'address', 'names', 'age', 'theme', 'colours', 'notes'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The body of POST /api/orders/{sessId} from the form's values as typed: the personal touches nested, empty ones left out. */
export function bookingBody(raw: Record<string, string>): Record<string, unknown> {
  const { names, age, theme, colours, slotId, ...rest } = raw;
  const personal: Record<string, string | number> = {};
  if (names?.trim()) personal.names = names;
  if (age?.trim()) personal.age = Number(age.trim());
  if (theme?.trim()) personal.theme = theme;
  if (colours?.trim()) personal.colours = colours;
  return { ...rest, slotId: slotId ? Number(slotId) : undefined, ...(Object.keys(personal).length > 0 ? { personal } : {}) };
}

export { dateInWords } from '../../../shared/dates.ts';

/** "Morning, 09:00–12:00" (the owner's label in the page's language when `t` knows it). */
export function slotInWords(s: Pick<AvailabilitySlot, 'label' | 'start' | 'end'>, t?: (label: string) => string): string {
  return `${t ? t(s.label) : s.label}, ${s.start}–${s.end}`;
}

/**
 * The booking page's link in the page's language: its Hindi twin under /hi for an order sent from a
 * Hindi page (the address the API answers with is the English one, whole or from the root).
 */
export function statusUrlIn(statusUrl: string, locale: Locale): string {
  return locale === 'hi' ? statusUrl.replace(/^((?:https?:)?\/\/[^/]+)?\/booking\//, (_, origin: string | undefined) => `${origin ?? ''}/hi/booking/`) : statusUrl;
}

/** A local-midnight Date for YYYY-MM-DD (the calendar widget works in the browser's days). */
export function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** YYYY-MM-DD of a calendar widget's (local) day. */
export function isoOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The lines whatsappWithBooking adds, as templates a Hindi page translates. */
export const BOOKING_LINES = { slot: 'Setup slot: {value}', follow: 'Follow the booking: {value}' } as const;

/**
 * The WhatsApp link of the order answer with the slot and the status link added, when the server's
 * text does not carry them already; `say` writes them in the page's language.
 */
export function whatsappWithBooking(whatsappUrl: string, slot: string | null, statusUrl: string, say: SayText = fillTemplate): string {
  let url: URL;
  try {
    url = new URL(whatsappUrl);
  } catch {
    return whatsappUrl;
  }
  const text = url.searchParams.get('text') ?? '';
  const extra = [
    ...(slot && !text.includes('Setup slot:') ? [say(BOOKING_LINES.slot, { value: slot })] : []),
    ...(text.includes(statusUrl) ? [] : [say(BOOKING_LINES.follow, { value: statusUrl })]),
  ];
  if (extra.length === 0) return whatsappUrl;
  return `${url.origin}${url.pathname}?text=${encodeURIComponent([text, ...extra].filter(Boolean).join('\n'))}`;
}

// What a Hindi page says for the API's English answers that carry their own details (the slot and the
// date, the pincode, the amount): looked up in the Hindi messages by these texts, with placeholders.
// English pages show the API's own words.
/** A slot taken meanwhile (the API names the slot and the date). */
export const SLOT_TAKEN = 'That setup slot was booked by someone else meanwhile: choose another one.';
/** The request taken for a pincode outside the service area. */
export const OUTSIDE_AREA =
  'Thank you! Your order request is received. Your pincode {pincode} is outside the area we usually serve: we will call you to see whether we can come.';
/** A peak date's surcharge in the confirmation. */
export const SURCHARGE_TEXT = 'Includes a peak date surcharge of {amount} ({percent}% of the products).';
