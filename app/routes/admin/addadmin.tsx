// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'AddAdmin | Gubbara' }];
}

export default function Page() {
  return <h1>AddAdmin</h1>;
}
