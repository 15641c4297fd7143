// /product-detail: every field a visitor sees of the product, "About This Item" only when about1
// exists, Add to Cart, and "Similar Products" of the same category; the product's title, summary and
// structured data for the page's head.
import { Fragment } from 'react';
import { type Product, aboutLines, previewImageUrl } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { PAGE_PATHS, categoryHref, productHref } from '../../../shared/urls.ts';
import { localHref } from '../../../shared/locale.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { Breadcrumbs, type Crumb } from '../shell/breadcrumbs.tsx';
import { PageError } from '../shell/page-error.tsx';
import { offerPolicies } from './offer-policies.ts';
import { Deferred, type MaybePending, isPending, useDocumentTitle } from './deferred.tsx';
import { ProductImage } from './product-image.tsx';
import { SimilarProducts } from './similar-products.tsx';
import { BuyBar } from './buy-bar.tsx';
import { useRef } from 'react';
import { AddOnsSection } from './add-ons-section.tsx';
import { cutText } from '../../../shared/text.ts';
import { ProductPincode } from './product-pincode.tsx';
import { useLocale, useT } from '../shell/i18n.tsx';
import type { ProductWords, ShownProduct, SimilarProduct } from './product-words.ts';
import { type Locale, categoryNameLang, productDescription, productTitle as titleIn, productTitleLang } from '../../../shared/locale-text.ts';

export interface ProductPage {
  product: Product;
  similar: SimilarProduct[];
  /** The Add-ons category's products, offered as "Add to your decoration". */
  addOns: ShownProduct[];
  categoryName: string;
  /** The slug of the product's category when its listing is open to visitors; null leaves it out of the trail. */
  categorySlug: string | null;
  /** The business's name, as the offer's seller. */
  seller: string;
  /**
   * The page's title, description and trail in the page's language, made by the loader (productTitle,
   * productSummary, productTrail), so the page's scripts carry none of that work.
   */
  title: string;
  summary: string;
  trail: Crumb[];
  /** The WhatsApp chat's text about this product, in the page's language (product-ask.server.ts). */
  askText: string;
  /** The texts the page only puts in place, in its language (product-words.server.ts). */
  words: ProductWords;
}

export const PRODUCT_NOT_FOUND = { title: 'Product not found', text: 'This product is no longer available.' };

/** The page's title: the product's title in the page's language (its Hindi one when the owner wrote it) and its price. */
export function productTitle(p: Product, locale: Locale): string {
  return `${titleIn(p, locale)} – ${formatRupees(p.price)} | Gubbara`;
}

/** The page's description: the price and as much of the description (in the page's language) as fits 160 characters. */
export function productSummary(p: Product, locale: Locale = 'en'): string {
  const text = `${formatRupees(p.price)} · ${productDescription(p, locale)}`;
  return Array.from(text).length > 160 ? `${cutText(text, 157)}...` : text;
}

/**
 * The product's structured data, describing the page it is on: on a Hindi page the /hi address and the
 * owner's Hindi title and description where given (schema.org's Product has no inLanguage; the page's
 * lang and hreflang alternates say which language it is).
 */
export function productJsonLd(d: ProductPage, origin: string, locale: Locale): object {
  const p = d.product;
  const url = origin + localHref(productHref(p), locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: titleIn(p, locale),
    description: productDescription(p, locale),
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
      availability: p.stock === null || p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: d.seller },
      ...offerPolicies(origin),
    },
  };
}

/**
 * Home › the product's category › the product, their names in the page's language; on a Hindi page each
 * name says which language it is in (an untranslated one stays English, as the heading does).
 */
export function productTrail(
  d: Pick<ProductPage, 'product' | 'categoryName' | 'categorySlug'>,
  locale: Locale,
  category?: { nameHi?: string | null },
): Crumb[] {
  const hi = locale === 'hi';
  const categoryCrumb = d.categorySlug
    ? [{ name: d.categoryName, href: categoryHref(d.categorySlug), lang: hi ? categoryNameLang(category ?? {}, locale) : undefined }]
    : [];
  return [
    { name: 'Home', href: PAGE_PATHS.home },
    ...categoryCrumb,
    { name: titleIn(d.product, locale), lang: hi ? productTitleLang(d.product, locale) : undefined },
  ];
}

export function ProductPageView({ loaderData }: { loaderData: MaybePending<ProductPage> }) {
  const wasPending = isPending(loaderData);
  return (
    <Deferred data={loaderData} renderError={(message, error) => <PageError error={error} notFoundTitle={message} notFoundText={PRODUCT_NOT_FOUND.text} />}>
      {(d) => <ProductView d={d} wasPending={wasPending} />}
    </Deferred>
  );
}

/** The product's facts the owner filled in, in the page's order. */
function facts(p: ProductPage['product']): [string, string][] {
  const all: [string, string][] = [
    ['Occasion', p.occassion],
    ['Color', p.color],
    ['Material', p.material],
    ['Brand', p.brand],
    ['Net Quantity', p.netquantity],
  ];
  return all.filter(([, value]) => value.trim() !== '');
}

function ProductView({ d, wasPending }: { d: ProductPage; wasPending: boolean }) {
  const p = d.product;
  useDocumentTitle(d.title, wasPending);
  const about = aboutLines(p);
  const buy = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();
  const title = titleIn(p, locale);
  // The title, price and Add to Cart come first in the markup: a phone shows them above the picture, on
  // its first screen; from 800 px the picture takes the left column beside them (app.css).
  return (
    <>
      <Breadcrumbs trail={d.trail} />
      <article className="product-detail">
        <div className="product-head">
          <h1 lang={locale === 'hi' ? productTitleLang(p, locale) : undefined}>{title}</h1>
          <div className="product-buy" ref={buy}>
            <p className="product-price">{formatRupees(p.price)}</p>
            <AddToCartButton productId={p.id} title={title} />
          </div>
          <ProductPincode label={d.words.pincode} hindi={d.words.pincodeHindi} />
        </div>
        <ProductImage filename={p.image} alt={title} priority sizes="(max-width: 800px) 100vw, 480px" width={640} height={640} />
        <div className="product-info">
          <dl className="facts">
            {/* A fact the owner left empty (a service has no brand or net quantity) is left out, not shown as a dash. */}
            {facts(p).map(([term, value]) => (
              <Fragment key={term}>
                <dt>{t(term)}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
            {/* A stock the owner does not count (a service) has no line: it is never out of stock. */}
            {p.stock !== null && (
              <>
                <dt>{t('Stock')}</dt>
                <dd>{p.stock > 0 ? t('{count} in stock', { count: p.stock }) : t('Out of stock')}</dd>
              </>
            )}
          </dl>
          <p className="product-description">{productDescription(p, locale)}</p>
          {p.about1 && about.length > 0 && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading">{t('About This Item')}</h2>
              <ul className="about-list">
                {about.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>
      <AddOnsSection addOns={d.addOns} currentId={p.id} heading={d.words.addOns} />
      <SimilarProducts products={d.similar} view={d.words.view} />
      <BuyBar product={p} title={title} watch={buy} askText={d.askText} words={d.words} />
    </>
  );
}
