// Where a page sits in the site (Home › Category › Product), over the page's content: plain links the
// server renders, with the page itself last as text marked aria-current; and the same trail as the
// BreadcrumbList for the page's head, so the two always agree.
import { LocalLink as Link, type Messages, translate, useT } from './i18n.tsx';
import { type Locale, localHref } from '../../../shared/locale.ts';

/** One step of a page's place in the site; the page itself is the last, without an address. */
export interface Crumb {
  name: string;
  href?: string | undefined;
  /**
   * The language of a name from the catalogue (a category's, a product's) on a Hindi page: shown as the
   * owner wrote it, never looked up in the interface texts. Absent for the site's own words.
   */
  lang?: Locale | undefined;
}

/**
 * The trail as a BreadcrumbList; `path` is the page's own (English) address, the last item's. `matches`
 * (a meta function's) gives the page's language: a Hindi page lists the crumbs as it shows them, in
 * Hindi and under /hi.
 */
export function breadcrumbList(trail: Crumb[], origin: string, path: string, matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> = []) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { locale?: Locale; messages?: Messages | null } | undefined;
  const locale = root?.locale ?? 'en';
  const messages = locale === 'hi' ? root?.messages : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.lang ? c.name : translate(messages, c.name), item: origin + localHref(c.href ?? path, locale) })),
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
              <span aria-current="page" lang={c.lang}>
                {c.lang ? c.name : t(c.name)}
              </span>
            </li>
          ) : (
            <li key={i}>
              <Link to={c.href} lang={c.lang}>
                {c.lang ? c.name : t(c.name)}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
