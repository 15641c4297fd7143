// A day (YYYY-MM-DD, already India's day) in words for a date locale: the English words every other
// place writes ("Sat 12 Dec 2026", shared/dates.ts) for en-IN, the locale's own otherwise ("शनि, 12 दिस॰
// 2026" for hi-IN). The day is read at noon in India's time zone, so the server's render and the
// browser's hydration name the same day whatever time zone either runs in. Imports nothing of the
// i18n module, so the product page's lazily loaded pincode check can write Hindi days without it.
import { dateInWords, dayInWords } from '../../../shared/dates.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `ymd` in words for `lang` (a dateLocale: 'en-IN' or 'hi-IN'), with its year unless `year` is false (a
 * date near enough that the year goes without saying); anything that is not a day is returned as given.
 */
export function dayInLang(ymd: string, lang: string, year = true): string {
  if (lang === 'en-IN' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return year ? dateInWords(ymd) : dayInWords(ymd);
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
