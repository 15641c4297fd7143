import { LocalLink as Link } from '../shell/i18n.tsx';
import { useCartCount } from './cart-client.ts';

/** "3 items" */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** An inline icon rather than an emoji: no emoji font needed. */
export function CartIcon() {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20.5 7H6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The header's cart icon with the sum of quantities, shown only above 0. */
export function CartBadge() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-link" aria-label={count > 0 ? `Cart, ${itemCount(count)}` : 'Cart'}>
      <CartIcon />
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}
