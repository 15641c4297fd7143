// /ourwork: sky balloon advertising projects, two certificates and four downloadable PDF
// catalogues (generated from the live catalogue by routes/catalogues.ts).
import { OUR_WORK } from '../features/pages/content.ts';
import { OurWorkPage } from '../features/pages/our-work.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/ourwork';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'Our Work | Gubbara',
    description: OUR_WORK.description,
    path: PAGE_PATHS.ourWork,
    origin: originFrom(matches),
    image: `${OUR_WORK.projects[0]!.image}-640.webp`,
    imageAlt: OUR_WORK.projects[0]!.imageAlt,
    imageType: 'image/webp',
    imageWidth: 640,
    imageHeight: 640,
  });
}

export default function OurWork() {
  return <OurWorkPage />;
}
