// / and /home: the home page, its sections the owner's document. ?preview=1 shows the owner the draft.
import { HomePage, loadHome } from '../features/home/home-page.tsx';
import { previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { localBusiness } from '../features/home/local-business.ts';
import type { BusinessInfo } from '../../shared/services.ts';
import type { Route } from './+types/home';

const TITLE = 'Gubbara | Balloon decoration, sky balloons and inflatables across India';
const DESCRIPTION =
  'Balloon decoration, helium balloons, printed balloons, sky balloons, kids inflatables and corporate event setups, delivered PAN India with delivery charges included.';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { business: BusinessInfo } | undefined;
  return seo({ matches,
    title: TITLE,
    description: DESCRIPTION,
    path: '/',
    origin,
    image: '/demo/slide-1-1280.webp',
    imageAlt: 'A birthday balloon arch over a decorated stage',
    jsonLd: root ? localBusiness(origin, root.business) : undefined,
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(context, request);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} sections={loaderData.sections} />;
}
