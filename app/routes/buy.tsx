import { redirect } from 'react-router';

/** /buy is not shown in the spec; it leads to the cart. */
export function loader() {
  return redirect('/cart');
}
