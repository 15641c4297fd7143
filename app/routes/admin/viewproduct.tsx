// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'View Products | Gubbara' }];
}

export default function Page() {
  return <h1>View Products</h1>;
}
