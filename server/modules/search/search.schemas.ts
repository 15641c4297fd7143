// The search calls' input and answers: a product search answers {total, items} with the catalogue's
// product shape (catalog.schemas.ts); suggestions carry only what the list under the search box shows.
import { z } from 'zod';
import { pageQuery } from '../../../shared/catalog-schemas.ts';
import { SEARCH_MAX_LENGTH, type SearchSuggestion, type Synonym } from '../../../shared/search.ts';
import { type Assert, type Same, responseSchema } from '../../response-schema.ts';
import { productShape } from '../catalog/catalog.schemas.ts';

const q = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`);

export const searchQuery = pageQuery.extend({ q });
export const suggestQuery = z.object({ q });

const suggestionShape = z.object({ id: z.number().int(), title: z.string(), category: z.string(), price: z.number().int() });
export type SuggestionShapeIsSuggestion = Assert<Same<z.infer<typeof suggestionShape>, SearchSuggestion>>;

const synonymShape = z.object({ id: z.number().int(), word: z.string(), means: z.string() });
export type SynonymShapeIsSynonym = Assert<Same<z.infer<typeof synonymShape>, Synonym>>;

export const searchResponse = { response: { 200: responseSchema(z.object({ total: z.number().int(), items: z.array(productShape) })) } };
export const suggestResponse = { response: { 200: responseSchema(z.object({ items: z.array(suggestionShape) })) } };
export const synonymListResponse = { response: { 200: responseSchema(z.array(synonymShape)) } };
