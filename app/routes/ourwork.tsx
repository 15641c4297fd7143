// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Our Work | Gubbara' }];
}

export default function Page() {
  return <h1>Our Work</h1>;
}
