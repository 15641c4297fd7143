// What the product page's loader sends besides the product: the other products it shows and the texts
// its components only put in place, in the page's language (made by product-words.server.ts).
import type { Product } from '../../../shared/catalog.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { Messages } from '../shell/i18n.tsx';

/** Another product as the page shows it (a similar product, an add-on): its title in the page's language. */
export type ShownProduct = Pick<Product, 'id' | 'title' | 'category' | 'price' | 'image'>;

/** A similar product, with its "View Product" link's accessible name ("View Product: {title}"). */
export interface SimilarProduct extends ShownProduct {
  viewName: string;
  /** On a Hindi page, the language its title is shown in (English where the owner gave no Hindi). */
  lang?: Locale;
}

/** The page's texts made by its loader in the page's language. */
export interface ProductWords {
  /** The buy bar's name ("Buy this product") and its WhatsApp link's ("Ask about {title} on WhatsApp"). */
  buyBar: string;
  ask: string;
  /** The similar products' link text ("View Product") and the add-ons' heading ("Add to your decoration"). */
  view: string;
  addOns: string;
  /** The pincode field's label ("Check delivery to your pincode"). */
  pincode: string;
  /** The pincode check's texts in Hindi by their English, on a Hindi page; null on an English one. */
  pincodeHindi: Messages | null;
}
