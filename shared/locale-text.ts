// A product's or category's words in the page's language: the Hindi text the owner wrote when there is
// one, the English otherwise (a product without a Hindi title still shows on the Hindi pages, in English).
// Written for the /hi pages; takes only the fields it reads, so a Product, a SearchSuggestion with its
// Hindi title or a row of a listing all fit.

import type { Locale } from './locale.ts';

export type { Locale };

/** Text the owner may leave out: null (or absent, or only spaces) means there is none. */
const given = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

export function productTitle(p: { title: string; titleHi?: string | null }, locale: Locale): string {
  return locale === 'hi' && given(p.titleHi) ? p.titleHi : p.title;
}

export function productDescription(p: { description: string; descriptionHi?: string | null }, locale: Locale): string {
  return locale === 'hi' && given(p.descriptionHi) ? p.descriptionHi : p.description;
}

export function categoryName(c: { name: string; nameHi?: string | null }, locale: Locale): string {
  return locale === 'hi' && given(c.nameHi) ? c.nameHi : c.name;
}

/** The `lang` of a product's title as productTitle gives it: 'hi' only when the Hindi text is shown. */
export function productTitleLang(p: { titleHi?: string | null }, locale: Locale): Locale {
  return locale === 'hi' && given(p.titleHi) ? 'hi' : 'en';
}

/** The `lang` of a category's name as categoryName gives it: 'hi' only when the Hindi name is shown. */
export function categoryNameLang(c: { nameHi?: string | null }, locale: Locale): Locale {
  return locale === 'hi' && given(c.nameHi) ? 'hi' : 'en';
}
