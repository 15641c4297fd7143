// A day (YYYY-MM-DD, already India's day) in the page's language: English pages keep the words every
// other place writes ("Sat 12 Dec 2026", shared/dates.ts); a Hindi page writes them the Hindi way
// ("शनि, 12 दिस॰ 2026"), as dayInLang (day-in-lang.ts) does.
import { dateLocale, useLocale } from '../shell/i18n.tsx';
import { dayInLang } from './day-in-lang.ts';

export { dayInLang };

/** The page's own day-in-words: Hindi on a /hi page. */
export function useDayWords(year = true): (ymd: string) => string {
  const lang = dateLocale(useLocale());
  return (ymd) => dayInLang(ymd, lang, year);
}
