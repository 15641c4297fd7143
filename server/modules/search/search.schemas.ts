// The search calls' input and answers: a product search answers {total, items, moreThan?} with the catalogue's
// product shape (catalog.schemas.ts); suggestions carry only what the list under the search box shows.
import { z } from 'zod';
import { pageQuery } from '../../../shared/catalog-schemas.ts';
import { SEARCH_MAX_LENGTH, type SearchResult, type SearchSuggestion, type Synonym } from '../../../shared/search.ts';
import { FILTER_TEXT_MAX, MAX_PRICE_BOUND, SEARCH_SORTS, filterText, priceBound } from '../../../shared/listing.ts';
import { type Assert, type Same, errorAnswers } from '../../response-schema.ts';
import { productShape } from '../../../shared/product.ts';

const q = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`);

/** An empty value is no bound, as a form left blank sends it (?min=&max=). */
const bound = z
  .string({ message: 'must be a whole number of rupees' })
  .refine((v) => v.trim() === '' || priceBound(v) !== null, `must be a whole number of rupees from 0 to ${MAX_PRICE_BOUND}`)
  .transform((v) => priceBound(v))
  .optional();

/** A colour or occasion to narrow by; an empty value is none, as a form left blank sends it. */
const filterTextQuery = z
  .string({ message: 'must be text' })
  .refine((v) => v.trim() === '' || filterText(v) !== undefined, `must be at most ${FILTER_TEXT_MAX} letters, digits, spaces or hyphens`)
  .transform((v) => filterText(v))
  .optional();

/** The search page's sorting and filters, strictly: the page ignores a value it cannot use, the API says what is wrong. */
export const searchQuery = pageQuery
  .extend({
    q,
    sort: z.enum(SEARCH_SORTS, { message: `must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
    min: bound,
    max: bound,
    stock: z.enum(['0', '1', ''], { message: 'must be 1 (in stock only) or 0' }).optional(),
    colour: filterTextQuery,
    occasion: filterTextQuery,
  })
  .refine((v) => v.min == null || v.max == null || v.min <= v.max, { message: 'must not be more than max', path: ['min'] });
export const suggestQuery = z.object({ q });

const suggestionShape = z.object({
  id: z.number().int(),
  title: z.string(),
  titleHi: z.string().optional().meta({ description: "The product's Hindi title; absent when the owner wrote none. The list on a Hindi page shows it." }),
  category: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
});
export type SuggestionShapeIsSuggestion = Assert<Same<z.infer<typeof suggestionShape>, SearchSuggestion>>;

export const synonymShape = z.object({ id: z.number().int(), word: z.string(), means: z.string() });
export type SynonymShapeIsSynonym = Assert<Same<z.infer<typeof synonymShape>, Synonym>>;

const searchResultShape = z.object({
  total: z.number().int(),
  items: z.array(productShape),
  moreThan: z.literal(true).optional(),
  showing: z.string().optional(),
  didYouMean: z.string().optional(),
});
export type SearchResultShapeIsSearchResult = Assert<Same<z.infer<typeof searchResultShape>, SearchResult>>;
export const searchResponse = { response: { 200: searchResultShape, ...errorAnswers } };
export const suggestResponse = { response: { 200: z.object({ items: z.array(suggestionShape) }), ...errorAnswers } };
export const synonymListResponse = { response: { 200: z.array(synonymShape), ...errorAnswers } };
