// /admin and its children: checked on the SERVER for every document and data request by this
// route's middleware, before any child loader runs. Without a valid session: /admin-login,
// whatever the browser's local isAdmin flag says, naming the page asked for so that signing in
// returns there (an alert e-mail's link to a lead opens that lead).
import { redirect } from 'react-router';
import type { Route } from './+types/layout';
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../features/admin/admin-context.ts';
import { adminLoginHref } from '../../../shared/urls.ts';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { auth } = context.get(servicesContext);
    const session = await auth.sessionFromCookieHeader(request.headers.get('cookie'));
    if (!session) throw redirect(adminLoginHref(pageAddress(request)), { headers: { 'Cache-Control': 'no-store' } });
    context.set(adminContext, session.admin);
    const res = await next();
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
];

/** The page a document or data request is for: its path without the `.data` of a client navigation, and its query. */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  return `${url.pathname.replace(/\.data$/, '')}${url.search}`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  if (!admin) throw redirect('/admin-login');
  // New leads waiting, shown beside Orders and Leads; reloaded after every change an admin makes.
  const fresh = (await context.get(servicesContext).leads.summary()).new;
  return { username: admin.username, newOrders: fresh.order, newLeads: fresh.enquiry + fresh.franchise };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <AdminFrame {...loaderData} />;
}
