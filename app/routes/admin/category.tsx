// /admin/category: the category form in add or edit mode (?id=), and the list with Edit and Delete.
import { data } from 'react-router';
import { servicesContext } from '../../context.ts';
import { CategoryAdmin } from '../../features/admin/category-admin.tsx';
import { idFromQuery } from '../../features/admin/forms.ts';
import type { Route } from './+types/category';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.get(servicesContext);
  const categories = await admin.listCategories();
  const rawId = new URL(request.url).searchParams.get('id');
  if (rawId === null) return { categories, editing: null };
  const id = idFromQuery(rawId);
  const editing = categories.find((c) => c.id === id);
  if (!editing) throw data('Category not found', { status: 404 });
  return { categories, editing };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Category');
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryAdmin categories={loaderData.categories} editing={loaderData.editing} />;
}
