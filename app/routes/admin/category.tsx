// /admin/category: the category form (its inputs from the category's definition, shared/category.ts:
// name and Active/Inactive required, image optional) in add or edit mode, and the list with Edit and
// Delete. An inactive category leaves the public menu and pages; a category that still has products
// cannot be deleted.
import { useState } from 'react';
import { Link, data, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/category';
import { AdminFormFields } from '../../features/admin/record-fields.tsx';
import { ImageUploadField, RowActions } from '../../features/admin/parts.tsx';
import { servicesContext } from '../../context.ts';
import { callApi, sendForm } from '../../features/admin/admin-client.ts';
import { type Notice, idFromQuery, useImagePreview } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';
import { categoryImageUrl } from '../../../shared/catalog.ts';
import { CATEGORY_FIELDS, CATEGORY_FORM_SECTIONS } from '../../../shared/category.ts';
import { categoryHref } from '../../../shared/urls.ts';

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

export function meta() {
  return [{ title: 'Category | Gubbara Admin' }];
}

const SAVE_FAILED = 'Failed to save category';
const DELETE_FAILED = 'Failed to delete category';
/** A new category goes under More unless the owner picks another menu (as the API does without one). */
const NEW_CATEGORY = { menuGroup: 'More' };

export default function CategoryAdmin({ loaderData }: Route.ComponentProps) {
  const { categories, editing } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resets, setResets] = useState(0);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, choose] = useImagePreview(editing?.imageName ? categoryImageUrl(editing.imageName) : null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setNotice(null);
    setProgress(0);
    try {
      const res = await sendForm(editing ? 'PUT' : 'POST', editing ? `/api/admin/updateCategory/${editing.id}` : '/api/admin/saveCategory', form, setProgress);
      if (res.ok) {
        setNotice({ text: res.message, error: false });
        setResets((n) => n + 1);
        choose(undefined);
        navigate('/admin/category', { replace: editing !== null });
      } else {
        setNotice({ text: res.message || SAVE_FAILED, error: true });
      }
    } catch {
      setNotice({ text: SAVE_FAILED, error: true });
    } finally {
      setProgress(null);
    }
  }

  async function remove(id: number) {
    setBusy(true);
    try {
      const res = await callApi('DELETE', `/api/admin/deleteCategory/${id}`);
      setNotice({ text: res.message || DELETE_FAILED, error: !res.ok });
      setConfirming(null);
      if (res.ok && editing?.id === id) navigate('/admin/category', { replace: true });
      else await revalidator.revalidate();
    } catch {
      setNotice({ text: DELETE_FAILED, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title">Category</h1>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <form
        key={`${editing?.id ?? 'new'}-${resets}`}
        className="admin-form"
        onSubmit={onSubmit}
        encType="multipart/form-data"
        method="post"
        aria-label={editing ? 'Edit category' : 'Add category'}
      >
        <h2>{editing ? `Edit “${editing.name}”` : 'Add Category'}</h2>
        <AdminFormFields
          fields={CATEGORY_FIELDS}
          sections={CATEGORY_FORM_SECTIONS}
          idPrefix="c"
          values={editing}
          initial={NEW_CATEGORY}
          hints={{
            name: editing ? `Renaming keeps the page address (${categoryHref(editing.slug)}).` : 'The page address is made from the name without spaces.',
          }}
        />
        <ImageUploadField idPrefix="c" name="file" inputId="c-file" editing={editing !== null} preview={preview} progress={progress} onChoose={choose} />
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || progress !== null}>
            {editing ? 'Update' : 'Save'}
          </button>
          {editing && (
            <Link to="/admin/category" className="btn btn-secondary">
              Cancel edit
            </Link>
          )}
        </div>
      </form>

      <h2>All categories ({categories.length})</h2>
      <ul className="admin-list">
        {categories.map((c) => (
          <li key={c.id} className="admin-row" data-category-id={c.id}>
            {c.imageName ? <img src={categoryImageUrl(c.imageName)} alt="" width={64} height={64} loading="lazy" /> : <span className="thumb-empty" />}
            <div>
              <h3>{c.name}</h3>
              <p>
                <span className={c.isActive ? 'badge badge-on' : 'badge badge-off'}>{c.isActive ? 'Active' : 'Inactive'}</span> {c.menuGroup}
                {c.menuSubgroup ? `: ${c.menuSubgroup}` : ''} · {c.slug} · {c.productCount} product{c.productCount === 1 ? '' : 's'}
              </p>
            </div>
            <RowActions
              label={c.name}
              editTo={`/admin/category?id=${c.id}`}
              confirming={confirming === c.id}
              busy={busy}
              hydrated={hydrated}
              onAsk={() => setConfirming(c.id)}
              onCancel={() => setConfirming(null)}
              onDelete={() => remove(c.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
