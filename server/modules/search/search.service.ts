// Product search for the API, the /search page and the header's suggestions, and the owner's synonyms.
//
// Ranking: products with every word in the title first, then the others; within each group by
// relevance (column weights title > category > colour/occasion/brand/material > description/about
// lines), or, when the search matches more than `rankLimit` products, by id: scoring thousands of
// matches costs more than a phone waits for (PostgreSQL's ts_rank about 10 µs each on 2 cores), and
// tells little when most titles say "balloon".
import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { cleanLine } from '../../../shared/forms.ts';
import { SUGGESTION_LIMIT, type SearchResult, type SearchSuggestion, type Synonym } from '../../../shared/search.ts';
import type { ListingQuery, SearchSort } from '../../../shared/listing.ts';
import { HttpError, notFound, parseOr400 } from '../../http-errors.ts';
import { type ProductFilters, hasFilter, productsByIds } from '../catalog/catalog.repository.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import * as repo from './search.repository.ts';
import {
  INDEXED_WORD,
  type SearchPlan,
  TYPO_MIN_LENGTH,
  firstLetter,
  letterCount,
  planSearch,
  searchWords,
  typoAlternatives,
  wholeWords,
} from './search.query.ts';

/** How a search's matches are listed: ranked (the default), newest first or by price, and narrowed. */
export type SearchOptions = ListingQuery<SearchSort>;

/** Above this many matches, each group is listed by id instead of scored. */
export const RANK_LIMIT = 1_000;

const synonymWord = z
  .string({ message: 'is required' })
  .transform((v) => cleanLine(v).normalize('NFKC').toLowerCase())
  .pipe(
    z.string().min(2, 'must be at least 2 characters').max(50, 'must be at most 50 characters').regex(INDEXED_WORD, 'must be one word of letters and digits'),
  );

export const synonymInput = z
  .object({ word: synonymWord, means: synonymWord })
  .refine((v) => v.word !== v.means, { message: 'must differ from word', path: ['means'] });

/** Letters whose words are kept: a shop's words start with a few dozen (Latin, digits, Devanagari). */
export const VOCABULARY_LETTERS = 200;

export class SearchService {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #rankLimit: number;
  /**
   * The index's words by first letter, where typos are looked up and (SQLite) prefixes turned into
   * whole words: read once per catalogue version (reading them back from a large index costs
   * milliseconds a letter) and dropped when it moves; without a catalogue version to follow, read
   * every time. Bounded, least recently used first out: every character a visitor types first is a letter.
   */
  readonly #vocabulary = new LRUCache<string, Promise<string[]>>({ max: VOCABULARY_LETTERS });
  readonly #catalogueVersion: CatalogueVersion | undefined;

  constructor(db: Kysely<Database>, dialect: Dialect, opts: { rankLimit?: number; catalogueVersion?: CatalogueVersion } = {}) {
    this.#db = db;
    this.#dialect = dialect;
    this.#rankLimit = opts.rankLimit ?? RANK_LIMIT;
    this.#catalogueVersion = opts.catalogueVersion;
    opts.catalogueVersion?.onChange(() => this.#vocabulary.clear());
  }

  /** How many letters' words are kept now. */
  get vocabularyLetters(): number {
    return this.#vocabulary.size;
  }

  /**
   * One window of the matches for `q` (ranked unless sorted) and how many there are within the filters;
   * punctuation alone finds nothing. Whether typos are forgiven depends on the words alone: a search
   * whose words match products, none of them within the filters, finds nothing rather than whatever a
   * misspelling of its words would.
   */
  async search(q: string, limit: number, offset = 0, opts: SearchOptions = {}): Promise<SearchResult> {
    const found = await this.#match(q);
    if (found && found.total > 0 && hasFilter(opts.filters)) found.total = await repo.countMatches(this.#db, this.#dialect, found.plan, false, opts.filters);
    if (!found || offset >= found.total) return { total: found?.total ?? 0, items: [] };
    const sort = opts.sort ?? 'relevance';
    const ids =
      sort === 'relevance'
        ? await this.#window(found.plan, found.total, limit, offset, opts.filters)
        : await repo.matchIds(this.#db, this.#dialect, found.plan, 'all', sort, limit, offset, opts.filters);
    return { total: found.total, items: await productsByIds(this.#db, ids) };
  }

  /** The first few matches, with only what the suggestion list shows. */
  async suggest(q: string): Promise<SearchSuggestion[]> {
    const { items } = await this.search(q, SUGGESTION_LIMIT);
    return items.map(({ id, title, category, price }) => ({ id, title, category, price }));
  }

  /** The query and how many it finds: as typed first, and only when that finds nothing, with typos forgiven. */
  async #match(q: string): Promise<{ plan: SearchPlan; total: number } | undefined> {
    const words = searchWords(q);
    const synonyms = words.length > 0 ? await repo.listSynonyms(this.#db) : [];
    const plan = planSearch(words, synonyms);
    if (!plan) return undefined;
    let found = await this.#count(plan);
    if (found.total === 0) {
      const typos = await this.#typos(words, synonyms);
      if (typos.size > 0) found = await this.#count(planSearch(words, synonyms, typos)!);
    }
    return found;
  }

  /** How many a plan finds, and the plan as sent: on SQLite with prefixes as the few whole words they start. */
  async #count(plan: SearchPlan): Promise<{ plan: SearchPlan; total: number }> {
    if (this.#dialect !== 'sqlite') return { plan, total: await repo.countMatches(this.#db, this.#dialect, plan) };
    // A word missing from the kept vocabulary would not be searched at all: the version is read now
    // (one row), so a product written a moment ago by any means is found at once, not at the next poll.
    await this.#catalogueVersion?.refresh();
    const letters = [...new Set(plan.flatMap((m) => m.prefixes.map(firstLetter)))];
    const vocabulary = new Map(await Promise.all(letters.map(async (l) => [l, await this.#wordsStartingWith(l)] as const)));
    const sent = wholeWords(plan, (l) => vocabulary.get(l) ?? []);
    if (!sent) return { plan, total: 0 };
    return { plan: sent, total: await repo.countMatches(this.#db, this.#dialect, sent) };
  }

  /** For each long word, the catalogue's words (sharing its first letter) and synonyms one typo away. */
  async #typos(words: string[], synonyms: Synonym[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const w of words) {
      if (letterCount(w) < TYPO_MIN_LENGTH) continue;
      const alternatives = typoAlternatives(w, await this.#wordsStartingWith(firstLetter(w)), synonyms);
      if (alternatives.length > 0) out.set(w, alternatives);
    }
    return out;
  }

  #wordsStartingWith(letter: string): Promise<string[]> {
    if (!this.#catalogueVersion) return repo.wordsStartingWith(this.#db, this.#dialect, letter);
    let words = this.#vocabulary.get(letter);
    if (!words) {
      words = repo.wordsStartingWith(this.#db, this.#dialect, letter);
      // A failed read is not kept: the next search asks the database again.
      words.catch(() => this.#vocabulary.delete(letter));
      this.#vocabulary.set(letter, words);
    }
    return words;
  }

  /**
   * The ids at [offset, offset + limit) of title matches followed by the other matches. The title
   * matches are counted only when the window goes past them (a first page of a broad search never does).
   */
  async #window(plan: SearchPlan, total: number, limit: number, offset: number, filters: ProductFilters | undefined): Promise<number[]> {
    const order: repo.Order = total <= this.#rankLimit ? 'relevance' : 'id';
    const ids = await repo.matchIds(this.#db, this.#dialect, plan, 'title', order, limit, offset, filters);
    if (ids.length === limit) return ids;
    // The title matches end inside this window, or before it (then only a count says where).
    const inTitle = ids.length > 0 || offset === 0 ? offset + ids.length : await repo.countMatches(this.#db, this.#dialect, plan, true, filters);
    const rest = await repo.matchIds(this.#db, this.#dialect, plan, 'rest', order, limit - ids.length, Math.max(0, offset - inTitle), filters);
    return [...ids, ...rest];
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
