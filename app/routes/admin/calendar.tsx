// /admin/calendar: the month of bookings (?month=YYYY-MM, India's current month without it), or one
// day's bookings by slot with its printable sheet (?date=YYYY-MM-DD).
import { servicesContext } from '../../context.ts';
import { dateInWords, dateOf, monthDays, monthInWords, monthOf } from '../../features/admin/calendar-dates.ts';
import { CalendarDay, CalendarMonth } from '../../features/admin/calendar-view.tsx';
import type { Route } from './+types/calendar';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookings } = context.get(servicesContext);
  const query = new URL(request.url).searchParams;
  const date = dateOf(query.get('date'));
  if (date) {
    const [range, sheet] = await Promise.all([bookings.between(date, date), bookings.day(date)]);
    return { view: 'day' as const, date, day: range.days[0]!, rows: sheet };
  }
  const month = monthOf(query.get('month'));
  const { first, last } = monthDays(month);
  return { view: 'month' as const, month, days: (await bookings.between(first, last)).days };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return adminTitle(matches, 'Calendar');
  const what = loaderData.view === 'day' ? dateInWords(loaderData.date) : monthInWords(loaderData.month);
  return adminTitle(matches, `Calendar: ${what}`);
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  return loaderData.view === 'day' ? (
    <CalendarDay date={loaderData.date} day={loaderData.day} rows={loaderData.rows} />
  ) : (
    <CalendarMonth month={loaderData.month} days={loaderData.days} />
  );
}
