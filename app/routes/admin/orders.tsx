// /admin/orders: still the spec's placeholder (orders are not part of issue 5).
export function meta() {
  return [{ title: 'Orders | Gubbara Admin' }];
}

export default function Orders() {
  return <h1>Orders</h1>;
}
