import { LocalLink as Link, useLocale } from '../shell/i18n.tsx';
import type { Locale } from '../../../shared/locale.ts';
import { productDescription, productTitle } from '../../../shared/locale-text.ts';
import type { Product } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { previewDescription } from '../../../shared/text.ts';
import { productHref } from '../../../shared/urls.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';

/** The fields a card shows (loaders may send only these). */
export type CardProduct = Pick<Product, 'id' | 'title' | 'description' | 'category' | 'price' | 'image'> & Partial<Pick<Product, 'titleHi' | 'descriptionHi'>>;

/** Only what a card shows, in the page's language: a smaller page on a slow phone. */
export function toCard(p: CardProduct, locale: Locale = 'en'): CardProduct {
  return { id: p.id, title: productTitle(p, locale), description: productDescription(p, locale), category: p.category, price: p.price, image: p.image };
}

/** A catalogue card: image, title, 40-character description, price, Add to Cart. The card opens the detail page. */
export function ProductCard({ product, priority = false, id }: { product: CardProduct; priority?: boolean; id?: string }) {
  const locale = useLocale();
  const title = productTitle(product, locale);
  return (
    <article className="product-card" id={id}>
      <Link to={productHref(product)} className="product-card-link">
        <ProductImage filename={product.image} alt={title} priority={priority} />
        <h3 className="product-title">{title}</h3>
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
