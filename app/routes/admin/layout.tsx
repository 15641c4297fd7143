// /admin and its children: checked on the SERVER for every document and data request by this
// route's middleware, before any child loader runs. Without a valid session: /admin-login,
// whatever the browser's local isAdmin flag says.
import { NavLink, Outlet, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/layout';
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../features/admin/admin-context.ts';
import { logout } from '../../features/admin/admin-client.ts';
import '../../features/admin/admin.css';
import '../../features/admin/inbox.css';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { auth } = context.get(servicesContext);
    const session = await auth.sessionFromCookieHeader(request.headers.get('cookie'));
    if (!session) throw redirect('/admin-login', { headers: { 'Cache-Control': 'no-store' } });
    context.set(adminContext, session.admin);
    const res = await next();
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
];

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

const LINKS = [
  ['/admin', 'Dashboard'],
  ['/admin/category', 'Category'],
  ['/admin/addproduct', 'Add Product'],
  ['/admin/viewproduct', 'View Products'],
  ['/admin/addadmin', 'Add Admin'],
  ['/admin/orders', 'Orders'],
  ['/admin/leads', 'Leads'],
  ['/admin/user', 'User'],
  ['/admin/synonyms', 'Search Synonyms'],
  ['/admin/system', 'System'],
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  async function onLogout() {
    await logout();
    navigate('/admin-login', { replace: true });
  }
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        <ul>
          {LINKS.map(([to, label]) => {
            const fresh = to === '/admin/orders' ? loaderData.newOrders : to === '/admin/leads' ? loaderData.newLeads : 0;
            return (
              <li key={to}>
                {/* The name says the count with a pause ("Orders, 3 new"); the badge shows it without. */}
                <NavLink to={to} end={to === '/admin'} aria-label={fresh > 0 ? `${label}, ${fresh} new` : undefined}>
                  {label}
                  {fresh > 0 && <span className="nav-count">{fresh} new</span>}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <p className="admin-who">
          Logged in as <strong>{loaderData.username}</strong>
        </p>
        <button type="button" className="btn btn-secondary" onClick={onLogout}>
          Log out
        </button>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
