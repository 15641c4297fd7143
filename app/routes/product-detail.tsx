import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { AddToCartButton } from '../components/add-to-cart-button.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { aboutLines } from '../../shared/catalog.ts';
import { formatRupees } from '../../shared/money.ts';
import type { Route } from './+types/product-detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const product = id !== undefined && id <= 2_147_483_647 ? await catalog.getProduct(id) : undefined;
  if (!product) throw data('Product not found', { status: 404 });
  const similar = (await catalog.productsByCategory(product.category)).filter((p) => p.id !== product.id);
  return { product, similar };
}

export function meta({ loaderData: d }: Route.MetaArgs) {
  if (!d) return [{ title: 'Product not found | Gubbara' }];
  return [
    { title: `${d.product.title} | Gubbara` },
    { name: 'description', content: `${d.product.title} for ${formatRupees(d.product.price)}. ${d.product.description}`.slice(0, 160) },
  ];
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product: p } = loaderData;
  const about = aboutLines(p);
  return (
    <article className="product-detail">
      <ProductImage filename={p.image} alt={p.title} priority sizes="(max-width: 800px) 100vw, 480px" width={640} height={640} />
      <div>
        <h1>{p.title}</h1>
        <p className="product-price">{formatRupees(p.price)}</p>
        <dl className="facts">
          <dt>Occasion</dt>
          <dd>{p.occassion}</dd>
          <dt>Color</dt>
          <dd>{p.color}</dd>
          <dt>Material</dt>
          <dd>{p.material}</dd>
          <dt>Brand</dt>
          <dd>{p.brand}</dd>
          <dt>Net Quantity</dt>
          <dd>{p.netquantity}</dd>
          <dt>Stock</dt>
          <dd>{p.stock}</dd>
        </dl>
        <p>{p.description}</p>
        {about.length > 0 && (
          <section>
            <h2>About This Item</h2>
            <ul>
              {about.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        <AddToCartButton productId={p.id} title={p.title} />
      </div>
    </article>
  );
}
