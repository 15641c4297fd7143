// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Admin | Gubbara' }];
}

export default function Page() {
  return <h1>Admin</h1>;
}
