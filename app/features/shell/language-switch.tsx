// The header's language switch: a plain link to the same page in the other language, named in that
// language and marked with it, so a screen reader says "हिन्दी" in Hindi. The server writes the page's
// path alone: a kept page is rendered from its canonical address (server/modules/page-cache), so the
// query as typed (a tracking parameter, page=1) must not show in it. Once hydrated, the link carries the
// address's query and fragment too, so the listing's sort or the search's words come along.
import { Link, useLocation } from 'react-router';
import { hrefIn } from '../../../shared/locale.ts';
import { useLocale } from './i18n.tsx';
import { useHydrated } from './use-hydrated.ts';

export function LanguageSwitch() {
  const location = useLocation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const other = locale === 'hi' ? 'en' : 'hi';
  const to = hrefIn(hydrated ? location.pathname + location.search + location.hash : location.pathname, other);
  return (
    <Link className="language-switch" to={to} lang={other === 'hi' ? 'hi' : 'en-IN'} hrefLang={other} reloadDocument>
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </Link>
  );
}
