// The header's language switch: a plain link to the same page (its query and fragment kept) in the
// other language, named in that language and marked with it, so a screen reader says "हिन्दी" in Hindi.
import { Link, useLocation } from 'react-router';
import { hrefIn } from '../../../shared/locale.ts';
import { useLocale } from './i18n.tsx';

export function LanguageSwitch() {
  const location = useLocation();
  const locale = useLocale();
  const other = locale === 'hi' ? 'en' : 'hi';
  const to = hrefIn(location.pathname + location.search + location.hash, other);
  return (
    <Link className="language-switch" to={to} lang={other === 'hi' ? 'hi' : 'en-IN'} hrefLang={other} reloadDocument>
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </Link>
  );
}
