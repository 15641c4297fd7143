// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Privacy Policy | Gubbara' }];
}

export default function Page() {
  return <h1>Privacy Policy</h1>;
}
