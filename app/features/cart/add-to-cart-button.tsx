import { ADD_TO_CART_QUANTITY } from '../../../shared/constants.ts';
import { addToCart, announce } from './cart-client.ts';

/**
 * Adds quantity 1 and refreshes the header badge; on failure shows the spec's alert.
 * The accessible name starts with the visible text ("Add to Cart: {title}") so voice control finds it.
 */
export function AddToCartButton({ productId, title, className = 'btn' }: { productId: number; title: string; className?: string }) {
  async function onClick() {
    const answer = await addToCart(productId, ADD_TO_CART_QUANTITY);
    if (answer.ok) {
      const n = answer.body.totalQuantity;
      announce(`${title} added to cart. ${n} ${n === 1 ? 'item' : 'items'} in your cart.`);
    } else {
      console.error('add to cart failed', answer.status, answer.message);
      alert('Failed to add product to cart.');
    }
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-label={`Add to Cart: ${title}`}>
      Add to Cart
    </button>
  );
}
