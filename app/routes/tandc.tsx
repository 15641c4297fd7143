// /tandc: the terms and conditions, a static list (refund deduction, dispute window, …), with the
// calendar settings' cancellation ladder. A cached page: saving those settings moves the catalogue
// version, which renders it again.
import { servicesContext } from '../context.ts';
import { TERMS } from '../features/pages/content.ts';
import { TermsPage } from '../features/pages/terms.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/tandc';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Terms and Conditions | Gubbara', description: TERMS.description, path: PAGE_PATHS.terms, origin: originFrom(matches) });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { cancellationLadder, processingPercent } = await context.get(servicesContext).calendar.settings();
  return { cancellation: { cancellationLadder, processingPercent } };
}

export default function Tandc({ loaderData }: Route.ComponentProps) {
  return <TermsPage cancellation={loaderData.cancellation} />;
}
