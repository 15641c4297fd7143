// Product search for the API, the /search page and the header's suggestions, and the owner's synonyms.
//
// Ranking: products with every word in the title first, then the others; within each group by
// relevance (column weights title > category > colour/occasion/brand/material > description/about
// lines), or, when a group holds more than `rankLimit` products, by id: scoring tens of thousands of
// matches costs more than a phone waits for, and tells little when most titles say "balloon".
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { Product } from '../../../shared/catalog.ts';
import { cleanLine } from '../../../shared/forms.ts';
import { SUGGESTION_LIMIT, type SearchSuggestion, type Synonym } from '../../../shared/search.ts';
import { HttpError, notFound, parseOr400 } from '../../http-errors.ts';
import { productsByIds } from '../catalog/catalog.repository.ts';
import * as repo from './search.repository.ts';
import { INDEXED_WORD, type SearchPlan, TYPO_MIN_LENGTH, letterCount, planSearch, searchWords, typoAlternatives } from './search.query.ts';

export interface SearchResult {
  /** Products matching, in all. */
  total: number;
  items: Product[];
}

/** Above this many matches in a group, the group is listed by id instead of scored. */
export const RANK_LIMIT = 5_000;

const synonymWord = z
  .string({ message: 'is required' })
  .transform((v) => cleanLine(v).normalize('NFKC').toLowerCase())
  .pipe(
    z.string().min(2, 'must be at least 2 characters').max(50, 'must be at most 50 characters').regex(INDEXED_WORD, 'must be one word of letters and digits'),
  );

export const synonymInput = z
  .object({ word: synonymWord, means: synonymWord })
  .refine((v) => v.word !== v.means, { message: 'must differ from word', path: ['means'] });

export class SearchService {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #rankLimit: number;

  constructor(db: Kysely<Database>, dialect: Dialect, opts: { rankLimit?: number } = {}) {
    this.#db = db;
    this.#dialect = dialect;
    this.#rankLimit = opts.rankLimit ?? RANK_LIMIT;
  }

  /** One window of the ranked matches for `q` and how many there are; punctuation alone finds nothing. */
  async search(q: string, limit: number, offset = 0): Promise<SearchResult> {
    const found = await this.#match(q);
    if (!found) return { total: 0, items: [] };
    const ids = await this.#window(found.plan, found.counts, limit, offset);
    return { total: found.counts.total, items: await productsByIds(this.#db, ids) };
  }

  /** The first few matches, with only what the suggestion list shows. */
  async suggest(q: string): Promise<SearchSuggestion[]> {
    const { items } = await this.search(q, SUGGESTION_LIMIT);
    return items.map(({ id, title, category, price }) => ({ id, title, category, price }));
  }

  /** The query and its counts: as typed first, and only when that finds nothing, with typos forgiven. */
  async #match(q: string): Promise<{ plan: SearchPlan; counts: repo.MatchCounts } | undefined> {
    const words = searchWords(q);
    const synonyms = words.length > 0 ? await repo.listSynonyms(this.#db) : [];
    let plan = planSearch(words, synonyms);
    if (!plan) return undefined;
    let counts = await repo.countMatches(this.#db, this.#dialect, plan);
    if (counts.total === 0) {
      const typos = await this.#typos(words, synonyms);
      if (typos.size > 0) {
        plan = planSearch(words, synonyms, typos)!;
        counts = await repo.countMatches(this.#db, this.#dialect, plan);
      }
    }
    return { plan, counts };
  }

  /** For each long word, the catalogue's words (sharing its first letter) and synonyms one typo away. */
  async #typos(words: string[], synonyms: Synonym[]): Promise<Map<string, string[]>> {
    const byLetter = new Map<string, string[]>();
    const out = new Map<string, string[]>();
    for (const w of words) {
      if (letterCount(w) < TYPO_MIN_LENGTH) continue;
      const letter = String.fromCodePoint(w.codePointAt(0)!);
      let vocabulary = byLetter.get(letter);
      if (!vocabulary) {
        vocabulary = await repo.wordsStartingWith(this.#db, this.#dialect, letter);
        byLetter.set(letter, vocabulary);
      }
      const alternatives = typoAlternatives(w, vocabulary, synonyms);
      if (alternatives.length > 0) out.set(w, alternatives);
    }
    return out;
  }

  /** The ids at [offset, offset + limit) of title matches followed by the other matches. */
  async #window(plan: SearchPlan, counts: repo.MatchCounts, limit: number, offset: number): Promise<number[]> {
    const order = (n: number): repo.Order => (n <= this.#rankLimit ? 'relevance' : 'id');
    const ids: number[] = [];
    if (offset < counts.inTitle) ids.push(...(await repo.matchIds(this.#db, this.#dialect, plan, 'title', order(counts.inTitle), limit, offset)));
    const rest = counts.total - counts.inTitle;
    const restOffset = Math.max(0, offset - counts.inTitle);
    if (ids.length < limit && restOffset < rest)
      ids.push(...(await repo.matchIds(this.#db, this.#dialect, plan, 'rest', order(rest), limit - ids.length, restOffset)));
    return ids;
  }

  // ---- synonyms (the admin area) ----

  listSynonyms(): Promise<Synonym[]> {
    return repo.listSynonyms(this.#db);
  }

  /** Saves "a search for word also finds means": one word each, stored lower-case; 409 when it exists. */
  async addSynonym(body: unknown): Promise<Synonym> {
    const { word, means } = parseOr400(synonymInput, body, 'body');
    const taken = () => new HttpError(409, `"${word}" already means "${means}"`);
    if (await repo.findSynonym(this.#db, word, means)) throw taken();
    try {
      return { id: await repo.insertSynonym(this.#db, word, means), word, means };
    } catch (err) {
      // Saved by someone else in the meantime: the unique constraint refused this one.
      if (await repo.findSynonym(this.#db, word, means)) throw taken();
      throw err;
    }
  }

  async deleteSynonym(id: number): Promise<Synonym> {
    const gone = await repo.deleteSynonym(this.#db, id);
    if (!gone) throw notFound(`Synonym ${id} not found`);
    return gone;
  }
}
