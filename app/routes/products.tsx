// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Products | Gubbara' }];
}

export default function Page() {
  return <h1>Products</h1>;
}
