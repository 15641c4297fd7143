// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Category | Gubbara' }];
}

export default function Page() {
  return <h1>Category</h1>;
}
