// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Get Details | Gubbara' }];
}

export default function Page() {
  return <h1>Get Details</h1>;
}
