// The home page under its first screen, from the gallery down: loaded as its own
// script chunk and hydrated after the first screen (home-page.tsx), so a slow phone's main thread
// is free sooner. The server renders it with the rest of the page.
import { type FormEvent, useEffect, useState } from 'react';
import { type CardProduct, ProductCard, toCard } from '../catalogue/product-card.tsx';
import { ReviewsCarousel, VideoCarousel } from './carousels.tsx';
import { EnquiryFormButton } from '../leads/enquiry-link.tsx';
import { CategoryCards, Faq, Gallery, SkyHeadline, WhyUs } from './sections.tsx';
import type { HomeSections } from './home-sections.ts';
import { api } from '../shell/api-client.ts';
import { useBusiness } from '../shell/business.ts';
import type { Product } from '../../../shared/catalog.ts';
import { HOME_VIEW_MORE_STEP } from '../../../shared/constants.ts';
import { useLocale, useT } from '../shell/i18n.tsx';

export interface BelowTheFoldProps {
  products: CardProduct[];
  total: number;
  sections: HomeSections;
}

export default function HomeBelowTheFold({ products, total, sections }: BelowTheFoldProps) {
  const business = useBusiness();
  const t = useT();
  return (
    <>
      {sections.gallery && (
        <section id="gallery" aria-labelledby="gallery-heading" className="home-section">
          <h2 id="gallery-heading">{t('Gallery')}</h2>
          <p>{t('Videos load only when you press one.')}</p>
          <Gallery videos={sections.gallery} />
          <EnquiryFormButton className="section-cta" />
        </section>
      )}

      {sections.reviews && (
        <section id="reviews" aria-labelledby="reviews-heading" className="home-section">
          <h2 id="reviews-heading">{t('What our customers say')}</h2>
          <ReviewsCarousel reviews={sections.reviews} />
          <EnquiryFormButton className="section-cta" />
        </section>
      )}

      {sections.whyUs && (
        <section id="whyus" aria-labelledby="whyus-heading" className="home-section">
          <h2 id="whyus-heading">{t('Why choose us')}</h2>
          <WhyUs items={sections.whyUs} />
          <EnquiryFormButton className="section-cta" />
        </section>
      )}

      {sections.videoCarousel && (
        <section aria-labelledby="videos-heading" className="home-section">
          <h2 id="videos-heading">{t('Our work in motion')}</h2>
          <VideoCarousel clips={sections.videoCarousel} />
        </section>
      )}

      {sections.headline && <SkyHeadline headline={sections.headline} />}

      {sections.faq && (
        <section aria-labelledby="faq-heading" className="home-section">
          <h2 id="faq-heading">{t('Frequently asked questions')}</h2>
          <Faq items={sections.faq} business={business} />
          <EnquiryFormButton className="section-cta" />
        </section>
      )}

      {sections.hotSelling && (
        <section aria-labelledby="hot-heading" className="home-section">
          <h2 id="hot-heading">{t('Hot Selling')}</h2>
          <CategoryCards cards={sections.hotSelling} />
        </section>
      )}

      <ProductList products={products} total={total} />
    </>
  );
}

/** The id of a card in the home list, by its place (1-based): where a View More brings the visitor. */
const cardAnchor = (place: number) => `home-product-${place}`;

/**
 * The product list: 50 first, View More adds 30 fetched page by page; a failed fetch empties the list
 * (the visitor sees that nothing more came). View More is a GET form asking for `?shown=` the longer
 * list, so it works before the list's script has come; once it has, the form fetches only the next 30.
 */
function ProductList(props: { products: CardProduct[]; total: number }) {
  const t = useT();
  const locale = useLocale();
  const [products, setProducts] = useState(props.products);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [arrived, setArrived] = useState<number>();
  const more = !failed && products.length < props.total;
  const next = products.length + 1;

  // A keyboard or screen-reader visitor goes on from the first new card, as the reload without script
  // would take them; the pressed button was disabled while loading, which dropped their focus.
  useEffect(() => {
    if (arrived) document.querySelector<HTMLElement>(`#${cardAnchor(arrived)} a`)?.focus({ preventScroll: true });
  }, [arrived]);

  async function viewMore(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    const res = await api<Product[]>(`/api/home/products?limit=${HOME_VIEW_MORE_STEP}&offset=${products.length}`);
    if (res.ok) {
      setProducts((p) => [...p, ...res.body.map((p) => toCard(p, locale))]);
      setArrived(next);
    } else {
      console.error('Failed to load products', res.status, res.message);
      setProducts([]);
      setFailed(true);
    }
    setLoading(false);
  }

  return (
    <section aria-labelledby="products-heading" className="home-section product-list">
      <h2 id="products-heading">{t('Our Products')}</h2>
      <div className="product-grid">
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} id={cardAnchor(i + 1)} />
        ))}
      </div>
      {more && (
        <form method="get" action={`#${cardAnchor(next)}`} onSubmit={viewMore} className="view-more-form">
          <input type="hidden" name="shown" value={products.length + HOME_VIEW_MORE_STEP} />
          <button type="submit" className="btn view-more" disabled={loading}>
            {t(loading ? 'Loading...' : 'View More')}
          </button>
        </form>
      )}
    </section>
  );
}
