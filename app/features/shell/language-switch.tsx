// The header's language switch: a plain link to the same page in the other language, named in that
// language and marked with it, so a screen reader says "हिन्दी" in Hindi. The server writes the page's
// path with only the parameters that say which page it is (a product's id, a listing's category, the
// search's words), never one with a default (a sort, page=1) or one the page does not read: a kept page
// is rendered from its canonical address (server/modules/page-cache) and must read the same whatever
// was typed. Once hydrated, the link carries every parameter the page reads, so a listing's sort or
// page comes along too.
import { Link, useLocation } from 'react-router';
import { englishHref, hrefIn } from '../../../shared/locale.ts';
import { ROUTE_QUERIES, pageQuery } from '../../../shared/urls.ts';
import { useLocale } from './i18n.tsx';
import { useHydrated } from './use-hydrated.ts';

/** The parameters without which a page is another page (or none at all), by its English path; only those it reads count. */
const IDENTITY: Readonly<Record<string, readonly string[]>> = {
  '/product-detail': ['id'],
  '/products': ['category'],
  '/categories': ['category'],
  '/search': ['q'],
};

/** The query parameters the page at `pathname` reads (either language); none for a page not listed. */
function queryRead(path: string): readonly string[] {
  return ROUTE_QUERIES[path] ?? (path.startsWith('/category/') ? ROUTE_QUERIES['/category/:category'] : undefined) ?? [];
}

export function LanguageSwitch() {
  const location = useLocation();
  const other = useLocale() === 'hi' ? 'en' : 'hi';
  const hydrated = useHydrated();
  const path = englishHref(location.pathname);
  const query = pageQuery(new URLSearchParams(location.search), hydrated ? queryRead(path) : (IDENTITY[path] ?? []).filter((name) => queryRead(path).includes(name))).toString();
  const to = hrefIn(query ? `${location.pathname}?${query}` : location.pathname, other);
  return (
    <Link className="language-switch" to={to} lang={other === 'hi' ? 'hi' : 'en-IN'} hrefLang={other} reloadDocument>
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </Link>
  );
}
