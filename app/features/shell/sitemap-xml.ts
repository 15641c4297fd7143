// The XML of the sitemaps (sitemaps.org protocol 0.9): an index naming the files, and files of URLs.
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

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

/** A sitemap of absolute URLs, each with the day it last changed when known (YYYY-MM-DD). */
export function urlSet(urls: { loc: string; lastmod?: string | undefined }[]): Response {
  const entries = urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${entries}\n</urlset>\n`);
}

/** The day of a stored timestamp ("2026-11-22T…" or "2026-11-22 16:03:35"), or undefined when it is not one. */
export function lastmodDay(stored: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(stored)?.[0];
}
