// /buy: the order request: the cart's lines and total (loaded in the browser, like /cart), then who,
// when and where; the server turns the cart into an order request with a reference.
import { ORDER_REQUEST } from '../features/leads/content.ts';
import { OrderRequestPage } from '../features/leads/order-request.tsx';

export function meta() {
  return [{ title: 'Request Your Order | Gubbara' }, { name: 'description', content: ORDER_REQUEST.description }, { name: 'robots', content: 'noindex' }];
}

export default function Buy() {
  return <OrderRequestPage />;
}
