import { ADD_TO_CART_QUANTITY } from '../../../shared/constants.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { addToCart, itemCount, showAdded } from './cart-client.ts';
import { useLocalHref, useT } from '../shell/i18n.tsx';

/**
 * A form posting to /cart, so that a tap before the scripts have come (or without them) still adds the
 * product: the server answers with the cart page and a message naming it. Once hydrated, the same press
 * adds quantity 1 through the API without leaving the page, shows the product's name with a link to the
 * cart and refreshes the header count; on failure it shows the spec's alert.
 * The accessible name starts with the visible text ("Add to Cart: {title}") so voice control finds it.
 */
export function AddToCartButton({ productId, title, className = 'btn' }: { productId: number; title: string; className?: string }) {
  const t = useT();
  const cart = useLocalHref()(PAGE_PATHS.cart);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await addToCart(productId, ADD_TO_CART_QUANTITY);
    if (answer.ok)
      showAdded(`${t('{title} added to cart.', { title })} ${t('{items} in your cart.', { items: itemCount(answer.body.totalQuantity, t) })} `, t('View cart'), cart);
    else {
      console.error('add to cart failed', answer.status, answer.message);
      alert(t('Failed to add product to cart.'));
    }
  }
  return (
    <form method="post" action={cart} className="add-to-cart" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={productId} />
      <button type="submit" className={className} aria-label={`${t('Add to Cart')}: ${title}`}>
        {t('Add to Cart')}
      </button>
    </form>
  );
}
