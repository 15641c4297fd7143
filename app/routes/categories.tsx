// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Select Category | Gubbara' }];
}

export default function Page() {
  return <h1>Select Category</h1>;
}
