// Per-page <title>, description, canonical URL, Open Graph / Twitter tags and JSON-LD.
import type { MetaDescriptor } from 'react-router';
import { type Locale, englishHref, hrefIn, isLocalisedPath } from '../../../shared/locale.ts';

export interface RootData {
  origin: string;
  business: { name: string };
  locale?: Locale;
}

/** The page's language, as the root loader read it from the address. */
export function localeFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Locale {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root?.locale ?? 'en';
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
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
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
  /** The page's language: a Hindi page's canonical and og:url are its /hi address. */
  locale?: Locale;
}

export function seo(i: SeoInput): MetaDescriptor[] {
  const url = i.origin + hrefIn(i.path, i.locale ?? 'en');
  const image = i.image ? (i.image.startsWith('http') ? i.image : i.origin + i.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: i.title },
    { name: 'description', content: i.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Gubbara' },
    { property: 'og:title', content: i.title },
    { property: 'og:description', content: i.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: i.type ?? 'website' },
    { property: 'og:locale', content: i.locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: i.title },
    { name: 'twitter:description', content: i.description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
    if (i.imageAlt) tags.push({ property: 'og:image:alt', content: i.imageAlt }, { name: 'twitter:image:alt', content: i.imageAlt });
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

/** Meta for a route that failed: a title naming the problem, kept out of search results. */
export function errorMeta(error: unknown, notFoundTitle = 'Page not found'): MetaDescriptor[] {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return [{ title: `${status === 404 ? notFoundTitle : 'Something went wrong'} | Gubbara` }, { name: 'robots', content: 'noindex' }];
}

/** The business's name as the owner last saved it, from the root loader (every page has it). */
export function businessNameFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root?.business.name ?? '';
}
