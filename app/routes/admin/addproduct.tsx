// /admin/addproduct: the product form in add mode, or in edit mode with ?id= (Update Product, image
// preview); its inputs come from the product's definition (shared/product.ts). Saves through the spec's saveProduct/updateProduct calls with
// upload progress; a successful save returns to add mode at /admin/addproduct with a reset form.
import { useState } from 'react';
import { Link, data, useNavigate } from 'react-router';
import type { Route } from './+types/addproduct';
import { AdminFormFields } from '../../features/admin/record-fields.tsx';
import { ImageUploadField } from '../../features/admin/parts.tsx';
import { servicesContext } from '../../context.ts';
import { sendForm } from '../../features/admin/admin-client.ts';
import { type Notice, groupCategories, idFromQuery, useImagePreview } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';
import { productImageUrl } from '../../../shared/catalog.ts';
import { PRODUCT_FIELDS, PRODUCT_FORM_SECTIONS } from '../../../shared/product.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.get(servicesContext);
  const rawId = new URL(request.url).searchParams.get('id');
  const categories = (await admin.listCategories()).map(({ slug, name, menuGroup, menuSubgroup, isActive }) => ({
    slug,
    name,
    menuGroup,
    menuSubgroup,
    isActive,
  }));
  if (rawId === null) return { categories, product: null };
  const id = idFromQuery(rawId);
  const product = id === undefined ? undefined : await admin.getProduct(id);
  if (!product) throw data('Product not found', { status: 404 });
  return { categories, product };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.product ? 'Edit Product' : 'Add Product'} | Gubbara Admin` }];
}

const SAVE_FAILED = 'Failed to save product';

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const { categories, product } = loaderData;
  const navigate = useNavigate();
  const editing = product !== null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resets, setResets] = useState(0);
  const [preview, choose] = useImagePreview(product?.image ? productImageUrl(product.image) : null);
  const groups = groupCategories(categories);
  const hydrated = useHydrated();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setNotice(null);
    setProgress(0);
    try {
      const res = await sendForm(editing ? 'PUT' : 'POST', editing ? `/api/admin/updateProduct/${product.id}` : '/api/admin/saveProduct', form, setProgress);
      if (res.ok) {
        setNotice({ text: res.message, error: false });
        setResets((n) => n + 1);
        choose(undefined);
        navigate('/admin/addproduct', { replace: editing });
      } else {
        setNotice({ text: res.message || SAVE_FAILED, error: true });
      }
    } catch {
      setNotice({ text: SAVE_FAILED, error: true });
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{editing ? 'Edit Product' : 'Add Product'}</h1>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <form key={`${product?.id ?? 'new'}-${resets}`} className="admin-form" onSubmit={onSubmit} encType="multipart/form-data" method="post">
        <AdminFormFields fields={PRODUCT_FIELDS} sections={PRODUCT_FORM_SECTIONS} idPrefix="p" values={product} categories={groups} />
        <ImageUploadField idPrefix="p" name="imgName" inputId="p-image" editing={editing} preview={preview} progress={progress} onChoose={choose} />
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || progress !== null}>
            {editing ? 'Update Product' : 'Save Product'}
          </button>
          {editing && (
            <Link to="/admin/addproduct" className="btn btn-secondary">
              Cancel edit
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
