// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Our range | Gubbara' }];
}

export default function Page() {
  return <h1>Our range</h1>;
}
