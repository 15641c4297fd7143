// /ourwork: the owner's introduction, sky balloon advertising projects, two certificates and four
// downloadable PDF catalogues (generated from the live catalogue by routes/catalogues.ts), named as the
// owner's document names them. ?preview=1 shows the owner the draft.
import { OUR_WORK } from '../features/pages/content.ts';
import { OurWorkPage } from '../features/pages/our-work.tsx';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/ourwork';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ matches,
    title: 'Our Work | Gubbara',
    description: OUR_WORK.description,
    path: PAGE_PATHS.ourWork,
    origin: originFrom(matches),
    image: `${OUR_WORK.projects[0]!.image}-640.webp`,
    imageAlt: OUR_WORK.projects[0]!.imageAlt,
    imageType: 'image/webp',
    imageWidth: 640,
    imageHeight: 640,
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { doc, preview } = await pageContent(context, 'ourwork');
  // Only what the page shows of each catalogue: an upload's stored name is the server's business.
  return { intro: doc.body, catalogues: doc.catalogues.map(({ file, title, description }) => ({ file, title, description })), preview };
}

export default function OurWork({ loaderData }: Route.ComponentProps) {
  return <OurWorkPage intro={loaderData.intro} catalogues={loaderData.catalogues} />;
}
