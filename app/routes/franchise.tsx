// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Franchise Partner | Gubbara' }];
}

export default function Page() {
  return <h1>Franchise Partner</h1>;
}
