// Per-page <title>, description, canonical URL, Open Graph / Twitter tags and JSON-LD.
import type { MetaDescriptor } from 'react-router';

export interface RootData {
  origin: string;
  business: { name: string };
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
}

export function seo(i: SeoInput): MetaDescriptor[] {
  const url = i.origin + i.path;
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
    { property: 'og:locale', content: 'en_IN' },
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
