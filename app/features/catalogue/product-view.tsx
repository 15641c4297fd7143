// /product-detail: every field a visitor sees of the product, "About This Item" only when about1
// exists, Add to Cart, and "Similar Products" of the same category; the product's title, summary and
// structured data for the page's head.
import { type Product, aboutLines, previewImageUrl } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { productHref } from '../../../shared/urls.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { PageError } from '../shell/page-error.tsx';
import { Deferred, type MaybePending, isPending, useDocumentTitle } from './deferred.tsx';
import { ProductImage } from './product-image.tsx';
import { SimilarProducts } from './similar-products.tsx';
import { AddOnsSection } from './add-ons-section.tsx';
import { cutText } from '../../../shared/text.ts';

export interface ProductPage {
  product: Product;
  similar: Product[];
  /** The Add-ons category's products, offered as "Add to your decoration". */
  addOns: Product[];
  categoryName: string;
  /** The business's name, as the offer's seller. */
  seller: string;
}

export const PRODUCT_NOT_FOUND = { title: 'Product not found', text: 'This product is no longer available.' };

export function productTitle(p: Product): string {
  return `${p.title} – ${formatRupees(p.price)} | Gubbara`;
}

/** The page's description: the price and as much of the description as fits 160 characters. */
export function productSummary(p: Product): string {
  const text = `${formatRupees(p.price)} · ${p.description}`;
  return Array.from(text).length > 160 ? `${cutText(text, 157)}...` : text;
}

export function productJsonLd(d: ProductPage, origin: string): object {
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

export function ProductPageView({ loaderData }: { loaderData: MaybePending<ProductPage> }) {
  const wasPending = isPending(loaderData);
  return (
    <Deferred data={loaderData} renderError={(message, error) => <PageError error={error} notFoundTitle={message} notFoundText={PRODUCT_NOT_FOUND.text} />}>
      {(d) => <ProductView d={d} wasPending={wasPending} />}
    </Deferred>
  );
}

function ProductView({ d, wasPending }: { d: ProductPage; wasPending: boolean }) {
  const p = d.product;
  useDocumentTitle(productTitle(p), wasPending);
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
      <AddOnsSection addOns={d.addOns} currentId={p.id} />
      <SimilarProducts products={d.similar} />
    </>
  );
}
