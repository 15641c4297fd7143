// /buy: the order request: the cart's lines and total, then who, when and where; the server turns the
// cart into an order request with a reference. The server renders the cart the cart cookie names (never
// a kept page: it is the visitor's own) and takes the form as a plain post when the scripts have not
// come; once they run, the page follows the browser's session id and sends the form itself.
import { cartIn, cartSessionFromCookie } from '../../shared/cart.ts';
import { requestLocale } from '../../shared/locale.ts';
import { apiContext, servicesContext } from '../context.ts';
import { formToken, orderAction, slotChoices } from '../features/booking/order-action.server.ts';
import { ORDER_REQUEST } from '../features/leads/content.ts';
import { OrderRequestPage } from '../features/leads/order-request.tsx';
import { unlistedMeta } from '../features/shell/seo.ts';
import type { Route } from './+types/buy';

/**
 * The add-ons offered as tick boxes, the cookie's cart, the free slots for the form's select, and the
 * form's Idempotency-Key and start time, made now for this visitor.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = cartSessionFromCookie(request.headers.get('cookie'));
  const [addOns, cart, choices, token] = await Promise.all([
    services.catalog.addOns(),
    session ? services.cart.getCart(session) : null,
    slotChoices(services),
    formToken(context.get(apiContext)),
  ]);
  // An English page's data keeps to English: the Hindi titles go to the Hindi order page only.
  return { addOns, cart: cart && cartIn(cart, requestLocale(request)), choices, key: crypto.randomUUID(), token };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(request, context.get(apiContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedMeta(matches, 'Request Your Order | Gubbara', ORDER_REQUEST.description);
}

export default function Buy({ loaderData, actionData }: Route.ComponentProps) {
  const { addOns, cart, choices, key, token } = loaderData;
  // After a refused post the form goes again with the key and start time it was sent with.
  const sent = actionData ? { key: actionData.key, token: actionData.token } : { key, token };
  return <OrderRequestPage addOns={addOns} initialCart={cart} choices={choices} sent={sent} posted={actionData} />;
}
