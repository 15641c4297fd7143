// /admin/addproduct: the product form in add mode, or in edit mode with ?id=.
import { data } from 'react-router';
import { servicesContext } from '../../context.ts';
import { categoryOptions, idFromQuery } from '../../features/admin/forms.ts';
import { ProductForm } from '../../features/admin/product-form.tsx';
import type { Route } from './+types/addproduct';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.get(servicesContext);
  const rawId = new URL(request.url).searchParams.get('id');
  const categories = await categoryOptions(admin);
  if (rawId === null) return { categories, product: null };
  const id = idFromQuery(rawId);
  const product = id === undefined ? undefined : await admin.getProduct(id);
  if (!product) throw data('Product not found', { status: 404 });
  return { categories, product };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminTitle(matches, loaderData?.product ? 'Edit Product' : 'Add Product');
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  return <ProductForm categories={loaderData.categories} product={loaderData.product} />;
}
