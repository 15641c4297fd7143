// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Admin Login | Gubbara' }];
}

export default function Page() {
  return <h1>Admin Login</h1>;
}
