// The product page's WhatsApp chat text, made by its loader: the page's scripts only put it in the link,
// so neither the words nor the Hindi messages weigh on the product page's bundle.
import type { Product } from '../../../shared/catalog.ts';
import { type Locale, localHref } from '../../../shared/locale.ts';
import { productTitle } from '../../../shared/locale-text.ts';
import { productHref } from '../../../shared/urls.ts';
import { translate } from '../shell/i18n.tsx';
import { HINDI_MESSAGES } from '../shell/messages.hi.server.ts';

/** The chat's text as a template; its Hindi is in messages.hi.server.ts. */
export const PRODUCT_ASK_TEXT = 'Hello, I would like to know more about {title}: {url}';

/** The text in the page's language, naming the product's page in it (under /hi on a Hindi page). */
export function productAskText(p: Pick<Product, 'id' | 'title' | 'titleHi' | 'category'>, locale: Locale, origin: string): string {
  return translate(locale === 'hi' ? HINDI_MESSAGES : null, PRODUCT_ASK_TEXT, {
    title: productTitle(p, locale),
    url: origin + localHref(productHref(p), locale),
  });
}
