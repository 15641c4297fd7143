// The product page's words that its scripts only put in place, made by its loader in the page's
// language (as the title, the trail and the WhatsApp chat text are): the buy bar's and the links'
// accessible names, the similar products and add-ons as they are named, and the pincode check's label
// and, on a Hindi page, its texts. So neither the English templates nor their Hindi weigh on the
// product page's bundle; an English page gets the same English texts the components used to write.
import type { Product } from '../../../shared/catalog.ts';
import type { Locale } from '../../../shared/locale.ts';
import { productTitle, productTitleLang } from '../../../shared/locale-text.ts';
import { type Messages, translate } from '../shell/i18n.tsx';
import { HINDI_MESSAGES } from '../shell/messages.hi.server.ts';
import { PINCODE_CHECK_TEXTS } from '../leads/pincode-check.tsx';
import type { ProductWords, ShownProduct, SimilarProduct } from './product-words.ts';

const messagesOf = (locale: Locale): Messages | null => (locale === 'hi' ? HINDI_MESSAGES : null);

/** The words of the page of product `p`, naming it by its title in the page's language. */
export function productWords(p: Pick<Product, 'title' | 'titleHi'>, locale: Locale): ProductWords {
  const messages = messagesOf(locale);
  const title = productTitle(p, locale);
  return {
    buyBar: translate(messages, 'Buy this product'),
    ask: translate(messages, 'Ask about {title} on WhatsApp', { title }),
    view: translate(messages, 'View Product'),
    addOns: translate(messages, 'Add to your decoration'),
    pincode: translate(messages, 'Check delivery to your pincode'),
    // Only the check's own texts, not every message: the English page's check needs none.
    pincodeHindi: messages ? Object.fromEntries(PINCODE_CHECK_TEXTS.map((text) => [text, translate(messages, text)])) : null,
  };
}

/** Another product as a card on the page shows it: its title in the page's language. */
export function shownProduct(p: Product, locale: Locale): ShownProduct {
  return { id: p.id, title: productTitle(p, locale), category: p.category, price: p.price, image: p.image };
}

/** A similar product with its "View Product" link's accessible name, naming it as its card does. */
export function similarProduct(p: Product, locale: Locale): SimilarProduct {
  const shown = shownProduct(p, locale);
  const named = { ...shown, viewName: translate(messagesOf(locale), 'View Product: {title}', { title: shown.title }) };
  return locale === 'hi' ? { ...named, lang: productTitleLang(p, locale) } : named;
}
