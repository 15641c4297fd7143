// /admin/addproduct (spec section 4): the product form in add mode, or in edit mode with ?id=
// (Update Product, image preview). Saves through the spec's saveProduct/updateProduct calls with
// upload progress; a successful save returns to add mode at /admin/addproduct with a reset form.
import { useState } from 'react';
import { Link, data, useNavigate } from 'react-router';
import type { Route } from './+types/addproduct';
import { ImageUploadField } from '../../components/admin-parts.tsx';
import { servicesContext } from '../../context.ts';
import { sendForm } from '../../lib/admin-api.ts';
import { type Notice, groupCategories, idFromQuery, useImagePreview } from '../../lib/admin-forms.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { productImageUrl } from '../../../shared/catalog.ts';
import { MAX_ABOUT_LINES } from '../../../shared/constants.ts';

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
const ABOUT = Array.from({ length: MAX_ABOUT_LINES }, (_, i) => `about${i + 1}` as `about${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`);

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

  const v = (field: keyof NonNullable<typeof product>) => (product ? String(product[field] ?? '') : '');

  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{editing ? 'Edit Product' : 'Add Product'}</h1>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <form key={`${product?.id ?? 'new'}-${resets}`} className="admin-form" onSubmit={onSubmit} encType="multipart/form-data" method="post">
        <div className="field">
          <label htmlFor="p-title">
            Title <span className="required-mark">(required)</span>
          </label>
          <input id="p-title" name="title" type="text" required maxLength={200} defaultValue={v('title')} />
        </div>
        <div className="two-col">
          <div className="field">
            <label htmlFor="p-category">
              Category <span className="required-mark">(required)</span>
            </label>
            <select id="p-category" name="category" required defaultValue={v('category')}>
              <option value="">Select category</option>
              {groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="p-price">
              Price in rupees <span className="required-mark">(required)</span>
            </label>
            <input id="p-price" name="price" type="number" inputMode="numeric" min={0} step={1} required defaultValue={v('price')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="p-description">Description</label>
          <textarea id="p-description" name="description" maxLength={5000} defaultValue={v('description')} />
        </div>
        <div className="two-col">
          <div className="field">
            <label htmlFor="p-stock">Stock</label>
            <input id="p-stock" name="stock" type="number" inputMode="numeric" min={0} step={1} defaultValue={v('stock')} />
          </div>
          <div className="field">
            <label htmlFor="p-occassion">Occasion</label>
            <input id="p-occassion" name="occassion" type="text" maxLength={200} defaultValue={v('occassion')} />
          </div>
          <div className="field">
            <label htmlFor="p-color">Color</label>
            <input id="p-color" name="color" type="text" maxLength={100} defaultValue={v('color')} />
          </div>
          <div className="field">
            <label htmlFor="p-material">Material</label>
            <input id="p-material" name="material" type="text" maxLength={100} defaultValue={v('material')} />
          </div>
          <div className="field">
            <label htmlFor="p-brand">Brand</label>
            <input id="p-brand" name="brand" type="text" maxLength={100} defaultValue={v('brand')} />
          </div>
          <div className="field">
            <label htmlFor="p-netquantity">Net Quantity</label>
            <input id="p-netquantity" name="netquantity" type="text" maxLength={100} defaultValue={v('netquantity')} />
          </div>
        </div>
        <fieldset>
          <legend>About This Item</legend>
          {ABOUT.map((name, i) => (
            <div className="field" key={name}>
              <label htmlFor={`p-${name}`}>About line {i + 1}</label>
              <input id={`p-${name}`} name={name} type="text" maxLength={500} defaultValue={v(name)} />
            </div>
          ))}
        </fieldset>
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
