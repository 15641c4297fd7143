// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Orders | Gubbara' }];
}

export default function Page() {
  return <h1>Orders</h1>;
}
