// /product: the static Our Products page (the footer's link), sections #latex, #party, #foil.
import { servicesContext } from '../context.ts';
import { OUR_PRODUCTS_PAGE } from '../features/pages/content.ts';
import { Showcase, loadShowcasePictures } from '../features/pages/showcase.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/product';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  return { pictures: await loadShowcasePictures(catalog, OUR_PRODUCTS_PAGE) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({ matches, title: 'Our Products | Gubbara', description: OUR_PRODUCTS_PAGE.description, path: OUR_PRODUCTS_PAGE.path, origin: originFrom(matches) });
}

export default function OurProducts({ loaderData }: Route.ComponentProps) {
  return <Showcase page={OUR_PRODUCTS_PAGE} pictures={loaderData.pictures} />;
}
