// Per-page <title>, description, canonical URL, Open Graph / Twitter tags and JSON-LD.
import type { MetaDescriptor } from 'react-router';
import { type Locale, englishHref, hrefIn, isLocalisedPath } from '../../../shared/locale.ts';
import { type Messages, type Translate, translate } from './i18n.tsx';

export interface RootData {
  origin: string;
  business: { name: string };
  locale?: Locale;
  messages?: Messages | null;
}

/** A meta function's matches: the root's among them carries the page's language and its messages. */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The page's language, as the root loader read it from the address. */
export function localeFrom(matches: MetaMatches): Locale {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root?.locale ?? 'en';
}

/**
 * useT() for a meta function: a Hindi page's head in Hindi from the messages the root loader sent it,
 * an English page's texts as they are (its root data has no messages).
 */
export function metaT(matches: MetaMatches): Translate {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return (english, vars) => translate(root?.messages, english, vars);
}

/**
 * The page in each language, for search engines: hreflang links to the English and the Hindi page,
 * and x-default to the English one. Both pages list the same three, as hreflang asks.
 */
export function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  const english = englishHref(path);
  if (!isLocalisedPath(english.split(/[?#]/, 1)[0]!)) return [];
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + english },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: origin + hrefIn(english, 'hi') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + english },
  ];
}

/** The site's public origin, from the root loader (config.baseUrl: never the request's Host). */
export function originFrom(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root?.origin ?? '';
}

export interface SeoInput {
  title: string;
  description: string;
  /** Path and query of the canonical URL, e.g. "/products?category=latex". */
  path: string;
  origin: string;
  /** Absolute or root-relative image URL for link previews. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  /** MIME type of the preview image, e.g. "image/webp". */
  imageType?: string | undefined;
  /** A product's price in whole rupees: product:price tags for link previews. */
  priceRupees?: number | undefined;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  jsonLd?: object | object[];
  /**
   * The meta function's matches, for the page's language: a Hindi page's canonical and og:url are its
   * /hi address, and its title and description are looked up in its messages by their English text.
   */
  matches?: MetaMatches;
}

export function seo(i: SeoInput): MetaDescriptor[] {
  const locale = localeFrom(i.matches ?? []);
  const t = metaT(i.matches ?? []);
  const title = t(i.title);
  const description = t(i.description);
  const url = i.origin + hrefIn(i.path, locale);
  const image = i.image ? (i.image.startsWith('http') ? i.image : i.origin + i.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Gubbara' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: i.type ?? 'website' },
    { property: 'og:locale', content: locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
    if (i.imageAlt) tags.push({ property: 'og:image:alt', content: t(i.imageAlt) }, { name: 'twitter:image:alt', content: t(i.imageAlt) });
    if (i.imageType) tags.push({ property: 'og:image:type', content: i.imageType });
    if (i.imageWidth && i.imageHeight)
      tags.push({ property: 'og:image:width', content: String(i.imageWidth) }, { property: 'og:image:height', content: String(i.imageHeight) });
  }
  if (i.priceRupees !== undefined) {
    tags.push({ property: 'product:price:amount', content: String(i.priceRupees) }, { property: 'product:price:currency', content: 'INR' });
  }
  tags.push(...languageAlternates(i.origin, i.path));
  if (i.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const ld of i.jsonLd ? (Array.isArray(i.jsonLd) ? i.jsonLd : [i.jsonLd]) : []) tags.push({ 'script:ld+json': ld });
  return tags;
}

/** A page kept out of search results (a missing page, the cart): its title in the page's language and noindex. */
export function unlistedMeta(matches: MetaMatches, title: string, description?: string): MetaDescriptor[] {
  const t = metaT(matches);
  return [{ title: t(title) }, ...(description ? [{ name: 'description', content: t(description) }] : []), { name: 'robots', content: 'noindex' }];
}

/** Meta for a route that failed: a title naming the problem, in the page's language, kept out of search results. */
export function errorMeta(error: unknown, matches: MetaMatches, notFoundTitle = 'Page not found'): MetaDescriptor[] {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return [{ title: `${metaT(matches)(status === 404 ? notFoundTitle : 'Something went wrong')} | Gubbara` }, { name: 'robots', content: 'noindex' }];
}

/** The business's name as the owner last saved it, from the root loader (every page has it). */
export function businessNameFrom(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root?.business.name ?? '';
}
