// /cart: the visitor's cart. It lives under the browser's session id, so the server renders only the
// page's frame and the cart is loaded in the browser.
import { CartPage } from '../features/cart/cart-page.tsx';

export function meta() {
  return [{ title: 'Cart | Gubbara' }, { name: 'robots', content: 'noindex' }];
}

export default function Cart() {
  return <CartPage />;
}
