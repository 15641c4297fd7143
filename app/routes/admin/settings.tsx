// /admin/settings: the business's name, numbers, e-mail, address, links and hours that every page shows.
import { servicesContext } from '../../context.ts';
import { BusinessSettingsView } from '../../features/admin/business-settings.tsx';
import type { Route } from './+types/settings';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await context.get(servicesContext).settings.get() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Business Settings');
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <BusinessSettingsView settings={loaderData.settings} />;
}
