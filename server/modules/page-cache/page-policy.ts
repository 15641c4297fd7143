// The Content-Security-Policy of a rendered page. React Router writes a few inline scripts into every
// page (the route manifest and module imports, the loader data, scroll restoration); instead of
// allowing any inline script, the policy names the SHA-256 of each one, computed from the page's own
// bytes when it is rendered and kept with the cached page, so a cached page and its policy always
// match. The built scripts those inline scripts import come from our own origin ('self'): see
// pagePolicy for why not 'strict-dynamic'.
import { createHash } from 'node:crypto';

/** Script types a browser runs; anything else (application/ld+json …) is a data block CSP does not govern. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap', 'speculationrules']);

/** `'sha256-…'` sources of every inline script the browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * Page policy. `scripts` is the list of hashes, or 'development' for Vite's dev server, whose injected
 * client and hot-reload preamble cannot be hashed ahead of time (that mode never faces the public).
 */
export function pagePolicy(scripts: string[] | 'development', httpsOnly: boolean): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Inline scripts by hash, files from our own origin. Not 'strict-dynamic': it would refuse the
    // imports of React Router's inline module script unless each file had been preloaded in the head, and
    // those preloads are left out of public pages so that their scripts load after the first paint
    // (page-cache.ts). Every script our origin serves is one of the built files: API answers, pictures,
    // PDFs and XML go out with their own types, nosniff and a policy allowing nothing.
    scripts === 'development' ? ['script-src', "'self'", "'unsafe-inline'"] : ['script-src', "'self'", ...scripts],
    ['script-src-attr', "'none'"],
    // 'unsafe-inline' for styles: React writes style="" attributes into the HTML (the decorative
    // balloons' positions, a picture placeholder's aspect ratio, the reviews carousel's offset), and an
    // attribute cannot be allowed by hash without 'unsafe-hashes' and a hash per value; a hash in
    // style-src would also switch 'unsafe-inline' off for them. Styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    ['media-src', "'self'", 'blob:'],
    // The gallery's videos (privacy-enhanced YouTube) and the contact page's map, each loaded on a press.
    ['frame-src', 'https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://www.google.com'],
    ['connect-src', "'self'"],
    // The service worker (/sw.js), registered by every page once it has hydrated.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (httpsOnly) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Everything that is not a page (API JSON, pictures, PDFs, built files): nothing may load or run
 * from such a document if a browser is made to open it as one.
 */
export const NON_PAGE_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'self'"],
};

/** Powerful features the site never uses, denied to it and to every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
