// /admin/settings: the business's name, numbers, e-mail, address, links and hours that every page shows.
import { servicesContext } from '../../context.ts';
import { BusinessSettingsView } from '../../features/admin/business-settings.tsx';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await context.get(servicesContext).settings.get() };
}

export function meta() {
  return [{ title: 'Business Settings | Gubbara Admin' }];
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <BusinessSettingsView settings={loaderData.settings} />;
}
