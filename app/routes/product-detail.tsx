// /product-detail?id={id}&category={category}: every field of spec section 2, "About This Item"
// only when about1 exists, Add to Cart, and "Similar Products" of the same category.
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';
import { PageError } from '../features/shell/page-error.tsx';
import { Deferred, deferServer, isPending, useDocumentTitle } from '../features/catalogue/deferred.tsx';
import { SimilarProducts } from '../features/catalogue/similar-products.tsx';
import { ProductImage } from '../features/catalogue/product-image.tsx';
import { errorMeta, originFrom, seo } from '../features/shell/seo.ts';
import { type Product, aboutLines, previewImageUrl } from '../../shared/catalog.ts';
import { idParam } from '../../shared/catalog-schemas.ts';
import { formatRupees } from '../../shared/money.ts';
import { SIMILAR_PRODUCTS_LIMIT } from '../../shared/constants.ts';
import { productHref } from '../../shared/urls.ts';
import type { Route } from './+types/product-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const parsed = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
  const product = parsed.success ? await catalog.getProduct(parsed.data) : undefined;
  if (!product) throw data('Product not found', { status: 404 });
  const category = await catalog.findCategory(product.category);
  const similar = category ? await catalog.similarProducts(category.id, product.id, SIMILAR_PRODUCTS_LIMIT) : [];
  return { product, similar, categoryName: category?.name ?? product.category, seller: config.business.name };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

type Loaded = Awaited<ReturnType<typeof loader>>;

function pageTitle(p: Product): string {
  return `${p.title} – ${formatRupees(p.price)} | Gubbara`;
}

function summary(p: Product): string {
  const text = `${formatRupees(p.price)} · ${p.description}`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

export function productJsonLd(d: Loaded, origin: string): object {
  const p = d.product;
  const url = origin + productHref(p);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.title,
    description: p.description,
    sku: String(p.id),
    url,
    category: d.categoryName,
    ...(p.image ? { image: [`${origin}${previewImageUrl(p.image)}`] } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    ...(p.color ? { color: p.color } : {}),
    ...(p.material ? { material: p.material } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: String(p.price),
      priceCurrency: 'INR',
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: d.seller },
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (error) return errorMeta(error, 'Product not found');
  if (!loaderData || isPending(loaderData)) return [{ title: 'Loading... | Gubbara' }];
  const p = loaderData.product;
  const origin = originFrom(matches);
  return seo({
    title: pageTitle(p),
    description: summary(p),
    path: productHref(p),
    origin,
    type: 'product',
    image: p.image ? previewImageUrl(p.image) : undefined,
    imageAlt: p.title,
    imageType: 'image/jpeg',
    imageWidth: 640,
    imageHeight: 640,
    priceRupees: p.price,
    jsonLd: productJsonLd(loaderData, origin),
  });
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const wasPending = isPending(loaderData);
  return (
    <>
      <Deferred
        data={loaderData}
        renderError={(message, error) => <PageError error={error} notFoundTitle={message} notFoundText="This product is no longer available." />}
      >
        {(d) => <ProductView d={d} wasPending={wasPending} />}
      </Deferred>
    </>
  );
}

function ProductView({ d, wasPending }: { d: Loaded; wasPending: boolean }) {
  const p = d.product;
  useDocumentTitle(pageTitle(p), wasPending);
  const about = aboutLines(p);
  return (
    <>
      <article className="product-detail">
        <ProductImage filename={p.image} alt={p.title} priority sizes="(max-width: 800px) 100vw, 480px" width={640} height={640} />
        <div className="product-info">
          <h1>{p.title}</h1>
          <p className="product-price">{formatRupees(p.price)}</p>
          <dl className="facts">
            <dt>Occasion</dt>
            <dd>{p.occassion || '–'}</dd>
            <dt>Color</dt>
            <dd>{p.color || '–'}</dd>
            <dt>Material</dt>
            <dd>{p.material || '–'}</dd>
            <dt>Brand</dt>
            <dd>{p.brand || '–'}</dd>
            <dt>Net Quantity</dt>
            <dd>{p.netquantity || '–'}</dd>
            <dt>Stock</dt>
            <dd>{p.stock > 0 ? `${p.stock} in stock` : 'Out of stock'}</dd>
          </dl>
          <p className="product-description">{p.description}</p>
          {p.about1 && about.length > 0 && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading">About This Item</h2>
              <ul className="about-list">
                {about.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          <AddToCartButton productId={p.id} title={p.title} />
        </div>
      </article>
      <SimilarProducts products={d.similar} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} notFoundTitle="Product not found" notFoundText="This product is no longer available." />;
}
