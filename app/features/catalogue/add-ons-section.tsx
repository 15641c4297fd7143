// "Add to your decoration" on a product page: the Add-ons category's products (a cake, a name banner,
// a photographer…), each with the page's own Add to Cart button. Rendered from the page's loader, so
// it costs the page no script of its own; the heading and titles come in the page's language from it.
import { formatRupees } from '../../../shared/money.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductImage } from './product-image.tsx';
import type { ShownProduct } from './product-words.ts';

export function AddOnsSection({ addOns, currentId, heading }: { addOns: readonly ShownProduct[]; currentId: number; heading: string }) {
  const shown = addOns.filter((a) => a.id !== currentId);
  if (shown.length === 0) return null;
  return (
    <section className="add-ons" aria-labelledby="add-ons-heading">
      <h2 id="add-ons-heading">{heading}</h2>
      <ul className="product-grid similar-grid">
        {shown.map((a) => (
          <li key={a.id} className="product-card similar-card">
            <ProductImage filename={a.image} alt={a.title} />
            <h3 className="product-title">{a.title}</h3>
            <p className="product-price">{formatRupees(a.price)}</p>
            <AddToCartButton productId={a.id} title={a.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
