// /cart: the visitor's cart. The server renders the cart its cookie names (never a kept page: it is
// the visitor's own), and takes the plain form posts of Add to Cart, a quantity and Remove; once the
// scripts run, the page follows the browser's session id as before.
import { data } from 'react-router';
import { cartIn, cartSessionFromCookie } from '../../shared/cart.ts';
import { requestLocale } from '../../shared/locale.ts';
import { servicesContext } from '../context.ts';
import { cartAction, cartNote } from '../features/cart/cart-action.server.ts';
import { CartPage } from '../features/cart/cart-page.tsx';
import { unlistedMeta } from '../features/shell/seo.ts';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = cartSessionFromCookie(request.headers.get('cookie'));
  const found = session ? await context.get(servicesContext).cart.getCart(session) : null;
  // An English page's data keeps to English: the Hindi titles go to the Hindi cart only.
  const cart = found && cartIn(found, requestLocale(request));
  const flash = cartNote(request);
  return data({ cart, note: flash?.note ?? null }, flash ? { headers: { 'Set-Cookie': flash.clear } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context.get(servicesContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedMeta(matches, 'Cart | Gubbara');
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.cart} note={loaderData.note} />;
}
