// Where a page sits in the site (Home › Category › Product), over the page's content: plain links the
// server renders, with the page itself last as text marked aria-current. The page's BreadcrumbList
// (structured-data.ts) is built from the same trail, so the two always agree.
import { Link } from 'react-router';
import type { Crumb } from './structured-data.ts';

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((c, i) =>
          i === trail.length - 1 || c.href === undefined ? (
            <li key={i}>
              <span aria-current="page">{c.name}</span>
            </li>
          ) : (
            <li key={i}>
              <Link to={c.href}>{c.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
