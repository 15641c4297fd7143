// /admin/leads: the enquiries and franchise applications visitors sent, newest first, filtered by
// type and status (order requests have their own page, /admin/orders).
import type { Route } from './+types/leads';
import { LeadListView } from '../../features/admin/inbox.tsx';
import { servicesContext } from '../../context.ts';
import { LEAD_PAGES, loadLeadList } from '../../features/admin/inbox-data.ts';
import { adminTitle } from '../../features/admin/admin-title.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLeadList(context.get(servicesContext), new URL(request.url), LEAD_PAGES.leads);
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Leads');
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <LeadListView data={loaderData} page={LEAD_PAGES.leads} title="Leads" allTypes="Enquiries and franchise applications" />;
}
