import { useState } from 'react';
import { servicesContext } from '../context.ts';
import { ProductCard } from '../components/product-card.tsx';
import type { Product } from '../../shared/catalog.ts';
import { HOME_INITIAL_PRODUCTS, HOME_VIEW_MORE_STEP } from '../../shared/constants.ts';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Gubbara | Balloon decoration, sky balloons and inflatables across India' },
    { name: 'description', content: 'Balloon decoration, helium balloons, printed balloons, sky balloons, kids inflatables and corporate event setups, delivered PAN India.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const [products, total] = await Promise.all([catalog.listProducts({ limit: HOME_INITIAL_PRODUCTS, offset: 0 }), catalog.countProducts()]);
  return { products, total };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} total={loaderData.total} />;
}

export function HomePage(props: { products: Product[]; total: number }) {
  const [extra, setExtra] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const products = [...props.products, ...extra];
  const more = products.length < props.total;

  async function viewMore() {
    setLoading(true);
    try {
      const res = await fetch(`/api/home/products?limit=${HOME_VIEW_MORE_STEP}&offset=${products.length}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const next = (await res.json()) as Product[];
      setExtra((e) => [...e, ...next]);
    } catch (err) {
      console.error('Failed to load more products', err);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="products-heading" className="product-list">
      <h1 id="products-heading">Our Products</h1>
      <div className="product-grid">
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} priority={i < 2} />
        ))}
      </div>
      {more && (
        <button type="button" className="btn view-more" onClick={viewMore} disabled={loading}>
          {loading ? 'Loading...' : 'View More'}
        </button>
      )}
    </section>
  );
}
