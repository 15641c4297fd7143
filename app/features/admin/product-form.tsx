// The product form in add mode, or in edit mode for a product (Update Product, image preview); its
// inputs come from the product's definition (shared/product.ts). Saves through the spec's
// saveProduct/updateProduct calls with upload progress; a save returns to an empty form in add mode.
import { type Product, productImageUrl } from '../../../shared/catalog.ts';
import { PRODUCT_FIELDS, PRODUCT_FORM_SECTIONS } from '../../../shared/product.ts';
import { productHref } from '../../../shared/urls.ts';
import { useState } from 'react';
import { type CategoryOption, type Notice, groupCategories, useRecordSave } from './forms.ts';
import { AdminFormFields, RecordForm } from './record-fields.tsx';

const FORM_PATH = '/admin/addproduct';

/** A service is not counted, and facts left empty are not shown on its page: the form says so. */
const PRODUCT_HINTS = {
  stock: 'Leave empty for a service: the page then shows no stock line and it can always be ordered.',
  brand: 'Left empty, the product page does not show it.',
  netquantity: 'Left empty, the product page does not show it.',
};

export function ProductForm({ categories, product }: { categories: CategoryOption[]; product: Product | null }) {
  const editing = product !== null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useRecordSave({
    setNotice,
    editing,
    url: product ? `/api/admin/updateProduct/${product.id}` : '/api/admin/saveProduct',
    formPath: FORM_PATH,
    storedImage: product?.image ? productImageUrl(product.image) : null,
    failure: 'Failed to save product',
    savedLinks: (id) => [
      { href: productHref({ id }), label: 'View' },
      { href: `${FORM_PATH}?id=${id}`, label: 'Edit' },
    ],
  });
  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{editing ? 'Edit Product' : 'Add Product'}</h1>
      <RecordForm
        save={save}
        notice={notice}
        editing={editing}
        recordKey={product?.id ?? 'new'}
        formPath={FORM_PATH}
        submitLabels={{ add: 'Save Product', update: 'Update Product' }}
        image={{ idPrefix: 'p', name: 'imgName', inputId: 'p-image' }}
      >
        <AdminFormFields
          fields={PRODUCT_FIELDS}
          sections={PRODUCT_FORM_SECTIONS}
          idPrefix="p"
          values={product}
          categories={groupCategories(categories)}
          hints={PRODUCT_HINTS}
        />
      </RecordForm>
    </section>
  );
}
