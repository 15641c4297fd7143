// /categories: a labelled "Select Category" dropdown of the active categories, grouped as the menu
// groups them; choosing one lists the first page of that category's products below it.
import { Form, useRouteLoaderData, useSearchParams, useSubmit } from 'react-router';
import { LocalLink as Link, useLocalHref, useT } from '../shell/i18n.tsx';
import type { Category, Product } from '../../../shared/catalog.ts';
import { MENU_GROUPS } from '../../../shared/menu.ts';
import { PAGE_PATHS, PAGE_QUERY, categoryHref, pageQuery } from '../../../shared/urls.ts';
import { OptionGroups, Options } from '../shell/option-groups.tsx';
import { Deferred, type MaybePending } from './deferred.tsx';
import { ProductGrid } from './product-card.tsx';

export interface ChosenCategory {
  /** The category as the address gives it. */
  query: string;
  /** Its menu slug, when it names an active category. */
  selected: string | null;
  products: Product[];
  total: number;
}

const option = (c: Category) => ({ value: c.slug, label: c.name });

export function CategoryPicker({ loaderData }: { loaderData: MaybePending<ChosenCategory> }) {
  const root = useRouteLoaderData('root') as { categories: Category[] } | undefined;
  const categories = root?.categories ?? [];
  const submit = useSubmit();
  const params = pageQuery(useSearchParams()[0], PAGE_QUERY.categories);
  const chosen = (params.get('category') ?? '').trim();
  const initial = categories.find((c) => c.slug.toLowerCase() === chosen.toLowerCase())?.slug ?? '';
  const t = useT();
  const localHref = useLocalHref();
  const groups = MENU_GROUPS.map((g) => ({ label: t(g), options: categories.filter((c) => c.menuGroup === g).map(option) })).filter(
    (g) => g.options.length > 0,
  );
  const others = categories.filter((c) => !(MENU_GROUPS as readonly string[]).includes(c.menuGroup)).map(option);
  return (
    <section className="catalogue" aria-labelledby="categories-heading">
      <h1 id="categories-heading">{t('Browse by Category')}</h1>
      {/* The page's own path (under /hi on a Hindi page): a form without an action would write the whole address as it was sent into the page. */}
      <Form
        method="get"
        action={localHref(PAGE_PATHS.categories)}
        className="category-picker"
        onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      >
        <label htmlFor="category-select">{t('Select Category')}</label>
        <div className="category-picker-row">
          <select id="category-select" name="category" defaultValue={initial} key={initial}>
            <option value="">{t('Select Category')}</option>
            <OptionGroups groups={groups} />
            <Options options={others} />
          </select>
          <button type="submit" className="btn">
            {t('Show')}
          </button>
        </div>
      </Form>
      <Deferred data={loaderData}>
        {(d) =>
          d.query === '' ? (
            <p className="page-status">{t('Choose a category to see its products.')}</p>
          ) : d.selected === null || d.products.length === 0 ? (
            <p className="page-status" role="status">
              {t('No products found for "{category}".', { category: d.query })}
            </p>
          ) : (
            <>
              <h2 className="catalogue-subtitle">{categories.find((c) => c.slug === d.selected)?.name ?? d.selected}</h2>
              <p className="catalogue-meta">
                {t(d.total === 1 ? '{count} product' : '{count} products', { count: d.total })} ·{' '}
                <Link to={categoryHref(d.selected)}>{t('Open the category page')}</Link>
              </p>
              <ProductGrid products={d.products} priority={0} />
            </>
          )
        }
      </Deferred>
    </section>
  );
}
