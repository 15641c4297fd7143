import { useState } from 'react';
import { servicesContext } from '../context.ts';
import { type CardProduct, ProductCard } from '../components/product-card.tsx';
import { HeroSlider, ReviewsCarousel, VideoCarousel } from '../components/home-carousels.tsx';
import { CategoryCards, EnquiryButton, Faq, Gallery, SkyHeadline, WhyUs } from '../components/home-sections.tsx';
import { FallingBalloons, PointerTrail } from '../components/decor-balloons.tsx';
import { HOT_SELLING, QUICK_VIEW } from '../content/home.ts';
import { useBusiness } from '../lib/business.ts';
import { originFrom, seo } from '../lib/seo.ts';
import type { Product } from '../../shared/catalog.ts';
import type { BusinessInfo } from '../../server/config.ts';
import { HOME_INITIAL_PRODUCTS, HOME_VIEW_MORE_STEP, PHONE_PREFIX } from '../../shared/constants.ts';
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

function toCard(p: CardProduct): CardProduct {
  return { id: p.id, title: p.title, description: p.description, category: p.category, price: p.price, image: p.image };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} />;
}

/** The product list: 50 first, View More adds 30 fetched page by page; a failed fetch empties the list (spec section 8). */
function ProductList(props: { products: CardProduct[]; total: number }) {
  const [products, setProducts] = useState(props.products);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = !failed && products.length < props.total;

  async function viewMore() {
    setLoading(true);
    try {
      const res = await fetch(`/api/home/products?limit=${HOME_VIEW_MORE_STEP}&offset=${products.length}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const next = (await res.json()) as Product[];
      setProducts((p) => [...p, ...next.map(toCard)]);
    } catch (err) {
      console.error('Failed to load products', err);
      setProducts([]);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="products-heading" className="home-section product-list">
      <h2 id="products-heading">Our Products</h2>
      <div className="product-grid">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
      {more && (
        <button type="button" className="btn view-more" onClick={viewMore} disabled={loading}>
          {loading ? 'Loading...' : 'View More'}
        </button>
      )}
    </section>
  );
}

export function HomePage(props: { products: CardProduct[]; total: number }) {
  const business = useBusiness();
  return (
    <div className="home">
      <FallingBalloons />
      <PointerTrail />
      <HeroSlider />

      <section id="quickview" aria-labelledby="quickview-heading" className="home-section">
        <h2 id="quickview-heading">Quick View</h2>
        <CategoryCards cards={QUICK_VIEW} />
      </section>

      <section id="gallery" aria-labelledby="gallery-heading" className="home-section">
        <h2 id="gallery-heading">Gallery</h2>
        <p>Videos load only when you press one.</p>
        <Gallery />
        <EnquiryButton />
      </section>

      <section id="reviews" aria-labelledby="reviews-heading" className="home-section">
        <h2 id="reviews-heading">What our customers say</h2>
        <ReviewsCarousel />
        <EnquiryButton />
      </section>

      <section id="whyus" aria-labelledby="whyus-heading" className="home-section">
        <h2 id="whyus-heading">Why choose us</h2>
        <WhyUs />
        <EnquiryButton />
      </section>

      <section aria-labelledby="videos-heading" className="home-section">
        <h2 id="videos-heading">Our work in motion</h2>
        <VideoCarousel />
      </section>

      <SkyHeadline />

      <section aria-labelledby="faq-heading" className="home-section">
        <h2 id="faq-heading">Frequently asked questions</h2>
        <Faq business={business} />
        <EnquiryButton />
      </section>

      <section aria-labelledby="hot-heading" className="home-section">
        <h2 id="hot-heading">Hot Selling</h2>
        <CategoryCards cards={HOT_SELLING} />
      </section>

      <ProductList products={props.products} total={props.total} />
    </div>
  );
}
