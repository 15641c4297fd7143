// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Cart | Gubbara' }];
}

export default function Page() {
  return <h1>Cart</h1>;
}
