// Bookings: the owner's calendar (setup slots, rules, closed and peak dates), what a day offers a
// visitor, and the booking a customer follows on its status page. Times of day are "HH:MM" India time
// (Asia/Kolkata, +05:30 all year), dates YYYY-MM-DD.
import { z } from 'zod';
import { cleanLine } from './forms.ts';
import type { TemplateMessage } from './message-template.ts';

export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The most days one availability or calendar call covers. */
export const AVAILABILITY_MAX_DAYS = 62;

export function isRealDate(v: string): boolean {
  if (!ISO_DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const dateField = (name: string) =>
  z.string({ message: `${name} must be a date (YYYY-MM-DD)` }).refine(isRealDate, `${name} must be a date (YYYY-MM-DD)`);
const timeField = (name: string) => z.string({ message: `${name} must be a time (HH:MM)` }).regex(TIME_RE, `${name} must be a time (HH:MM)`);
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);
const line = (name: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanLine(v) : v),
    z.string({ message: `${name} must be text` }).max(max, `${name} must be at most ${max} characters`),
  );

// ---- The owner's settings ----

export interface CancellationStep {
  /** From this many hours before the slot's start … */
  hoursBefore: number;
  /** … the shop keeps this percent of the total. */
  keepPercent: number;
}

export interface CalendarSettings {
  /** Jobs the crew takes in a day, across slots. */
  dayCap: number;
  /** A slot starting sooner than this is not offered. */
  noticeHours: number;
  /** After this time (India) today, tomorrow is not offered. */
  cutoffTime: string;
  /** How many days ahead one may book. */
  horizonDays: number;
  /** A booking may be moved until this many hours before its slot. */
  rescheduleHours: number;
  /** Deducted from every refund for bank and processing charges. */
  processingPercent: number;
  cancellationLadder: CancellationStep[];
}

export interface CalendarSlot {
  id: number;
  label: string;
  start: string;
  end: string;
  capacity: number;
  position: number;
  active: boolean;
}

export interface ClosedDate {
  date: string;
  note: string | null;
}

export interface PeakDate {
  date: string;
  surchargePercent: number;
  note: string | null;
}

/** GET /api/admin/calendar: everything the owner sets. */
export interface CalendarSetup {
  settings: CalendarSettings;
  slots: CalendarSlot[];
  closedDates: ClosedDate[];
  peakDates: PeakDate[];
}

const ladderSchema = z
  .array(z.object({ hoursBefore: wholeNumber('hoursBefore', 0, 24 * 365), keepPercent: wholeNumber('keepPercent', 0, 100) }).strict(), {
    message: 'cancellationLadder must be a list of {hoursBefore, keepPercent}',
  })
  .min(1, 'cancellationLadder must have at least one step')
  .max(10, 'cancellationLadder must have at most 10 steps')
  .refine((l) => new Set(l.map((s) => s.hoursBefore)).size === l.length, 'cancellationLadder must not repeat hoursBefore')
  .transform((l) => [...l].sort((a, b) => b.hoursBefore - a.hoursBefore));

export const calendarSettingsSchema = z
  .object({
    dayCap: wholeNumber('dayCap', 0, 1000),
    noticeHours: wholeNumber('noticeHours', 0, 24 * 60),
    cutoffTime: timeField('cutoffTime'),
    horizonDays: wholeNumber('horizonDays', 1, 540),
    rescheduleHours: wholeNumber('rescheduleHours', 0, 24 * 60),
    processingPercent: wholeNumber('processingPercent', 0, 100),
    cancellationLadder: ladderSchema,
  })
  .strict();
export const calendarSettingsPatchSchema = calendarSettingsSchema.partial().strict();
export type CalendarSettingsPatch = z.output<typeof calendarSettingsPatchSchema>;

const slotFields = {
  label: line('label', 40).pipe(z.string().min(1, 'label is required')),
  start: timeField('start'),
  end: timeField('end'),
  capacity: wholeNumber('capacity', 0, 1000),
  position: wholeNumber('position', 0, 1000),
  active: z.boolean({ message: 'active must be true or false' }),
};
export const slotSchema = z
  .object({ ...slotFields, position: slotFields.position.default(0), active: slotFields.active.default(true) })
  .strict()
  .refine((s) => s.start < s.end, { message: 'end must be after start', path: ['end'] });
export type SlotInput = z.output<typeof slotSchema>;
export const slotPatchSchema = z.object(slotFields).partial().strict();
export type SlotPatch = z.output<typeof slotPatchSchema>;

export const closedDateSchema = z.object({ note: line('note', 100).optional() }).strict();
export const peakDateSchema = z.object({ surchargePercent: wholeNumber('surchargePercent', 0, 200), note: line('note', 100).optional() }).strict();

// ---- What a visitor sees ----

export interface AvailabilitySlot {
  id: number;
  label: string;
  start: string;
  end: string;
  /** Units that can still be booked now (0 when full, closed or too soon). */
  left: number;
}

export interface AvailabilityDay {
  date: string;
  open: boolean;
  surchargePercent: number;
  slots: AvailabilitySlot[];
}

export interface Availability {
  days: AvailabilityDay[];
}

export interface FreeSlot {
  date: string;
  slotId: number;
  label: string;
}

export const dateRangeSchema = z
  .object({ from: dateField('from'), to: dateField('to') })
  .refine((q) => q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < AVAILABILITY_MAX_DAYS, { message: `to must be at most ${AVAILABILITY_MAX_DAYS} days from from`, path: ['to'] });

// ---- The order's booking fields and the customer's booking ----

/** The personal touches printed or used on the setup: short single lines, an age 0–120. */
export const personalSchema = z
  .object({
    names: line('personal.names', 100).optional(),
    age: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber('personal.age', 0, 120).optional()),
    theme: line('personal.theme', 100).optional(),
    colours: line('personal.colours', 100).optional(),
  })
  .strict();
export type Personal = z.output<typeof personalSchema>;

export const slotIdField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
  z
    .number({ message: 'Choose a setup slot.' })
    .int('Choose a setup slot.')
    .min(1, 'Choose a setup slot.')
    .max(2_000_000_000, 'Choose a setup slot.')
    .optional(),
);

/** The status a customer reads. */
export const BOOKING_STATES = ['received', 'confirmed', 'done', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export interface BookingPolicy {
  steps: CancellationStep[];
  processingPercent: number;
  /** The ladder's step as it applies now (100 once the slot has started). */
  keepPercent: number;
  /** Whole rupees the shop keeps and refunds if cancelled now (the processing charge is kept). */
  kept: number;
  refund: number;
  canCancel: boolean;
  canReschedule: boolean;
  /** ISO time until which the booking may be moved. */
  rescheduleUntil: string;
}

export interface BookingLine {
  title: string;
  quantity: number;
  price: number;
  lineTotal: number;
}

/** GET /api/bookings/{reference}?k=: the booking as its customer sees it. */
export interface Booking {
  reference: string;
  status: BookingState;
  name: string;
  date: string;
  slot: { id: number; label: string; start: string | null; end: string | null } | null;
  address: string | null;
  pincode: string | null;
  lines: BookingLine[];
  /** Includes the surcharge. */
  total: number;
  /** A peak date's surcharge (whole rupees) and its percent of the products' subtotal; 0 on other dates. */
  surcharge: number;
  surchargePercent: number;
  personal: { names: string | null; age: number | null; theme: string | null; colours: string | null };
  policy: BookingPolicy;
}

export const rescheduleSchema = z
  .object({
    eventDate: dateField('eventDate'),
    slotId: z
      .number({ message: 'slotId must be a whole number' })
      .int('slotId must be a whole number')
      .min(1, 'slotId must be at least 1')
      .max(2_000_000_000, 'slotId is too large'),
  })
  .strict();
export type Reschedule = z.output<typeof rescheduleSchema>;

/** What the booking page's forms ask: cancel, or move to a free slot. */
export type BookingChange = { kind: 'cancel' } | { kind: 'reschedule'; eventDate: string; slotId: number };

/**
 * What a change of the booking answers, as templates: the keys the booking page words them by (their
 * Hindi is keyed by these constants); the API fills them in English.
 */
export const BOOKING_ANSWERS = {
  cancelled: 'Your booking is cancelled. Refund due: {amount}.',
  cancelledNothingDue: 'Your booking is cancelled.',
  moved: 'Your booking is moved to {date}, {slot}.',
} as const;

/**
 * What a change of the booking is refused with when the refusal carries a value, as templates too: a
 * full slot or day (the slot's label a word, the date a day) and the owner's last hour for moving.
 */
export const BOOKING_REFUSALS = {
  slotFull: 'The {slot} slot on {date} is fully booked: choose another slot.',
  dayFull: '{date} is fully booked: choose another date.',
  movableUntil: 'A booking can be moved until {hours} hours before its slot: please call us.',
} as const;

export const slotFullMessage = (slot: string, date: string): TemplateMessage => ({ text: BOOKING_REFUSALS.slotFull, days: { date }, words: { slot } });
export const dayFullMessage = (date: string): TemplateMessage => ({ text: BOOKING_REFUSALS.dayFull, days: { date } });

/** "Moved": the new day as a day (each page writes it its way), the slot's label as a word to translate. */
export const movedMessage = (b: Pick<Booking, 'date' | 'slot'>): TemplateMessage => ({
  text: BOOKING_ANSWERS.moved,
  days: { date: b.date },
  words: { slot: b.slot?.label ?? '' },
});

// ---- The owner's calendar ----

export interface AdminBookingDay {
  date: string;
  closed: boolean;
  surchargePercent: number;
  dayCap: number;
  taken: number;
  left: number;
  slots: { id: number; label: string; start: string; end: string; capacity: number; taken: number; left: number }[];
}

export interface AdminBooking {
  id: number;
  reference: string;
  status: string;
  name: string;
  phone: string;
  date: string;
  slotId: number | null;
  slotLabel: string | null;
  address: string | null;
  pincode: string | null;
  total: number | null;
  personal: Booking['personal'];
  /** The crew the owner sends (free text). */
  crew: string | null;
  /** The pincode lay outside the service area when requested. */
  outsideArea: boolean;
  /** The admin address of the customer's reference photo, when they sent one. */
  photoUrl: string | null;
}

export interface AdminBookings {
  days: AdminBookingDay[];
  bookings: AdminBooking[];
}

/** A row of one day's sheet: the booking, the visitor's notes and its lines ("Title × 2; …"). */
export interface AdminDaySheetRow {
  booking: AdminBooking;
  notes: string | null;
  lines: string;
}
