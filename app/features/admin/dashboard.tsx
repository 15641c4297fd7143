// The dashboard: new leads by type, leads per week, and the catalogue's counts.
import { Link } from 'react-router';
import { LEAD_TYPES, type LeadSummary, type LeadType } from '../../../shared/leads.ts';
import { WeeklyLeadsChart } from './inbox.tsx';

export interface DashboardData {
  username: string;
  products: number;
  active: number;
  inactive: number;
  summary: LeadSummary;
}

const NAMES: Record<LeadType, [one: string, many: string]> = {
  enquiry: ['enquiry', 'enquiries'],
  franchise: ['franchise application', 'franchise applications'],
  order: ['order request', 'order requests'],
};

export function Dashboard({ d }: { d: DashboardData }) {
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
