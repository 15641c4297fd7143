// /admin/viewproduct: every product (inactive categories' too), searchable by title, filterable by
// category, paged; below the list, the whole catalogue out to a spreadsheet and back.
import { servicesContext } from '../../context.ts';
import { categoryOptions } from '../../features/admin/forms.ts';
import { ProductList } from '../../features/admin/product-list.tsx';
import type { Route } from './+types/viewproduct';
import { cutText } from '../../../shared/text.ts';
import { adminTitle } from '../../features/admin/admin-title.ts';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, catalog } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const q = cutText((params.get('q') ?? '').trim(), 200);
  const category = cutText((params.get('category') ?? '').trim(), 100);
  const rawPage = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const cat = category ? await catalog.findCategory(category) : undefined;
  const { items, total } = await admin.searchProducts({
    q: q || undefined,
    // An unknown category matches nothing rather than everything.
    categoryId: category ? (cat?.id ?? -1) : undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const categories = await categoryOptions(admin);
  return {
    q,
    category: cat?.slug ?? category,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    categories,
    items: items.map((p) => ({
      id: p.id,
      title: p.title,
      price: p.price,
      stock: p.stock,
      image: p.image,
      categoryName: p.categoryName,
      categoryActive: p.categoryActive,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'View Products');
}

export default function ViewProducts({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
