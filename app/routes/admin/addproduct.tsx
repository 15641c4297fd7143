// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Add Product | Gubbara' }];
}

export default function Page() {
  return <h1>Add Product</h1>;
}
