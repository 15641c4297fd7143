// /admin/viewproduct: every product (inactive categories' too), searchable by title, filterable by
// category, paged; Edit opens the form in edit mode; Delete asks for confirmation first. Below the
// list, the whole catalogue out to a spreadsheet and back (features/admin/product-sheet.tsx).
import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/viewproduct';
import { OptionGroups } from '../../features/shell/option-groups.tsx';
import { RowActions } from '../../features/admin/parts.tsx';
import { ProductSheet } from '../../features/admin/product-sheet.tsx';
import { servicesContext } from '../../context.ts';
import { callApi } from '../../features/admin/admin-client.ts';
import { type Notice, groupCategories } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';
import { productImageUrl } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, catalog } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const category = (params.get('category') ?? '').trim().slice(0, 100);
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
  const categories = (await admin.listCategories()).map(({ slug, name, menuGroup, menuSubgroup, isActive }) => ({
    slug,
    name,
    menuGroup,
    menuSubgroup,
    isActive,
  }));
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

export function meta() {
  return [{ title: 'View Products | Gubbara Admin' }];
}

const DELETE_FAILED = 'Failed to delete product';

export default function ViewProducts({ loaderData }: Route.ComponentProps) {
  const { q, category, page, pages, total, items, categories } = loaderData;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(id: number) {
    setBusy(true);
    try {
      const res = await callApi('DELETE', `/api/admin/deleteProduct/${id}`);
      setNotice({ text: res.message || DELETE_FAILED, error: !res.ok });
      if (res.ok) setConfirming(null);
      await revalidator.revalidate();
    } catch {
      setNotice({ text: DELETE_FAILED, error: true });
    } finally {
      setBusy(false);
    }
  }

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
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
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
      <p aria-live="polite">
        {total} product{total === 1 ? '' : 's'}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      {items.length === 0 ? (
        <p>No products found.</p>
      ) : (
        <ul className="admin-list">
          {items.map((p) => (
            <li key={p.id} className="admin-row" data-product-id={p.id}>
              {p.image ? (
                <img src={`${productImageUrl(p.image)}&w=160&format=webp`} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className="thumb-empty" />
              )}
              <div>
                <h2>{p.title}</h2>
                <p>
                  {p.categoryName} {!p.categoryActive && <span className="badge badge-off">inactive category</span>}
                </p>
                <p>
                  {formatRupees(p.price)} · stock {p.stock}
                </p>
              </div>
              <RowActions
                label={p.title}
                editTo={`/admin/addproduct?id=${p.id}`}
                confirming={confirming === p.id}
                busy={busy}
                hydrated={hydrated}
                onAsk={() => setConfirming(p.id)}
                onCancel={() => setConfirming(null)}
                onDelete={() => remove(p.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : <span />}
          {page < pages && <Link to={pageLink(page + 1)}>Next page</Link>}
        </nav>
      )}
      <ProductSheet hydrated={hydrated} onImported={() => revalidator.revalidate()} />
    </section>
  );
}
