// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Contact Us | Gubbara' }];
}

export default function Page() {
  return <h1>Contact Us</h1>;
}
