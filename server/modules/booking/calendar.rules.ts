// The calendar's arithmetic, free of the database: when a slot may be booked, what a day offers, what a
// cancellation keeps. Everything is India time (+05:30, no daylight saving), so a date and an "HH:MM"
// name one instant; `now` is always a parameter.
import { type AvailabilityDay, type BookingPolicy, type CalendarSettings, type CancellationStep, addDays } from '../../../shared/bookings.ts';
import { indiaToday } from '../../../shared/leads.ts';
import { dateInWords } from '../../../shared/dates.ts';

const HOUR_MS = 3_600_000;

/** The instant a time of day on a date begins, India time. */
export function indiaInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+05:30`);
}

/** The time of day in India, "HH:MM". */
export function indiaTime(now: Date): string {
  return new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(11, 16);
}

export interface SlotTimes {
  id: number;
  label: string;
  start: string;
  end: string;
  capacity: number;
}

export type Rules = Pick<CalendarSettings, 'dayCap' | 'noticeHours' | 'cutoffTime' | 'horizonDays'>;

/**
 * Why `slot` on `date` cannot be booked at `now` (a sentence for the visitor), or null when it may be.
 * Extra lead days (a far pincode's) lengthen the notice by whole days.
 */
export function closedReason(
  date: string,
  slot: Pick<SlotTimes, 'label' | 'start'>,
  rules: Rules,
  closed: boolean,
  now: Date,
  extraLeadDays = 0,
): string | null {
  const today = indiaToday(now);
  if (date < today) return `${dateInWords(date)} has passed: choose a later date.`;
  if (closed) return `We are closed on ${dateInWords(date)}: choose another date.`;
  if (date > addDays(today, rules.horizonDays)) return `Bookings open ${rules.horizonDays} days ahead: ${dateInWords(date)} is too far.`;
  if (date === addDays(today, 1) && indiaTime(now) >= rules.cutoffTime) {
    return `Bookings for tomorrow close at ${rules.cutoffTime} India time: choose a later date.`;
  }
  const noticeHours = rules.noticeHours + 24 * extraLeadDays;
  if (indiaInstant(date, slot.start) - now.getTime() < noticeHours * HOUR_MS) {
    return `The ${slot.label} slot on ${dateInWords(date)} is less than ${noticeHours} hours away: choose a later slot.`;
  }
  return null;
}

export interface DayCounts {
  closed: ReadonlySet<string>;
  peak: ReadonlyMap<string, number>;
  /** Units held per date. */
  dayTaken: ReadonlyMap<string, number>;
  /** Units held per `${date}|${slotId}`. */
  slotTaken: ReadonlyMap<string, number>;
}

/** Every date from `from` to `to` with what each active slot can still take at `now`. */
export function availabilityDays(
  from: string,
  to: string,
  rules: Rules,
  slots: readonly SlotTimes[],
  counts: DayCounts,
  now: Date,
  extraLeadDays = 0,
): AvailabilityDay[] {
  const days: AvailabilityDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const closed = counts.closed.has(date);
    const dayLeft = rules.dayCap - (counts.dayTaken.get(date) ?? 0);
    const daySlots = slots.map((s) => {
      const bookable = closedReason(date, s, rules, closed, now, extraLeadDays) === null;
      const left = bookable ? Math.max(0, Math.min(s.capacity - (counts.slotTaken.get(`${date}|${s.id}`) ?? 0), dayLeft)) : 0;
      return { id: s.id, label: s.label, start: s.start, end: s.end, left };
    });
    days.push({ date, open: daySlots.some((s) => s.left > 0), surchargePercent: counts.peak.get(date) ?? 0, slots: daySlots });
  }
  return days;
}

/** The ladder's step for a cancellation `hoursLeft` before the start: the highest step reached; 100 after the start. */
export function keepPercentAt(ladder: readonly CancellationStep[], hoursLeft: number): number {
  if (hoursLeft < 0) return 100;
  const steps = [...ladder].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const step = steps.find((s) => hoursLeft >= s.hoursBefore);
  return step ? step.keepPercent : 100;
}

/**
 * The policy as it applies at `now` to a booking of `total` rupees starting at `start` (null: no slot
 * booked, so the event day's midnight counts). The processing charge is taken from what is refunded.
 */
export function policyAt(
  settings: Pick<CalendarSettings, 'cancellationLadder' | 'processingPercent' | 'rescheduleHours'>,
  total: number,
  start: number,
  open: boolean,
  now: Date,
): BookingPolicy {
  const hoursLeft = (start - now.getTime()) / HOUR_MS;
  const keepPercent = keepPercentAt(settings.cancellationLadder, hoursLeft);
  const refundable = total - Math.round((total * keepPercent) / 100);
  const refund = refundable - Math.round((refundable * settings.processingPercent) / 100);
  const rescheduleUntil = start - settings.rescheduleHours * HOUR_MS;
  return {
    steps: settings.cancellationLadder,
    processingPercent: settings.processingPercent,
    keepPercent,
    kept: total - refund,
    refund,
    canCancel: open && hoursLeft >= 0,
    canReschedule: open && now.getTime() <= rescheduleUntil,
    rescheduleUntil: new Date(rescheduleUntil).toISOString(),
  };
}
