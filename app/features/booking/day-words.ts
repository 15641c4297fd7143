// A day (YYYY-MM-DD, already India's day) in the page's language. English pages keep the words every
// other place writes ("Sat 12 Dec 2026", shared/dates.ts); a Hindi page writes them the Hindi way
// ("शनि, 12 दिस॰ 2026"). The day is read at noon in India's time zone, so the server's render and the
// browser's hydration name the same day whatever time zone either runs in.
import { dateInWords, dayInWords } from '../../../shared/dates.ts';
import { dateLocale, useLocale } from '../shell/i18n.tsx';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `ymd` in words for `lang` (a dateLocale), with its year unless `year` is false (a date near enough
 * that the year goes without saying); anything that is not a day is returned as given.
 */
export function dayInLang(ymd: string, lang: string, year = true): string {
  if (lang === dateLocale('en') || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return year ? dateInWords(ymd) : dayInWords(ymd);
  const at = new Date(`${ymd}T12:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return ymd;
  const key = `${lang}/${year}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: year ? 'numeric' : undefined, timeZone: 'Asia/Kolkata' });
    formats.set(key, format);
  }
  return format.format(at);
}

/** The page's own day-in-words: Hindi on a /hi page. */
export function useDayWords(year = true): (ymd: string) => string {
  const lang = dateLocale(useLocale());
  return (ymd) => dayInLang(ymd, lang, year);
}
