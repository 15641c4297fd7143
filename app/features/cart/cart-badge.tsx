import { LocalLink as Link, useT } from '../shell/i18n.tsx';
import { itemCount, useCartCount } from './cart-client.ts';

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
  const t = useT();
  return (
    <Link to="/cart" className="cart-link" aria-label={count > 0 ? `${t('Cart')}, ${itemCount(count, t)}` : t('Cart')}>
      <CartIcon />
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}
