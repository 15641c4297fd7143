// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Our Products | Gubbara' }];
}

export default function Page() {
  return <h1>Our Products</h1>;
}
