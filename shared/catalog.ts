// What the pages need of the catalogue's shapes, shared by the API and the pages. Kept free of zod so
// that components importing it do not ship the validator to the browser.

// The types come from the definitions (product.ts, category.ts); importing only their types keeps zod out.
import { MAX_ABOUT_LINES } from './constants.ts';
import type { Product } from './product.ts';
export type { Product };
export type { Category } from './category.ts';

/** A product's sitemap entry: where it lives and when it last changed. */
export interface SitemapProduct {
  id: number;
  category: string;
  updatedAt: string;
}

export function aboutLines(p: Product): string[] {
  const out: string[] = [];
  for (let i = 1; i <= MAX_ABOUT_LINES; i++) {
    const v = p[`about${i}` as keyof Product];
    if (typeof v === 'string' && v.trim() !== '') out.push(v);
  }
  return out;
}

export function productImageUrl(filename: string): string {
  return `/api/admin/uploads/product?filename=${encodeURIComponent(filename)}`;
}
/** The picture for link previews (Open Graph, WhatsApp): a 640 px JPEG, the most widely understood format. */
export function previewImageUrl(filename: string): string {
  return `${productImageUrl(filename)}&w=640&format=jpeg`;
}

export function categoryImageUrl(filename: string): string {
  return `/api/admin/uploads?filename=${encodeURIComponent(filename)}`;
}
