// "Similar Products" on the detail page: the same category without the current product, each
// with a "View Product" link.
import { LocalLink as Link } from '../shell/i18n.tsx';
import type { Product } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { productHref } from '../../../shared/urls.ts';
import { ProductImage } from './product-image.tsx';
import { useT } from '../shell/i18n.tsx';

export function SimilarProducts({ products }: { products: Product[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('Similar Products')}</h2>
      <ul className="product-grid similar-grid">
        {products.map((p) => (
          <li key={p.id} className="product-card similar-card">
            <ProductImage filename={p.image} alt={p.title} />
            <h3 className="product-title">{p.title}</h3>
            <p className="product-price">{formatRupees(p.price)}</p>
            <Link className="btn" to={productHref(p)} aria-label={`View Product: ${p.title}`}>
              View Product
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
