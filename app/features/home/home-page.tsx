// The home page (also what an unknown address shows, answered 404): the decorations, the hero slider
// and Quick View on the first screen, then everything under it as a chunk of its own.
import { type ComponentType, Suspense, lazy } from 'react';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { homeProductsShown } from '../../../shared/listing.ts';
import type { BusinessInfo, PageServices } from '../../../shared/services.ts';
import { PAGE_QUERY, pageQuery } from '../../../shared/urls.ts';
import { type CardProduct, toCard } from '../catalogue/product-card.tsx';
import type { BelowTheFoldProps } from './below-fold.tsx';
import { HeroSlider } from './carousels.tsx';
import { QUICK_VIEW } from './content.ts';
import { FallingBalloons, PointerTrail } from './decor-balloons.tsx';
import { CategoryCards } from './sections.tsx';

export interface HomeData {
  products: CardProduct[];
  total: number;
}

/** The first products of the list (more after a View More without script) and how many there are in all. */
export async function loadHome(catalog: PageServices['catalog'], request: Request): Promise<HomeData> {
  const limit = homeProductsShown(pageQuery(request, PAGE_QUERY.home));
  const [products, total] = await Promise.all([catalog.listProducts({ limit, offset: 0 }), catalog.countProducts()]);
  // Only what a card shows: a smaller page on a slow phone.
  return { products: products.map(toCard), total };
}

/** The business as structured data for search engines. */
export function localBusiness(origin: string, b: BusinessInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: b.name,
    url: `${origin}/`,
    image: `${origin}/demo/slide-1-1280.webp`,
    telephone: `${PHONE_PREFIX}${b.phone}`,
    email: b.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.street,
      addressLocality: b.city,
      addressRegion: b.state,
      postalCode: b.pincode,
      addressCountry: 'IN',
    },
    areaServed: { '@type': 'Country', name: 'India' },
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    sameAs: [b.instagramUrl, b.facebookUrl, b.linkedinUrl],
  };
}

export function HomePage(props: HomeData) {
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

const loadBelowTheFold = () => import('./below-fold.tsx');
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
