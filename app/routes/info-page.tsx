// The six category-info pages (/airinflatable, /eventsetup, /inflatabletent, /kids, /printed,
// /promotionalsky): one module registered six times in routes.ts; the path picks the page.
import { previewImageUrl } from '../../shared/catalog.ts';
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { INFO_PAGES, infoPageKey } from '../features/pages/content.ts';
import { Showcase, loadShowcasePictures } from '../features/pages/showcase.tsx';
import { errorMeta, originFrom, seo } from '../features/shell/seo.ts';
import { englishHref } from '../../shared/locale.ts';
import type { Route } from './+types/info-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const key = infoPageKey(englishHref(new URL(request.url).pathname));
  if (!key) throw data('Page not found', { status: 404 });
  const { catalog } = context.get(servicesContext);
  return { key, pictures: await loadShowcasePictures(catalog, INFO_PAGES[key]) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, matches);
  const page = INFO_PAGES[loaderData.key];
  const firstPicture = Object.values(loaderData.pictures).flat()[0];
  return seo({ matches,
    title: `${page.title} | Gubbara`,
    description: page.description,
    path: page.path,
    origin: originFrom(matches),
    image: firstPicture?.image ? previewImageUrl(firstPicture.image) : undefined,
    imageAlt: firstPicture?.title,
  });
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <Showcase page={INFO_PAGES[loaderData.key]} pictures={loaderData.pictures} />;
}
