import { Link } from 'react-router';
import { CartBadge } from './cart-badge.tsx';
import type { Category } from '../../shared/catalog.ts';
import type { BusinessInfo } from '../../server/config.ts';

export function SiteHeader({ categories, business }: { categories: Category[]; business: BusinessInfo }) {
  return (
    <header className="site-header">
      <div className="topbar">
        <Link to="/" className="brand">
          {business.name}
        </Link>
        <nav aria-label="Shortcuts" className="topbar-icons">
          <CartBadge />
          <Link to="/admin" aria-label="Admin">
            Admin
          </Link>
        </nav>
      </div>
      <nav aria-label="Main" className="main-menu">
        <ul>
          {categories.slice(0, 8).map((c) => (
            <li key={c.id}>
              <Link to={`/products?category=${encodeURIComponent(c.slug)}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
