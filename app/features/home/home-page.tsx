// The home page (also what an unknown address shows, answered 404): the decorations, the hero slider
// and Quick View on the first screen, then everything under it as a chunk of its own. The sections are
// the owner's published document (the draft in the owner's preview); a section the owner hid, or left
// empty, is not on the page at all.
import { type ComponentType, Suspense, lazy } from 'react';
import type { RouterContextProvider } from 'react-router';
import { homeProductsShown } from '../../../shared/listing.ts';
import { PAGE_QUERY, pageQuery } from '../../../shared/urls.ts';
import { servicesContext } from '../../context.ts';
import { type CardProduct, toCard } from '../catalogue/product-card.tsx';
import { requestLocale } from '../../../shared/locale.ts';
import { categoryName } from '../../../shared/locale-text.ts';
import type { Category } from '../../../shared/catalog.ts';
import { useBusiness } from '../shell/business.ts';
import { pageContent } from '../shell/preview.ts';
import type { BelowTheFoldProps } from './below-fold.tsx';
import { HeroSlider } from './carousels.tsx';
import { type HomeSections, homeSections } from './home-sections.ts';
import { FallingBalloons, PointerTrail } from './decor-balloons.tsx';
import { CategoryCards } from './sections.tsx';
import { useT } from '../shell/i18n.tsx';

export interface HomeData {
  products: CardProduct[];
  total: number;
  sections: HomeSections;
  /** The owner's preview of the draft (never kept, never indexed). */
  preview: boolean;
}

/**
 * The owner's sections, the first products of the list (more after a View More without script) and how
 * many there are in all.
 */
export async function loadHome(context: Readonly<RouterContextProvider>, request: Request): Promise<HomeData> {
  const { catalog } = context.get(servicesContext);
  const limit = homeProductsShown(pageQuery(request, PAGE_QUERY.home));
  // Only what a card shows, in the page's language: a smaller page on a slow phone.
  const locale = requestLocale(request);
  const [products, total, { doc, preview }, categories] = await Promise.all([
    catalog.listProducts({ limit, offset: 0 }),
    catalog.countProducts(),
    pageContent(context, 'home'),
    locale === 'hi' ? catalog.listCategories(true) : [],
  ]);
  const sections = homeSections(doc);
  return { products: products.map((p) => toCard(p, locale)), total, sections: locale === 'hi' ? withHindiNames(sections, categories) : sections, preview };
}

/**
 * On the Hindi home page, a category card that is labelled with its category's name shows the name the
 * owner gave the category in Hindi; a card labelled otherwise ("Printed Balloon" for the latex
 * balloons) keeps its label, which says something the category's name does not.
 */
function withHindiNames(sections: HomeSections, categories: readonly Category[]): HomeSections {
  const named = <C extends { label: string; category: string }>(cards: C[] | null): C[] | null =>
    cards &&
    cards.map((card) => {
      const c = categories.find((c) => c.slug.toLowerCase() === card.category.toLowerCase());
      return c && c.name.trim().toLowerCase() === card.label.trim().toLowerCase() ? { ...card, label: categoryName(c, 'hi') } : card;
    });
  return { ...sections, quickView: named(sections.quickView), hotSelling: named(sections.hotSelling) };
}

export function HomePage({ products, total, sections }: Omit<HomeData, 'preview'>) {
  const business = useBusiness();
  const t = useT();
  return (
    <div className="home">
      <FallingBalloons />
      <PointerTrail />
      {/* The first slide's heading is the page's; without a slider the page still has one. */}
      {sections.slider ? <HeroSlider slides={sections.slider} /> : <h1 className="visually-hidden">{business.name}</h1>}

      {sections.quickView && (
        <section id="quickview" aria-labelledby="quickview-heading" className="home-section">
          <h2 id="quickview-heading">{t('Quick View')}</h2>
          <CategoryCards cards={sections.quickView} />
        </section>
      )}

      <BelowTheFold products={products} total={total} sections={sections} />
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
