// Product search: the limits the API, the /search page and the header's suggestions agree on, and the
// shapes they exchange. Kept free of zod so the header's suggestion code stays small in the browser.
import type { Product } from './product.ts';

/** A search is 1 to 100 characters once trimmed. */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions start once this many characters are typed (fewer match half the catalogue). */
export const SUGGEST_MIN_CHARS = 2;
/** Suggestions shown under the header's search box at most. */
export const SUGGESTION_LIMIT = 8;
/**
 * A search counts its matches exactly up to this many and lists only that many: a broader one answers
 * this `total` with `moreThan` set ("1,000+ products"), so no search costs more than this many rows.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** One suggestion: what the list shows and what opening it needs (the product page's address). */
export interface SearchSuggestion {
  id: number;
  title: string;
  /** The product's Hindi title, present only when the owner wrote one: the list on a Hindi page shows it. */
  titleHi?: string;
  /** The category's menu slug, for the product page's address. */
  category: string;
  price: number;
  /** The product's stored picture (a thumbnail is shown beside the title), or null when it has none. */
  image: string | null;
}

/** An owner's synonym: a search for `word` also finds products that say `means`. */
export interface Synonym {
  id: number;
  word: string;
  means: string;
}

/** One page of a search's products, in rank order. */
export interface SearchResult {
  /** Products matching, in all; SEARCH_COUNT_LIMIT when `moreThan` says there are more. */
  total: number;
  items: Product[];
  /** Present (true) when more than `total` products match: only the first `total` are listed. */
  moreThan?: true;
  /**
   * Present when not every word of the search found products together: the words the products were
   * found for ("helium balloon" for "helium balloon delhi"), as the results page says them.
   */
  showing?: string;
  /** Present when the search as typed found nothing and its typos forgiven did: the search spelt so ("balloon" for "balon"). */
  didYouMean?: string;
}
