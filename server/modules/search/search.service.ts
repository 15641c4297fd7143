// Product search for the API, the /search page and the header's suggestions, and the owner's synonyms.
//
// Ranking: products with every word in the title first, then the others; within each group by
// relevance (column weights title > category > colour/occasion/brand/material > description/about
// lines), or, when the search matches more than `rankLimit` products, by id: scoring thousands of
// matches costs more than a phone waits for (PostgreSQL's ts_rank about 10 µs each on 2 cores), and
// tells little when most titles say "balloon".
//
// Bounded work: matches are counted only up to SEARCH_COUNT_LIMIT (the count query stops there), and a
// search that finds more answers that many with `moreThan` and lists only its first SEARCH_COUNT_LIMIT
// matches as the index gives them cheaply: title matches then the others, each by id (newest first:
// the highest ids, which is exactly the newest listing's start). A price order sorts those; filters
// narrow the matches before they are counted or taken. On SQLite the search reads through `reader`,
// a connection in a worker thread (db/sqlite-reader.ts): node:sqlite is synchronous, so on the server's
// thread even a bounded search would hold every other visitor for as long as it takes.
import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { cleanLine } from '../../../shared/forms.ts';
import { SEARCH_COUNT_LIMIT, SUGGESTION_LIMIT, type SearchResult, type SearchSuggestion, type Synonym } from '../../../shared/search.ts';
import type { ListingQuery, SearchSort } from '../../../shared/listing.ts';
import { HttpError, notFound, parseOr400 } from '../../http-errors.ts';
import { type ProductFilters, hasFilter, productsByIds } from '../catalog/catalog.repository.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import * as repo from './search.repository.ts';
import {
  INDEXED_WORD,
  type SearchPlan,
  WORD,
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

/** What a search finds: the plan as sent, how many (to one past SEARCH_COUNT_LIMIT), and how it was read. */
interface Found {
  plan: SearchPlan;
  total: number;
  showing?: string;
  didYouMean?: string;
}

/** A search's words tried one by one when together they find nothing; more are rarely typed. */
const FEWER_WORDS_MAX = 6;
/** Sets of those words counted at most, beyond each word alone. */
const FEWER_WORDS_SETS = 12;

/** The sets of `size` items of `items`, in order (the first words typed first). */
function* subsets<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) for (const rest of subsets(items, size - 1, i + 1)) yield [items[i]!, ...rest];
}

/** The search's words as typed (stop words too), each mistyped one replaced by its nearest catalogue word. */
function respelt(q: string, typos: ReadonlyMap<string, readonly string[]>): string {
  return (q.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => typos.get(w)?.[0] ?? w).join(' ');
}

/** Letters whose words are kept: a shop's words start with a few dozen (Latin, digits, Devanagari). */
export const VOCABULARY_LETTERS = 200;

export class SearchService {
  readonly #db: Kysely<Database>;
  /** Where searches read: on SQLite a connection in a worker thread, so no search holds the server's thread. */
  readonly #read: Kysely<Database>;
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

  constructor(db: Kysely<Database>, dialect: Dialect, opts: { rankLimit?: number; catalogueVersion?: CatalogueVersion; reader?: Kysely<Database> } = {}) {
    this.#db = db;
    this.#read = opts.reader ?? db;
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
   * One window of the matches for `q` (ranked unless sorted) and how many there are within the filters,
   * up to SEARCH_COUNT_LIMIT (`moreThan` when more match); punctuation alone finds nothing. Whether typos are forgiven depends on the words alone: a search
   * whose words match products, none of them within the filters, finds nothing rather than whatever a
   * misspelling of its words would.
   */
  async search(q: string, limit: number, offset = 0, opts: SearchOptions = {}): Promise<SearchResult> {
    const found = await this.#match(q);
    if (found && found.total > 0 && hasFilter(opts.filters))
      found.total = await repo.countMatches(this.#read, this.#dialect, found.plan, false, opts.filters, SEARCH_COUNT_LIMIT + 1);
    const broad = (found?.total ?? 0) > SEARCH_COUNT_LIMIT;
    const total = Math.min(found?.total ?? 0, SEARCH_COUNT_LIMIT);
    const more = {
      ...(broad ? { moreThan: true as const } : {}),
      ...(found?.showing ? { showing: found.showing } : {}),
      ...(found?.didYouMean ? { didYouMean: found.didYouMean } : {}),
    };
    if (!found || offset >= total) return { total, items: [], ...more };
    // A window never reaches past the matches counted: a broad search lists only its first ones.
    const size = Math.min(limit, total - offset);
    const sort = opts.sort ?? 'relevance';
    let ids: number[];
    if (sort === 'relevance') ids = await this.#window(found.plan, found.total, size, offset, opts.filters);
    else if (sort === 'newest' || !broad) ids = await repo.matchIds(this.#read, this.#dialect, found.plan, 'all', sort, size, offset, opts.filters);
    else ids = await repo.byPrice(this.#read, await this.#firstMatches(found.plan, opts.filters), sort, size, offset);
    return { total, items: await productsByIds(this.#read, ids), ...more };
  }

  /** The first SEARCH_COUNT_LIMIT matches within the filters, as the index gives them: title matches first, each group by id. */
  async #firstMatches(plan: SearchPlan, filters: ProductFilters | undefined): Promise<number[]> {
    const inTitle = await repo.matchIds(this.#read, this.#dialect, plan, 'title', 'id', SEARCH_COUNT_LIMIT, 0, filters);
    if (inTitle.length === SEARCH_COUNT_LIMIT) return inTitle;
    return [...inTitle, ...(await repo.matchIds(this.#read, this.#dialect, plan, 'rest', 'id', SEARCH_COUNT_LIMIT - inTitle.length, 0, filters))];
  }

  /** The first few matches, with only what the suggestion list shows (the Hindi title only when there is one). */
  async suggest(q: string): Promise<SearchSuggestion[]> {
    const { items } = await this.search(q, SUGGESTION_LIMIT);
    return items.map(({ id, title, titleHi, category, price, image }) => ({ id, title, ...(titleHi?.trim() ? { titleHi } : {}), category, price, image }));
  }

  /**
   * The query and how many it finds (up to one past SEARCH_COUNT_LIMIT): as typed first; only when
   * that finds nothing, with typos forgiven (and how the search would be spelt so, `didYouMean`); and
   * only when that finds nothing either, with fewer words (see #fewerWords).
   */
  async #match(q: string): Promise<Found | undefined> {
    const words = searchWords(q);
    const synonyms = words.length > 0 ? await repo.listSynonyms(this.#read) : [];
    const plan = planSearch(words, synonyms);
    if (!plan) return undefined;
    const found = await this.#count(plan);
    if (found.total > 0) return found;
    const typos = await this.#typos(words, synonyms);
    if (typos.size > 0) {
      const forgiven = await this.#count(planSearch(words, synonyms, typos)!);
      if (forgiven.total > 0) return { ...forgiven, didYouMean: respelt(q, typos) };
    }
    return (await this.#fewerWords(words, synonyms, typos)) ?? found;
  }

  /**
   * A search some of whose words find nothing together ("helium balloon delhi"): the largest set of
   * its words that finds products together, and among sets of one size the one finding most; a word
   * counts as typed, or else with its typos forgiven. `showing` says which words, as they matched.
   * Bounded: the first FEWER_WORDS_MAX words are tried; a word none of whose alternatives is in the
   * index's vocabulary is left out without a query (a word every product has costs as much to find
   * once as to count), then at most FEWER_WORDS_SETS sets are counted.
   */
  async #fewerWords(words: string[], synonyms: Synonym[], typos: Map<string, string[]>): Promise<Found | undefined> {
    if (words.length < 2) return undefined;
    const alone: { word: string; shown: string; typos: boolean }[] = [];
    for (const word of words.slice(0, FEWER_WORDS_MAX)) {
      if (await this.#inVocabulary(planSearch([word], synonyms)!)) alone.push({ word, shown: word, typos: false });
      else if (typos.has(word) && (await this.#inVocabulary(planSearch([word], synonyms, typos)!)))
        alone.push({ word, shown: typos.get(word)![0]!, typos: true });
    }
    let budget = FEWER_WORDS_SETS;
    for (let size = Math.min(alone.length, words.length - 1); size >= 1; size--) {
      let best: { set: typeof alone; found: Found } | undefined;
      for (const set of subsets(alone, size)) {
        if (budget-- <= 0 && size > 1) break;
        const fixes = new Map(set.filter((w) => w.typos).map((w) => [w.word, typos.get(w.word)!]));
        const found = await this.#count(
          planSearch(
            set.map((w) => w.word),
            synonyms,
            fixes,
          )!,
        );
        if (found.total > (best?.found.total ?? 0)) best = { set, found };
      }
      if (best) return { ...best.found, showing: best.set.map((w) => w.shown).join(' ') };
    }
    return undefined;
  }

  /**
   * False when no word of the index can match some word of the plan, read in the kept vocabulary.
   * PostgreSQL's list holds words of 4 or more letters with a letter in them, so shorter alternatives
   * and numbers are taken as possible.
   */
  async #inVocabulary(plan: SearchPlan): Promise<boolean> {
    const sure = (w: string) => letterCount(w) >= 4 && /\p{L}/u.test(w);
    for (const m of plan) {
      let possible = m.exact.some((e) => !sure(e)) || m.prefixes.some((p) => !sure(p));
      for (const p of m.prefixes) if (!possible) possible = (await this.#wordsStartingWith(firstLetter(p))).some((w) => w.startsWith(p));
      for (const e of m.exact) if (!possible) possible = (await this.#wordsStartingWith(firstLetter(e))).includes(e);
      if (!possible) return false;
    }
    return true;
  }

  /** How many a plan finds, and the plan as sent: on SQLite with prefixes as the few whole words they start. */
  async #count(plan: SearchPlan): Promise<Found> {
    if (this.#dialect !== 'sqlite') return { plan, total: await repo.countMatches(this.#read, this.#dialect, plan, false, undefined, SEARCH_COUNT_LIMIT + 1) };
    // A word missing from the kept vocabulary would not be searched at all: the version is read now
    // (one row), so a product written a moment ago by any means is found at once, not at the next poll.
    await this.#catalogueVersion?.refresh();
    const letters = [...new Set(plan.flatMap((m) => m.prefixes.map(firstLetter)))];
    const vocabulary = new Map(await Promise.all(letters.map(async (l) => [l, await this.#wordsStartingWith(l)] as const)));
    const sent = wholeWords(plan, (l) => vocabulary.get(l) ?? []);
    if (!sent) return { plan, total: 0 };
    return { plan: sent, total: await repo.countMatches(this.#read, this.#dialect, sent, false, undefined, SEARCH_COUNT_LIMIT + 1) };
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
    if (!this.#catalogueVersion) return repo.wordsStartingWith(this.#read, this.#dialect, letter);
    let words = this.#vocabulary.get(letter);
    if (!words) {
      words = repo.wordsStartingWith(this.#read, this.#dialect, letter);
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
    const ids = await repo.matchIds(this.#read, this.#dialect, plan, 'title', order, limit, offset, filters);
    if (ids.length === limit) return ids;
    // The title matches end inside this window, or before it (then only a count says where).
    const inTitle = ids.length > 0 || offset === 0 ? offset + ids.length : await repo.countMatches(this.#read, this.#dialect, plan, true, filters, offset);
    const rest = await repo.matchIds(this.#read, this.#dialect, plan, 'rest', order, limit - ids.length, Math.max(0, offset - inTitle), filters);
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
