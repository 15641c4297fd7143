// A link check of the site from its home page, as a crawler walks it: every same-origin address a page
// links to (anchors, <link> tags, images, scripts) answers without an error, and every page up to
// MAX_DEPTH links away from / is read for more. A broken link is reported with the page it is on.
import { expect, it } from 'vitest';
import { baseUrl } from './site.ts';

/** Pages this many links from / are read for links; the addresses they link to are only checked. */
const MAX_DEPTH = 2;
/** Requests in flight at once. */
const CONCURRENCY = 4;

/** The same-origin addresses an HTML page refers to, without their #fragment. */
function linksOf(html: string, pageUrl: string): string[] {
  const out = new Set<string>();
  const attrs = /<(a|link|img|script|source|iframe)\b[^>]*?\s(href|src)="([^"]*)"/gi;
  for (const m of html.matchAll(attrs)) {
    const raw = m[3]!.replace(/&amp;/g, '&');
    if (/^(mailto|tel|sms|javascript|data):/i.test(raw) || raw.startsWith('#')) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== new URL(baseUrl).origin) continue;
    url.hash = '';
    out.add(url.href);
  }
  return [...out];
}

it('every link on the site, from /, leads somewhere', { timeout: 240_000 }, async () => {
  const seen = new Map<string, number>([[`${baseUrl}/`, 0]]);
  const foundOn = new Map<string, string>([[`${baseUrl}/`, '(start)']]);
  const queue = [`${baseUrl}/`];
  const broken: string[] = [];
  let checked = 0;

  const visit = async (url: string) => {
    const depth = seen.get(url)!;
    const res = await fetch(url, { redirect: 'follow', headers: { accept: 'text/html,*/*' } });
    checked++;
    const on = foundOn.get(url)!.replace(baseUrl, '');
    if (res.status >= 400) {
      broken.push(`${on} links to ${url.replace(baseUrl, '')}: ${res.status}`);
      await res.body?.cancel();
      return;
    }
    if (depth >= MAX_DEPTH || !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
      await res.body?.cancel();
      return;
    }
    for (const link of linksOf(await res.text(), res.url)) {
      if (seen.has(link)) continue;
      seen.set(link, depth + 1);
      foundOn.set(link, url);
      queue.push(link);
    }
  };

  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const next = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < CONCURRENCY && queue.length > 0) {
        active++;
        visit(queue.shift()!)
          .catch((e: unknown) => reject(e as Error))
          .finally(() => {
            active--;
            next();
          });
      }
    };
    next();
  });
  console.log(`link check: ${checked} addresses from / (pages up to ${MAX_DEPTH} links away read), ${broken.length} broken`);
  expect(broken.sort()).toEqual([]);
});
