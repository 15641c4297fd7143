// Any other address: the home page, so a wrong link still lands somewhere useful, answered with HTTP
// status 404 so crawlers do not take the address for a page.
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { HomePage, loadHome } from '../features/home/home-page.tsx';
import type { Route } from './+types/not-found';

export function meta() {
  return [{ title: 'Page not found | Gubbara' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return data(await loadHome(context.get(servicesContext).catalog, request), { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} />;
}
