// "Similar Products" on the detail page: the same category without the current product, each
// with a "View Product" link. The titles, the link's text and its accessible name come in the page's
// language from the loader (product-words.server.ts).
import { LocalLink as Link } from '../shell/i18n.tsx';
import { formatRupees } from '../../../shared/money.ts';
import { productHref } from '../../../shared/urls.ts';
import { ProductImage } from './product-image.tsx';
import { useT } from '../shell/i18n.tsx';
import type { SimilarProduct } from './product-words.ts';

export function SimilarProducts({ products, view }: { products: readonly SimilarProduct[]; view: string }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('Similar Products')}</h2>
      <ul className="product-grid similar-grid">
        {products.map((p) => (
          <li key={p.id} className="product-card similar-card">
            <ProductImage filename={p.image} alt={p.title} />
            <h3 className="product-title" lang={p.lang}>
              {p.title}
            </h3>
            <p className="product-price">{formatRupees(p.price)}</p>
            <Link className="btn" to={productHref(p)} aria-label={p.viewName}>
              {view}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
