import { data } from 'react-router';
import { HomePage, loader as homeLoader } from './home.tsx';
import type { Route } from './+types/not-found';

export function meta() {
  return [{ title: 'Page not found | Gubbara' }, { name: 'robots', content: 'noindex' }];
}

/** An unknown path shows the home page, answered with HTTP status 404 (spec section 2). */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await homeLoader({ context } as Parameters<typeof homeLoader>[0]), { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} />;
}
