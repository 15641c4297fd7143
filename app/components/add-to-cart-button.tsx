import { addToCart } from '../lib/cart-client.ts';

/** Adds quantity 1; on failure shows the spec's alert. */
export function AddToCartButton({ productId, title, className = 'btn' }: { productId: number; title: string; className?: string }) {
  async function onClick() {
    try {
      await addToCart(productId, 1);
    } catch (err) {
      console.error('add to cart failed', err);
      alert('Failed to add product to cart.');
    }
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-label={`Add ${title} to cart`}>
      Add to Cart
    </button>
  );
}
