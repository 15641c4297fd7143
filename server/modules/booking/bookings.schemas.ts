// The bookings' answers (shared/bookings.ts) as response schemas for bookings.routes.ts.
import { z } from 'zod';
import { type AdminBookings, BOOKING_STATES, type Booking } from '../../../shared/bookings.ts';
import { type Assert, type Same, doneAnswer } from '../../response-schema.ts';

const int = () => z.number().int();
const text = () => z.string().nullable();
const personal = z.object({ names: text(), age: int().nullable(), theme: text(), colours: text() });

export const booking = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATES),
  name: z.string(),
  date: z.string(),
  slot: z.object({ id: int(), label: z.string(), start: text(), end: text() }).nullable(),
  address: text(),
  pincode: text(),
  lines: z.array(z.object({ title: z.string(), quantity: int(), price: int(), lineTotal: int() })),
  total: int(),
  surcharge: int(),
  surchargePercent: int(),
  personal,
  policy: z.object({
    steps: z.array(z.object({ hoursBefore: int(), keepPercent: int() })),
    processingPercent: int(),
    keepPercent: int(),
    kept: int(),
    refund: int(),
    canCancel: z.boolean(),
    canReschedule: z.boolean(),
    rescheduleUntil: z.string(),
  }),
});
export type BookingShape = Assert<Same<z.infer<typeof booking>, Booking>>;

export const rescheduled = doneAnswer(200, { booking });
export const cancelled = doneAnswer(200, { booking, keepPercent: int(), kept: int(), refund: int(), refundDue: int() });

export const adminBookings = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      surchargePercent: int(),
      dayCap: int(),
      taken: int(),
      left: int(),
      slots: z.array(z.object({ id: int(), label: z.string(), start: z.string(), end: z.string(), capacity: int(), taken: int(), left: int() })),
    }),
  ),
  bookings: z.array(
    z.object({
      id: int(),
      reference: z.string(),
      status: z.string(),
      name: z.string(),
      phone: z.string(),
      date: z.string(),
      slotId: int().nullable(),
      slotLabel: text(),
      address: text(),
      pincode: text(),
      total: int().nullable(),
      personal,
      crew: text(),
      outsideArea: z.boolean(),
      photoUrl: text(),
    }),
  ),
});
export type AdminBookingsShape = Assert<Same<z.infer<typeof adminBookings>, AdminBookings>>;
