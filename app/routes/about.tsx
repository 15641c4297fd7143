// /about: the company story (the owner's document), the team and the 20,000+ events claim.
// ?preview=1 shows the owner the draft.
import { AboutPage } from '../features/pages/about.tsx';
import { ABOUT } from '../features/pages/content.ts';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/about';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ matches,
    title: 'About Us | Gubbara',
    description: ABOUT.description,
    path: PAGE_PATHS.about,
    origin: originFrom(matches),
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, preview } = await pageContent(context, 'about');
  return { story: doc.body, preview };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage story={loaderData.story} />;
}
