import { type ComponentType, Suspense, lazy } from 'react';
import { servicesContext } from '../context.ts';
import { type CardProduct, toCard } from '../features/catalogue/product-card.tsx';
import { HeroSlider } from '../features/home/carousels.tsx';
import { CategoryCards } from '../features/home/sections.tsx';
import { FallingBalloons, PointerTrail } from '../features/home/decor-balloons.tsx';
import type { BelowTheFoldProps } from '../features/home/below-fold.tsx';
import { QUICK_VIEW } from '../features/home/content.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { BusinessInfo } from '../../shared/services.ts';
import { HOME_INITIAL_PRODUCTS, PHONE_PREFIX } from '../../shared/constants.ts';
import type { Route } from './+types/home';

const TITLE = 'Gubbara | Balloon decoration, sky balloons and inflatables across India';
const DESCRIPTION =
  'Balloon decoration, helium balloons, printed balloons, sky balloons, kids inflatables and corporate event setups, delivered PAN India with delivery charges included.';

function localBusiness(origin: string, b: BusinessInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: b.name,
    url: `${origin}/`,
    image: `${origin}/demo/slide-1-1280.webp`,
    telephone: `${PHONE_PREFIX}${b.phone}`,
    email: b.email,
    address: { '@type': 'PostalAddress', streetAddress: b.address, addressCountry: 'IN' },
    areaServed: { '@type': 'Country', name: 'India' },
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    sameAs: [b.instagramUrl, b.facebookUrl, b.linkedinUrl],
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { business: BusinessInfo } | undefined;
  return seo({
    title: TITLE,
    description: DESCRIPTION,
    path: '/',
    origin,
    image: '/demo/slide-1-1280.webp',
    imageAlt: 'A birthday balloon arch over a decorated stage',
    jsonLd: root ? localBusiness(origin, root.business) : undefined,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const [products, total] = await Promise.all([catalog.listProducts({ limit: HOME_INITIAL_PRODUCTS, offset: 0 }), catalog.countProducts()]);
  // Only what a card shows: a smaller page on a slow phone.
  return { products: products.map(toCard), total };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} />;
}

export function HomePage(props: { products: CardProduct[]; total: number }) {
  return (
    <div className="home">
      <FallingBalloons />
      <PointerTrail />
      <HeroSlider />

      <section id="quickview" aria-labelledby="quickview-heading" className="home-section">
        <h2 id="quickview-heading">Quick View</h2>
        <CategoryCards cards={QUICK_VIEW} />
      </section>

      <BelowTheFold products={props.products} total={props.total} />
    </div>
  );
}

const loadBelowTheFold = () => import('../features/home/below-fold.tsx');
const LazyBelowTheFold = lazy(loadBelowTheFold);
/** On the server, the section itself, loaded as soon as this module is (long before the first request). */
let serverBelowTheFold: ComponentType<BelowTheFoldProps> | undefined;
if (import.meta.env.SSR) void loadBelowTheFold().then((m) => (serverBelowTheFold = m.default));

/**
 * Everything under the first screen, with its own script chunk. The server renders it in the same pass,
 * so the HTML is whole and nothing moves when the chunk arrives; in the browser the Suspense boundary
 * keeps that HTML while the chunk loads and hydrates it afterwards, in its own task, so the first screen
 * becomes interactive sooner on a slow phone.
 */
function BelowTheFold(props: BelowTheFoldProps) {
  const Section = serverBelowTheFold ?? LazyBelowTheFold;
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
