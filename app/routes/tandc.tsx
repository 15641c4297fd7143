// /tandc: the terms and conditions, the owner's document (refund deduction, dispute window, …), with
// the calendar settings' cancellation ladder. A cached page: publishing the terms or saving those
// settings moves the catalogue version, which renders it again. ?preview=1 shows the owner the draft.
import { servicesContext } from '../context.ts';
import { TERMS } from '../features/pages/content.ts';
import { TermsPage } from '../features/pages/terms.tsx';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/tandc';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ matches,
    title: 'Terms and Conditions | Gubbara',
    description: TERMS.description,
    path: PAGE_PATHS.terms,
    origin: originFrom(matches),
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const [{ cancellationLadder, processingPercent }, { doc, preview }] = await Promise.all([
    context.get(servicesContext).calendar.settings(),
    pageContent(context, 'tandc'),
  ]);
  return { cancellation: { cancellationLadder, processingPercent }, terms: doc.body, preview };
}

export default function Tandc({ loaderData }: Route.ComponentProps) {
  return <TermsPage cancellation={loaderData.cancellation} terms={loaderData.terms} />;
}
