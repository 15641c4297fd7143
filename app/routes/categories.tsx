// /categories: browse by category. A labelled "Select Category" dropdown of the active categories
// (from the database); choosing one lists that category's products below it.
import { servicesContext } from '../context.ts';
import { type ChosenCategory, CategoryPicker } from '../features/catalogue/category-picker.tsx';
import { MAX_CATEGORY_LENGTH } from '../features/catalogue/category-products.tsx';
import { deferServer } from '../features/catalogue/deferred.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { CATALOGUE_PAGE_SIZE } from '../../shared/constants.ts';
import { PAGE_PATHS, PAGE_QUERY, pageQuery } from '../../shared/urls.ts';
import type { Route } from './+types/categories';
import { cutText } from '../../shared/text.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ChosenCategory> {
  const value = cutText((pageQuery(request, PAGE_QUERY.categories).get('category') ?? '').trim(), MAX_CATEGORY_LENGTH);
  const { catalog } = context.get(servicesContext);
  const none = { query: value, selected: null, products: [], total: 0 };
  if (value === '') return none;
  const found = await catalog.findCategory(value);
  if (!found || !found.isActive) return none;
  // The first page only: the category page (linked below the grid) has the rest.
  const { products, total } = await catalog.categoryPage(found.id, 1, CATALOGUE_PAGE_SIZE);
  return { query: value, selected: found.slug, products, total };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const chosen = pageQuery(new URLSearchParams(location.search), PAGE_QUERY.categories).get('category');
  return [
    ...seo({ matches,
      title: 'Select Category | Gubbara',
      description: 'Browse our whole range by category: balloons, printed and sky balloons, inflatables, kids play, event setups and more.',
      path: PAGE_PATHS.categories,
      origin: originFrom(matches),
    }),
    // A chosen category's listing (categoryHref) is the canonical page of its products.
    ...(chosen ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoryPicker loaderData={loaderData} />;
}
