// /buy: the order request: the cart's lines and total (loaded in the browser, like /cart), then who,
// when and where; the server turns the cart into an order request with a reference.
import { servicesContext } from '../context.ts';
import { ORDER_REQUEST } from '../features/leads/content.ts';
import { OrderRequestPage } from '../features/leads/order-request.tsx';
import type { Route } from './+types/buy';

/** The add-ons offered as tick boxes (the page is never cached: it is the visitor's own). */
export async function loader({ context }: Route.LoaderArgs) {
  return { addOns: await context.get(servicesContext).catalog.addOns() };
}

export function meta() {
  return [{ title: 'Request Your Order | Gubbara' }, { name: 'description', content: ORDER_REQUEST.description }, { name: 'robots', content: 'noindex' }];
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  return <OrderRequestPage addOns={loaderData.addOns} />;
}
