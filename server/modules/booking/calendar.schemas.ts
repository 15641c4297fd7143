// The calendar's answers (shared/bookings.ts) as response schemas for calendar.routes.ts.
import { z } from 'zod';
import type { Availability, CalendarSetup, CalendarSlot } from '../../../shared/bookings.ts';
import { type Assert, type Same } from '../../response-schema.ts';

const int = () => z.number().int();

export const calendarSlot = z.object({
  id: int(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: int(),
  position: int(),
  active: z.boolean(),
});
export type CalendarSlotShape = Assert<Same<z.infer<typeof calendarSlot>, CalendarSlot>>;

export const calendarSetup = z.object({
  settings: z.object({
    dayCap: int(),
    noticeHours: int(),
    cutoffTime: z.string(),
    horizonDays: int(),
    rescheduleHours: int(),
    processingPercent: int(),
    cancellationLadder: z.array(z.object({ hoursBefore: int(), keepPercent: int() })),
  }),
  slots: z.array(calendarSlot),
  closedDates: z.array(z.object({ date: z.string(), note: z.string().nullable() })),
  peakDates: z.array(z.object({ date: z.string(), surchargePercent: int(), note: z.string().nullable() })),
});
export type CalendarSetupShape = Assert<Same<z.infer<typeof calendarSetup>, CalendarSetup>>;

export const availability = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      open: z.boolean(),
      surchargePercent: int(),
      slots: z.array(z.object({ id: int(), label: z.string(), start: z.string(), end: z.string(), left: int() })),
    }),
  ),
});
export type AvailabilityShape = Assert<Same<z.infer<typeof availability>, Availability>>;

export const freeSlots = z.array(z.object({ date: z.string(), slotId: int(), label: z.string() }));
