// /admin/calendar/settings: the owner's setup slots, booking rules, refund terms, closed and peak dates.
import { servicesContext } from '../../context.ts';
import { CalendarSettingsView } from '../../features/admin/calendar-settings.tsx';
import type { Route } from './+types/calendar-settings';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { setup: await context.get(servicesContext).calendar.setup() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Calendar Settings');
}

export default function CalendarSettings({ loaderData }: Route.ComponentProps) {
  return <CalendarSettingsView setup={loaderData.setup} />;
}
