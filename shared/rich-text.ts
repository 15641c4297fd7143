// The info pages' rich text: a TipTap/ProseMirror JSON document ({type: 'doc', content: [...]}) limited
// to the nodes and marks the pages can show safely. Zod-free on purpose: the public pages' renderer
// uses the same link and picture rules as the API's schema (shared/content.ts) without bringing zod
// into their scripts.

export interface RichText {
  type: 'text';
  text: string;
  marks?: RichMark[] | undefined;
}
export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
export interface RichHardBreak {
  type: 'hardBreak';
}
export type RichInline = RichText | RichHardBreak;
export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[] | undefined;
}
export interface RichHeading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: RichInline[] | undefined;
}
export interface RichListItem {
  type: 'listItem';
  content: (RichParagraph | RichList)[];
}
export interface RichList {
  type: 'bulletList' | 'orderedList';
  content: RichListItem[];
}
export interface RichImage {
  type: 'image';
  attrs: { src: string; alt: string };
}
export type RichBlock = RichParagraph | RichHeading | RichList | RichImage;
export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

/** Limits: one text run, a document's blocks, a list's items, and lists inside lists. */
export const RICH_LIMITS = { text: 5000, blocks: 300, items: 100, listDepth: 3, href: 500, alt: 200 } as const;

/** A picture a page may show: the shop's own uploads, or the bundled pictures under /pages/ and /demo/. */
const MEDIA_PATH = /^(?:\/api\/admin\/uploads(?:\/product)?\?filename=[pc]-[0-9a-f]{32}\.(?:jpg|png|webp)|\/(?:pages|demo)\/[a-z0-9-]{1,80})$/;

export function isMediaPath(src: string): boolean {
  return MEDIA_PATH.test(src);
}

/** Whether a picture is the shop's own upload (served as it is), not a bundled one named by its base. */
export function isUpload(src: string): boolean {
  return src.startsWith('/api/');
}

/** A picture's address: an upload as it is; a bundled picture's base with the size and format `suffix` names ("-640.webp"). */
export function mediaSrc(src: string, suffix: string): string {
  return isUpload(src) ? src : `${src}${suffix}`;
}

const TEL = /^tel:\+?[0-9][0-9 -]{2,19}$/;
const MAILTO = /^mailto:[^\s?#&%"'<>\\/:]+@[A-Za-z0-9](?:[A-Za-z0-9.-]{0,250}[A-Za-z0-9])?$/;
/** A path on this site: one slash first (two would name another host), no backslash, no white space. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Whether a link may be written into a page: https:// (with a host, without a user or password),
 * mailto: one plain address, tel: a number, or a path on this site. Everything else (javascript:,
 * data:, vbscript:, plain http, protocol-relative //host) is refused.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_LIMITS.href) return false;
  if (href.startsWith('/')) return SITE_PATH.test(href);
  if (href.startsWith('mailto:')) return MAILTO.test(href);
  if (href.startsWith('tel:')) return TEL.test(href);
  if (!href.startsWith('https://')) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A path on this site (the slider's and cards' links never leave it). */
export function isSitePath(href: string): boolean {
  return href.length <= RICH_LIMITS.href && SITE_PATH.test(href);
}

/** Shorthands for writing documents (the first published version, tests). */
export const rich = {
  doc: (...content: RichBlock[]): RichDoc => ({ type: 'doc', content }),
  p: (...content: (RichInline | string)[]): RichParagraph => ({ type: 'paragraph', content: content.map(inline) }),
  h2: (text: string): RichHeading => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] }),
  h3: (text: string): RichHeading => ({ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text }] }),
  ul: (...items: string[]): RichList => ({ type: 'bulletList', content: items.map((t) => ({ type: 'listItem', content: [rich.p(t)] })) }),
  ol: (...items: string[]): RichList => ({ type: 'orderedList', content: items.map((t) => ({ type: 'listItem', content: [rich.p(t)] })) }),
};

function inline(x: RichInline | string): RichInline {
  return typeof x === 'string' ? { type: 'text', text: x } : x;
}

/** The plain text of a document's inline runs, for a page's description or a test. */
export function richPlainText(nodes: readonly (RichBlock | RichListItem | RichInline)[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text') return n.text;
      if (n.type === 'hardBreak') return '\n';
      if (n.type === 'image') return '';
      return richPlainText(n.content ?? []);
    })
    .join(n0(nodes) ? '' : '\n');
}

const n0 = (nodes: readonly { type: string }[]) => nodes.every((n) => n.type === 'text' || n.type === 'hardBreak');
