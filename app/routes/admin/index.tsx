// /admin: the dashboard (the layout has already checked the session on the server): new leads by
// type, leads per week, and the catalogue's counts.
import { Link } from 'react-router';
import type { Route } from './+types/index';
import { WeeklyLeadsChart } from '../../features/admin/inbox.tsx';
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../features/admin/admin-context.ts';
import { LEAD_TYPES, type LeadType } from '../../../shared/leads.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, leads } = context.get(servicesContext);
  const [{ total }, categories, summary] = await Promise.all([admin.searchProducts({ limit: 1 }), admin.listCategories(), leads.summary()]);
  return {
    username: context.get(adminContext)?.username ?? '',
    products: total,
    active: categories.filter((c) => c.isActive).length,
    inactive: categories.filter((c) => !c.isActive).length,
    summary,
  };
}

const NAMES: Record<LeadType, [one: string, many: string]> = {
  enquiry: ['enquiry', 'enquiries'],
  franchise: ['franchise application', 'franchise applications'],
  order: ['order request', 'order requests'],
};

export function meta() {
  return [{ title: 'Admin | Gubbara' }];
}

export default function AdminHome({ loaderData: d }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <p>Welcome, {d.username}.</p>
      <h2 id="new-leads-title">New leads</h2>
      <ul className="admin-stats" aria-labelledby="new-leads-title">
        {LEAD_TYPES.map((t) => (
          <li key={t}>
            <Link to={t === 'order' ? '/admin/orders?status=new' : `/admin/leads?type=${t}&status=new`}>
              <strong>{d.summary.new[t]}</strong> new {NAMES[t][d.summary.new[t] === 1 ? 0 : 1]}
            </Link>
          </li>
        ))}
      </ul>
      <WeeklyLeadsChart weekly={d.summary.weekly} />
      <h2>Catalogue</h2>
      <ul className="admin-stats">
        <li>
          <strong>{d.products}</strong> products
        </li>
        <li>
          <strong>{d.active}</strong> active categories
        </li>
        <li>
          <strong>{d.inactive}</strong> inactive categories
        </li>
      </ul>
      <p className="form-actions">
        <Link className="btn" to="/admin/addproduct">
          Add Product
        </Link>
        <Link className="btn btn-secondary" to="/admin/viewproduct">
          View Products
        </Link>
        <Link className="btn btn-secondary" to="/admin/category">
          Category
        </Link>
      </p>
    </section>
  );
}
