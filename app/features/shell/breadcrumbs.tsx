// Where a page sits in the site (Home › Category › Product), over the page's content: plain links the
// server renders, with the page itself last as text marked aria-current; and the same trail as the
// BreadcrumbList for the page's head, so the two always agree.
import { LocalLink as Link, useT } from './i18n.tsx';

/** One step of a page's place in the site; the page itself is the last, without an address. */
export interface Crumb {
  name: string;
  href?: string | undefined;
}

/** The trail as a BreadcrumbList; `path` is the page's own address, the last item's. */
export function breadcrumbList(trail: Crumb[], origin: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: origin + (c.href ?? path) })),
  };
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
      <ol>
        {trail.map((c, i) =>
          i === trail.length - 1 || c.href === undefined ? (
            <li key={i}>
              <span aria-current="page">{t(c.name)}</span>
            </li>
          ) : (
            <li key={i}>
              <Link to={c.href}>{t(c.name)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
