import { Link } from 'react-router';
import type { BusinessInfo } from '../../server/config.ts';

export function SiteFooter({ business }: { business: BusinessInfo }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li><Link to="/product">Our Products</Link></li>
          <li><Link to="/printed">Printed</Link></li>
          <li><Link to="/promotionalsky">Promotional Sky</Link></li>
          <li><Link to="/airinflatable">Air Inflatable</Link></li>
          <li><Link to="/inflatabletent">Inflatable Tent</Link></li>
          <li><Link to="/kids">Kids Play</Link></li>
          <li><Link to="/eventsetup">Event Setup</Link></li>
        </ul>
      </nav>
      <p>
        {business.name} · <a href={`mailto:${business.email}`}>{business.email}</a>
      </p>
    </footer>
  );
}
