// /admin: the dashboard (the layout has already checked the session on the server).
import { Link } from 'react-router';
import type { Route } from './+types/index';
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../lib/admin-context.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { admin } = context.get(servicesContext);
  const [{ total }, categories] = await Promise.all([admin.searchProducts({ limit: 1 }), admin.listCategories()]);
  return {
    username: context.get(adminContext)?.username ?? '',
    products: total,
    active: categories.filter((c) => c.isActive).length,
    inactive: categories.filter((c) => !c.isActive).length,
  };
}

export function meta() {
  return [{ title: 'Admin | Gubbara' }];
}

export default function AdminHome({ loaderData: d }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <p>Welcome, {d.username}.</p>
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
