// /admin/leads/:id: one lead, its history, and what the owner does with it.
import { data } from 'react-router';
import { servicesContext } from '../../context.ts';
import { idFromQuery } from '../../features/admin/forms.ts';
import { LeadPage } from '../../features/admin/lead-view.tsx';
import type { Route } from './+types/lead';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromQuery(params.id ?? null);
  if (id === undefined) return data({ lead: null, ledger: null, documents: null }, { status: 404 });
  try {
    const { leads, payments, invoices } = context.get(servicesContext);
    const lead = await leads.get(id);
    if (lead.type !== 'order') return { lead, ledger: null, documents: null };
    const [ledger, documents] = await Promise.all([payments.ledger(id), invoices.leadDocuments(id)]);
    return { lead, ledger, documents };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return data({ lead: null, ledger: null, documents: null }, { status: 404 });
    throw err;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const lead = loaderData?.lead;
  return adminTitle(matches, lead ? `${lead.reference} ${lead.name}` : 'Lead not found');
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  return <LeadPage lead={loaderData.lead} ledger={loaderData.ledger} documents={loaderData.documents} />;
}
