// /products?category={slug}: the category's product grid (spec section 2), titled with the
// category as given (underscores shown as spaces) plus "Products".
import { Link, data, redirect, useSearchParams } from 'react-router';
import { servicesContext } from '../context.ts';
import { ProductCard } from '../components/product-card.tsx';
import { PageError } from '../components/page-error.tsx';
import { Deferred, deferServer, isPending, useDocumentTitle, skipSameUrlRevalidation } from '../components/page-loading.tsx';
import { errorMeta, originFrom, seo } from '../lib/seo.ts';
import { previewImageUrl } from '../../shared/catalog.ts';
import { DELIVERY_DAYS } from '../../shared/constants.ts';
import type { Route } from './+types/products';
import { PageStyles } from '../components/page-styles.tsx';

const MAX_CATEGORY_LENGTH = 100;

export function categoryTitle(category: string): string {
  return `${category.replace(/_/g, ' ')} Products`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const category = (new URL(request.url).searchParams.get('category') ?? '').trim().slice(0, MAX_CATEGORY_LENGTH);
  if (category === '') throw redirect('/categories');
  const { catalog } = context.get(servicesContext);
  const found = await catalog.findCategory(category.replace(/_/g, ' ')); // Annual_General_Meeting finds AnnualGeneralMeeting
  const known = found !== undefined && found.isActive;
  const products = known ? await catalog.productsByCategory(found.slug) : [];
  return data(
    { category, name: known ? found.name : null, slug: known ? found.slug : null, products },
    // An unknown category is a missing page; a known one without products is only empty.
    { status: known ? 200 : 404 },
  );
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export const shouldRevalidate = skipSameUrlRevalidation;

type Loaded = Awaited<ReturnType<typeof loader>>['data'];

function pageTitle(d: Pick<Loaded, 'category' | 'name'>): string {
  return `${d.name ?? d.category.replace(/_/g, ' ')} Products | Gubbara`;
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  const origin = originFrom(matches);
  if (!loaderData || isPending(loaderData)) {
    const category = new URLSearchParams(location.search).get('category') ?? '';
    return [{ title: pageTitle({ category, name: null }) }];
  }
  const d = loaderData;
  if (!d.slug)
    return [{ title: pageTitle(d) }, { name: 'description', content: `No products found for "${d.category}".` }, { name: 'robots', content: 'noindex' }];
  const first = d.products.find((p) => p.image);
  return seo({
    title: pageTitle(d),
    description: `${d.name}: ${d.products.length} products with prices in ₹, delivered PAN India in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days with delivery charges included.`,
    path: `/products?category=${encodeURIComponent(d.slug)}`,
    origin,
    image: first?.image ? previewImageUrl(first.image) : undefined,
    imageAlt: first?.title,
    imageType: 'image/webp',
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const category = (params.get('category') ?? '').trim().slice(0, MAX_CATEGORY_LENGTH);
  const wasPending = isPending(loaderData);
  return (
    <>
      <PageStyles />
      <section className="catalogue" aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading" className="catalogue-title">
          {categoryTitle(category)}
        </h1>
        <Deferred data={loaderData}>{(d) => <ProductGrid d={d} wasPending={wasPending} />}</Deferred>
      </section>
    </>
  );
}

function ProductGrid({ d, wasPending }: { d: Loaded; wasPending: boolean }) {
  useDocumentTitle(pageTitle(d), wasPending);
  if (d.products.length === 0) {
    return (
      <div className="page-empty">
        <p className="page-status" role="status">
          No products found for &quot;{d.category}&quot;.
        </p>
        <p>
          <Link to="/categories">Browse all categories</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <h2 className="catalogue-count">
        {d.products.length} {d.products.length === 1 ? 'product' : 'products'}
      </h2>
      {d.slug && (
        <p className="catalogue-meta">
          <Link to={`/category/${encodeURIComponent(d.slug)}`}>See the {d.name} picture gallery</Link>
        </p>
      )}
      <div className="product-grid">
        {d.products.map((p, i) => (
          <ProductCard key={p.id} product={p} priority={i < 2} />
        ))}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <PageStyles />
      <PageError error={error} />
    </>
  );
}
