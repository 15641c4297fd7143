// /admin: the dashboard (the layout has already checked the session on the server).
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../features/admin/admin-context.ts';
import { Dashboard } from '../../features/admin/dashboard.tsx';
import type { Route } from './+types/index';
import { businessNameFrom } from '../../features/shell/seo.ts';

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

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin | ${businessNameFrom(matches)}` }];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return <Dashboard d={loaderData} />;
}
