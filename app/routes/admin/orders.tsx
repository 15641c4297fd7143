// /admin/orders: the order requests visitors sent from /buy, newest first, to be worked to a close.
import type { Route } from './+types/orders';
import { LeadListView } from '../../features/admin/inbox.tsx';
import { servicesContext } from '../../context.ts';
import { LEAD_PAGES, loadLeadList } from '../../features/admin/inbox-data.ts';
import { adminTitle } from '../../features/admin/admin-title.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLeadList(context.get(servicesContext), new URL(request.url), LEAD_PAGES.orders);
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Orders');
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <LeadListView data={loaderData} page={LEAD_PAGES.orders} title="Orders" />;
}
