// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'About Us | Gubbara' }];
}

export default function Page() {
  return <h1>About Us</h1>;
}
