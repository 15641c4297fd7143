// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'User | Gubbara' }];
}

export default function Page() {
  return <h1>User</h1>;
}
