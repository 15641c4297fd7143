// Every product (inactive categories' too), searchable by title, filterable by category, paged; Edit
// opens the form in edit mode; Delete asks for confirmation first. Below the list, the whole catalogue
// out to a spreadsheet and back (product-sheet.tsx).
import { Form, useRevalidator } from 'react-router';
import { productImageUrl } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { OptionGroups } from '../shell/option-groups.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { type CategoryOption, groupCategories, useAdminAction, useRowDelete } from './forms.ts';
import { AdminRow, ListPager, ListResults, NoticeLine, RowActions } from './parts.tsx';
import { ProductSheet } from './product-sheet.tsx';

export interface ProductRow {
  id: number;
  title: string;
  price: number;
  /** null: not counted (a service). */
  stock: number | null;
  image: string | null;
  categoryName: string;
  categoryActive: boolean;
}

export function ProductList({
  q,
  category,
  page,
  pages,
  total,
  items,
  categories,
}: {
  q: string;
  category: string;
  page: number;
  pages: number;
  total: number;
  items: ProductRow[];
  categories: CategoryOption[];
}) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const rowActions = useRowDelete(
    (id) =>
      run(() => callApi('DELETE', `/api/admin/deleteProduct/${id}`), {
        failure: 'Failed to delete product',
        then: (res) => res.status !== 0 && revalidator.revalidate(),
      }),
    (res) => res.ok,
  );

  const pageLink = (n: number) => {
    const sp = new URLSearchParams();
    if (q) sp.set('q', q);
    if (category) sp.set('category', category);
    if (n > 1) sp.set('page', String(n));
    const s = sp.toString();
    return `/admin/viewproduct${s ? `?${s}` : ''}`;
  };

  return (
    <section aria-labelledby="view-products-title">
      <h1 id="view-products-title">View Products</h1>
      <NoticeLine notice={notice} />
      <Form method="get" className="admin-filters" role="search">
        <div className="field">
          <label htmlFor="vp-q">Search by title</label>
          <input id="vp-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="vp-category">Category</label>
          <select id="vp-category" name="category" defaultValue={category}>
            <option value="">All categories</option>
            <OptionGroups groups={groupCategories(categories)} />
          </select>
        </div>
        <button type="submit" className="btn">
          Search
        </button>
      </Form>
      <ListResults path="/admin/viewproduct">
        <p aria-live="polite">
          {total} product{total === 1 ? '' : 's'}
          {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        </p>
        {items.length === 0 ? (
          <p>No products found.</p>
        ) : (
          <ul className="admin-list">
            {items.map((p) => (
              <AdminRow
                key={p.id}
                data-product-id={p.id}
                thumb={p.image && `${productImageUrl(p.image)}&w=160&format=webp`}
                actions={<RowActions label={p.title} editTo={`/admin/addproduct?id=${p.id}`} busy={busy} hydrated={hydrated} {...rowActions(p.id)} />}
              >
                <h2>{p.title}</h2>
                <p>
                  {p.categoryName} {!p.categoryActive && <span className="badge badge-off">inactive category</span>}
                </p>
                <p>
                  {formatRupees(p.price)} · {p.stock === null ? 'stock not counted' : `stock ${p.stock}`}
                </p>
              </AdminRow>
            ))}
          </ul>
        )}
        <ListPager page={page} pages={pages} href={pageLink} />
      </ListResults>
      <ProductSheet hydrated={hydrated} onImported={() => revalidator.revalidate()} />
    </section>
  );
}
