// Placeholder until its issue lands.
export function meta() {
  return [{ title: 'Terms and Conditions | Gubbara' }];
}

export default function Page() {
  return <h1>Terms and Conditions</h1>;
}
