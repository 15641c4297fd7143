import { LocalLink as Link, useLocale } from '../shell/i18n.tsx';
import type { Locale } from '../../../shared/locale.ts';
import { productDescription, productTitle, productTitleLang } from '../../../shared/locale-text.ts';
import type { Product } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { previewDescription } from '../../../shared/text.ts';
import { productHref } from '../../../shared/urls.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';

/**
 * The fields a card shows (loaders may send only these). `titleLang`: the language of a title toCard
 * already put in the page's language, which no longer says whether the owner gave a Hindi one.
 */
export type CardProduct = Pick<Product, 'id' | 'title' | 'description' | 'category' | 'price' | 'image'> &
  Partial<Pick<Product, 'titleHi' | 'descriptionHi'>> & { titleLang?: Locale };

/** Only what a card shows, in the page's language: a smaller page on a slow phone. An English page's cards stay as they were. */
export function toCard(p: CardProduct, locale: Locale = 'en'): CardProduct {
  const card = { id: p.id, title: productTitle(p, locale), description: productDescription(p, locale), category: p.category, price: p.price, image: p.image };
  return locale === 'hi' ? { ...card, titleLang: productTitleLang(p, locale) } : card;
}

/** A catalogue card: image, title, 40-character description, price, Add to Cart. The card opens the detail page. */
export function ProductCard({ product, priority = false, id }: { product: CardProduct; priority?: boolean; id?: string }) {
  const locale = useLocale();
  const title = productTitle(product, locale);
  // On a Hindi page a title the owner gave no Hindi for shows in English: marked so, a screen reader says it in English.
  const lang = locale === 'hi' ? (product.titleLang ?? productTitleLang(product, locale)) : undefined;
  return (
    <article className="product-card" id={id}>
      <Link to={productHref(product)} className="product-card-link">
        <ProductImage filename={product.image} alt={title} priority={priority} />
        <h3 className="product-title" lang={lang}>
          {title}
        </h3>
        <p className="product-desc">{previewDescription(productDescription(product, locale))}</p>
        <p className="product-price">{formatRupees(product.price)}</p>
      </Link>
      <AddToCartButton productId={product.id} title={title} />
    </article>
  );
}

/** Cards in the catalogue's grid; the first `priority` pictures load first, being on the first screen. */
export function ProductGrid({ products, priority = 2 }: { products: readonly CardProduct[]; priority?: number }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} priority={i < priority} />
      ))}
    </div>
  );
}
