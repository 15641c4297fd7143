// /categories: browse by category. A labelled "Select Category" dropdown of the active categories
// (from the database); choosing one lists that category's products below it.
import { Form, Link, useRouteLoaderData, useSearchParams, useSubmit } from 'react-router';
import { servicesContext } from '../context.ts';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { Deferred, deferServer } from '../features/catalogue/deferred.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Category, Product } from '../../shared/catalog.ts';
import { MENU_GROUPS } from '../../shared/menu.ts';
import { CATALOGUE_PAGE_SIZE } from '../../shared/constants.ts';
import { categoryHref } from '../../shared/urls.ts';
import type { Route } from './+types/categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  const value = (new URL(request.url).searchParams.get('category') ?? '').trim().slice(0, 100);
  const { catalog } = context.get(servicesContext);
  const none = { query: value, selected: null as string | null, products: [] as Product[], total: 0 };
  if (value === '') return none;
  const found = await catalog.findCategory(value);
  if (!found || !found.isActive) return none;
  // The first page only: the category page (linked below the grid) has the rest.
  const { products, total } = await catalog.categoryPage(found.id, 1, CATALOGUE_PAGE_SIZE);
  return { query: value, selected: found.slug as string | null, products, total };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServer(serverLoader);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const chosen = new URLSearchParams(location.search).get('category');
  return [
    ...seo({
      title: 'Select Category | Gubbara',
      description: 'Browse our whole range by category: balloons, printed and sky balloons, inflatables, kids play, event setups and more.',
      path: '/categories',
      origin: originFrom(matches),
    }),
    // A chosen category's listing lives canonically at /products?category=…
    ...(chosen ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { categories: Category[] } | undefined;
  const categories = root?.categories ?? [];
  const submit = useSubmit();
  const [params] = useSearchParams();
  const chosen = (params.get('category') ?? '').trim();
  const initial = categories.find((c) => c.slug.toLowerCase() === chosen.toLowerCase())?.slug ?? '';
  const groups = MENU_GROUPS.map((g) => ({ group: g, list: categories.filter((c) => c.menuGroup === g) })).filter((g) => g.list.length > 0);
  const others = categories.filter((c) => !(MENU_GROUPS as readonly string[]).includes(c.menuGroup));
  return (
    <section className="catalogue" aria-labelledby="categories-heading">
      <h1 id="categories-heading">Browse by Category</h1>
      <Form method="get" className="category-picker" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
        <label htmlFor="category-select">Select Category</label>
        <div className="category-picker-row">
          <select id="category-select" name="category" defaultValue={initial} key={initial}>
            <option value="">Select Category</option>
            {groups.map((g) => (
              <optgroup key={g.group} label={g.group}>
                {g.list.map((c) => (
                  <option key={c.id} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
            {others.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn">
            Show
          </button>
        </div>
      </Form>
      <Deferred data={loaderData}>
        {(d) =>
          d.query === '' ? (
            <p className="page-status">Choose a category to see its products.</p>
          ) : d.selected === null || d.products.length === 0 ? (
            <p className="page-status" role="status">
              No products found for &quot;{d.query}&quot;.
            </p>
          ) : (
            <>
              <h2 className="catalogue-subtitle">{categories.find((c) => c.slug === d.selected)?.name ?? d.selected}</h2>
              <p className="catalogue-meta">
                {d.total} {d.total === 1 ? 'product' : 'products'} · <Link to={categoryHref(d.selected)}>Open the category page</Link>
              </p>
              <div className="product-grid">
                {d.products.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </div>
            </>
          )
        }
      </Deferred>
    </section>
  );
}
