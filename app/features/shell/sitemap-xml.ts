// The XML of the sitemaps (sitemaps.org protocol 0.9): an index naming the files, and files of URLs.
// Each page is listed in English and in Hindi, each entry naming both (and x-default, the English one)
// as xhtml:link alternates, the way search engines read a site's languages from its sitemap.
import { hrefIn } from '../../../shared/locale.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function xmlResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

/** A sitemap index naming the sitemap files at these absolute URLs. */
export function sitemapIndex(locs: string[]): Response {
  const entries = locs.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
  /** The page in each language, by hreflang (absolute URLs). */
  alternates?: readonly { hreflang: string; href: string }[];
}

/** A sitemap of absolute URLs, each with the day it last changed when known (YYYY-MM-DD). */
export function urlSet(urls: SitemapUrl[]): Response {
  const entries = urls
    .map((u) => {
      const links = (u.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`).join('');
      return `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${links}</url>`;
    })
    .join('\n');
  return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${entries}\n</urlset>\n`);
}

/** A page of the storefront (its English path) as two sitemap entries, English and Hindi, each naming both. */
export function bilingualUrls(origin: string, path: string, lastmod?: string): SitemapUrl[] {
  const english = origin + path;
  const hindi = origin + hrefIn(path, 'hi');
  const alternates = [
    { hreflang: 'en', href: english },
    { hreflang: 'hi', href: hindi },
    { hreflang: 'x-default', href: english },
  ];
  return [
    { loc: english, lastmod, alternates },
    { loc: hindi, lastmod, alternates },
  ];
}

/** The day of a stored timestamp ("2026-11-22T…" or "2026-11-22 16:03:35"), or undefined when it is not one. */
export function lastmodDay(stored: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(stored)?.[0];
}
