// /admin/service-area: the pincodes the shop delivers to (the owner's rules), a pincode test, the rules as a spreadsheet.
import { servicesContext } from '../../context.ts';
import { ServiceArea as ServiceAreaPage } from '../../features/admin/service-area.tsx';
import type { Route } from './+types/service-area';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { rules: await context.get(servicesContext).serviceArea.listRules() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Service Area');
}

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  return <ServiceAreaPage rules={loaderData.rules} />;
}
