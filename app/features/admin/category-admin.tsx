// The categories: the form (its inputs from the category's definition, shared/category.ts: name and
// Active/Inactive required, image optional) in add or edit mode, and the list with Edit and Delete. An
// inactive category leaves the public menu and pages; a category that still has products cannot be
// deleted.
import { useNavigate, useRevalidator } from 'react-router';
import { type Category, categoryImageUrl } from '../../../shared/catalog.ts';
import { CATEGORY_FIELDS, CATEGORY_FORM_SECTIONS } from '../../../shared/category.ts';
import { categoryHref } from '../../../shared/urls.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction, useRecordSave, useRowDelete } from './forms.ts';
import { AdminRow, RowActions } from './parts.tsx';
import { AdminFormFields, RecordForm } from './record-fields.tsx';

const FORM_PATH = '/admin/category';
/** A new category goes under More unless the owner picks another menu (as the API does without one). */
const NEW_CATEGORY = { menuGroup: 'More' };

export type AdminCategory = Category & { productCount: number };

export function CategoryAdmin({ categories, editing }: { categories: AdminCategory[]; editing: AdminCategory | null }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, setNotice, busy, run } = useAdminAction();
  const save = useRecordSave({
    editing: editing !== null,
    url: editing ? `/api/admin/updateCategory/${editing.id}` : '/api/admin/saveCategory',
    formPath: FORM_PATH,
    storedImage: editing?.imageName ? categoryImageUrl(editing.imageName) : null,
    failure: 'Failed to save category',
    setNotice,
  });
  const rowActions = useRowDelete(
    (id) =>
      run(() => callApi('DELETE', `/api/admin/deleteCategory/${id}`), {
        failure: 'Failed to delete category',
        then: async (res) => {
          if (res.status === 0) return;
          if (res.ok && editing?.id === id) navigate(FORM_PATH, { replace: true });
          else await revalidator.revalidate();
        },
      }),
    // A refusal (it still has products) ends the asking too; only an unreachable site leaves it open to try again.
    (res) => res.status !== 0,
  );

  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title">Category</h1>
      <RecordForm
        save={save}
        notice={notice}
        editing={editing !== null}
        recordKey={editing?.id ?? 'new'}
        formPath={FORM_PATH}
        submitLabels={{ add: 'Save', update: 'Update' }}
        image={{ idPrefix: 'c', name: 'file', inputId: 'c-file' }}
        label={editing ? 'Edit category' : 'Add category'}
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
      </RecordForm>

      <h2>All categories ({categories.length})</h2>
      <ul className="admin-list">
        {categories.map((c) => (
          <AdminRow
            key={c.id}
            data-category-id={c.id}
            thumb={c.imageName && categoryImageUrl(c.imageName)}
            actions={<RowActions label={c.name} editTo={`${FORM_PATH}?id=${c.id}`} busy={busy} hydrated={hydrated} {...rowActions(c.id)} />}
          >
            <h3>{c.name}</h3>
            <p>
              <span className={c.isActive ? 'badge badge-on' : 'badge badge-off'}>{c.isActive ? 'Active' : 'Inactive'}</span> {c.menuGroup}
              {c.menuSubgroup ? `: ${c.menuSubgroup}` : ''} · {c.slug} · {c.productCount} product{c.productCount === 1 ? '' : 's'}
            </p>
          </AdminRow>
        ))}
      </ul>
    </section>
  );
}
