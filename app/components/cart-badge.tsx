import { Link } from 'react-router';
import { useCartCount } from '../lib/cart-client.ts';

/** The header's cart icon with the sum of quantities, shown only above 0. */
export function CartBadge() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-link" aria-label={count > 0 ? `Cart, ${count} items` : 'Cart'}>
      <span aria-hidden="true">🛒</span>
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
