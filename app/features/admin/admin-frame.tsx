// The admin area's frame: the menu (with the new orders and leads waiting), who is logged in, Log out,
// and the page. Below 900 px the menu folds into a "Menu" disclosure naming the current page, so a
// phone's first screen shows the page itself; wider windows always show it beside the page (admin.css).
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { LeadType } from '../../../shared/leads.ts';
import { logout } from './admin-client.ts';
import './admin.css';
import './inbox.css';

const LINKS = [
  ['/admin', 'Dashboard'],
  ['/admin/category', 'Category'],
  ['/admin/addproduct', 'Add Product'],
  ['/admin/viewproduct', 'View Products'],
  ['/admin/addadmin', 'Add Admin'],
  ['/admin/orders', 'Orders'],
  ['/admin/leads', 'Leads'],
  ['/admin/calendar', 'Calendar'],
  ['/admin/calendar/settings', 'Calendar Settings'],
  ['/admin/payments/settings', 'Payment Settings'],
  ['/admin/user', 'User'],
  ['/admin/synonyms', 'Search Synonyms'],
  ['/admin/service-area', 'Service Area'],
  ['/admin/settings', 'Business Settings'],
  ['/admin/content/home', 'Home Page Content'],
  ['/admin/content/pages', 'Page Texts'],
  ['/admin/system', 'System'],
] as const;

/**
 * The menu entry of the page at `pathname`: the longest entry the path starts with (the dashboard only
 * for itself), except that one lead's page belongs to the list it came from, Orders for an order.
 */
export function activeEntry(pathname: string, leadType: LeadType | undefined): string | undefined {
  if (leadType) return leadType === 'order' ? '/admin/orders' : '/admin/leads';
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const [to] of LINKS) {
    const match = to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`);
    if (match && (!best || to.length > best.length)) best = to;
  }
  return best;
}

export function AdminFrame({ username, newOrders, newLeads }: { username: string; newOrders: number; newLeads: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lead = useMatches().find((m) => m.id === 'routes/admin/lead')?.loaderData as { lead: { type: LeadType } | null } | undefined;
  const active = activeEntry(pathname, lead?.lead?.type);
  const activeLabel = LINKS.find(([to]) => to === active)?.[1];
  async function onLogout() {
    await logout();
    navigate('/admin-login', { replace: true });
  }
  return (
    <div className="admin">
      {/* Keyed by the page, so that following a link on a phone closes the menu again. */}
      <details className="admin-menu" key={pathname}>
        <summary>Menu{activeLabel && `: ${activeLabel}`}</summary>
        <nav className="admin-nav" aria-label="Admin">
          <ul>
            {LINKS.map(([to, label]) => {
              const fresh = to === '/admin/orders' ? newOrders : to === '/admin/leads' ? newLeads : 0;
              return (
                <li key={to}>
                  {/* The name says the count with a pause ("Orders, 3 new"); the badge shows it without. */}
                  <Link to={to} aria-current={to === active ? 'page' : undefined} aria-label={fresh > 0 ? `${label}, ${fresh} new` : undefined}>
                    {label}
                    {fresh > 0 && <span className="nav-count">{fresh} new</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="admin-who">
            Logged in as <strong>{username}</strong>
          </p>
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            Log out
          </button>
        </nav>
      </details>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
