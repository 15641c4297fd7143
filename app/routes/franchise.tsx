// /franchise: franchise information, the franchise terms (the owner's document) and the franchise form.
// ?preview=1 shows the owner the draft.
import { FRANCHISE_PAGE } from '../features/pages/content.ts';
import { FranchisePage } from '../features/pages/franchise.tsx';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo, localeFrom } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/franchise';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ locale: localeFrom(matches),
    title: 'Franchise Partner | Gubbara',
    description: FRANCHISE_PAGE.description,
    path: PAGE_PATHS.franchise,
    origin: originFrom(matches),
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, preview } = await pageContent(context, 'franchise');
  return { body: doc.body, preview };
}

export default function Franchise({ loaderData }: Route.ComponentProps) {
  return <FranchisePage body={loaderData.body} />;
}
