// Dates of the owner's calendar: YYYY-MM-DD days and YYYY-MM months, counted in India time (the shop's
// days are India's whatever the server's or the browser's zone), and written in words ("Sat 12 Dec 2026").
import { addDays, isRealDate } from '../../../shared/bookings.ts';
import { indiaToday } from '../../../shared/leads.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 0 (Sunday) to 6 (Saturday) of a YYYY-MM-DD date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export { dateInWords } from '../../../shared/dates.ts';

/** "December 2026" of a YYYY-MM month. */
export function monthInWords(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** The month a `?month=` names, or India's current month when it names none (or nonsense). */
export function monthOf(value: string | null, now = new Date()): string {
  if (value && MONTH_RE.test(value) && Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2200) return value;
  return indiaToday(now).slice(0, 7);
}

/** The date a `?date=` names, or undefined. */
export function dateOf(value: string | null): string | undefined {
  return value && isRealDate(value) && Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2200 ? value : undefined;
}

/** The first and last day of a month. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** The month before or after. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

export const calendarMonthHref = (month: string) => `/admin/calendar?month=${month}`;
export const calendarDayHref = (date: string) => `/admin/calendar?date=${date}`;
export const daySheetHref = (date: string) => `/api/admin/bookings/day.csv?date=${date}`;

/** The address a map search finds: the venue and its pincode. */
export function mapsHref(address: string, pincode: string | null): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pincode ? `${address} ${pincode}` : address)}`;
}
