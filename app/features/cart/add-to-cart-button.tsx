import { ADD_TO_CART_QUANTITY } from '../../../shared/constants.ts';
import { addToCart, announce } from './cart-client.ts';

/**
 * Adds quantity 1 and refreshes the header badge; on failure shows the spec's alert.
 * The accessible name starts with the visible text ("Add to Cart: {title}") so voice control finds it.
 */
export function AddToCartButton({ productId, title, className = 'btn' }: { productId: number; title: string; className?: string }) {
  async function onClick() {
    try {
      const answer = await addToCart(productId, ADD_TO_CART_QUANTITY);
      announce(`${title} added to cart. ${answer.totalQuantity} ${answer.totalQuantity === 1 ? 'item' : 'items'} in your cart.`);
    } catch (err) {
      console.error('add to cart failed', err);
      alert('Failed to add product to cart.');
    }
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-label={`Add to Cart: ${title}`}>
      Add to Cart
    </button>
  );
}
