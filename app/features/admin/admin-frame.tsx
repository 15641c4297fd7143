// The admin area's frame: the menu (with the new orders and leads waiting), who is logged in, Log out,
// and the page.
import { NavLink, Outlet, useNavigate } from 'react-router';
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
  ['/admin/user', 'User'],
  ['/admin/synonyms', 'Search Synonyms'],
  ['/admin/service-area', 'Service Area'],
  ['/admin/settings', 'Business Settings'],
  ['/admin/system', 'System'],
] as const;

export function AdminFrame({ username, newOrders, newLeads }: { username: string; newOrders: number; newLeads: number }) {
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
            const fresh = to === '/admin/orders' ? newOrders : to === '/admin/leads' ? newLeads : 0;
            return (
              <li key={to}>
                {/* The name says the count with a pause ("Orders, 3 new"); the badge shows it without. */}
                <NavLink to={to} end={to === '/admin' || to === '/admin/calendar'} aria-label={fresh > 0 ? `${label}, ${fresh} new` : undefined}>
                  {label}
                  {fresh > 0 && <span className="nav-count">{fresh} new</span>}
                </NavLink>
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
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
