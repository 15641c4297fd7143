// The shop's two languages. English keeps the spec's addresses; Hindi is the same page under /hi. The
// language comes from the address alone (no cookie, no Accept-Language), so a page's cache key and its
// link previews stay what the address says.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of the Hindi pages. */
export const HINDI_PREFIX = '/hi';

/** The language of a page, from its path: /hi and /hi/... are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The language of the page a request is for (a loader's or an action's), from its address. */
export function requestLocale(request: { url: string }): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The English address of a page (its path without /hi), query and hash kept. */
export function englishHref(href: string): string {
  if (href === HINDI_PREFIX || href.startsWith(`${HINDI_PREFIX}?`) || href.startsWith(`${HINDI_PREFIX}#`)) return `/${href.slice(HINDI_PREFIX.length)}`;
  if (href.startsWith(`${HINDI_PREFIX}/`)) return href.slice(HINDI_PREFIX.length);
  return href;
}

/**
 * A storefront address in `locale`: a root-relative English address gains /hi on a Hindi page. Other
 * addresses stay as they are: another site, a fragment, the API, media, files and the owner's pages,
 * which exist in English only.
 */
export function localHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (localeOfPath(href.split(/[?#]/, 1)[0]!) === 'hi') return href;
  if (!isLocalisedPath(href.split(/[?#]/, 1)[0]!)) return href;
  return href === '/' ? HINDI_PREFIX : href.startsWith('/?') || href.startsWith('/#') ? HINDI_PREFIX + href.slice(1) : HINDI_PREFIX + href;
}

/** Paths that have no Hindi page: the owner's side, the API, files and machine resources. */
const ENGLISH_ONLY = /^\/(admin|admin-login|api|media|catalogues|sitemap|sitemaps|robots\.txt|manifest\.webmanifest|abc|assets|icons|fonts)(\/|$|\.)/;

/** Whether a path of the storefront has a Hindi twin under /hi. */
export function isLocalisedPath(pathname: string): boolean {
  return !ENGLISH_ONLY.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The same page in the other language: what the header's language switch and hreflang links point to. */
export function hrefIn(href: string, locale: Locale): string {
  return localHref(englishHref(href), locale);
}
