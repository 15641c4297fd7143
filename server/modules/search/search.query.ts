// How a visitor's words become one full-text query, the same way on SQLite (FTS5) and PostgreSQL
// (tsquery): each word may be matched by any of its alternatives, every word must match.
//
// A word's alternatives are the word as a prefix ("bouq" finds "bouquet"), its singular and plural
// ("balloons" finds "balloon", "party" finds "parties") and what the owner's synonyms say it means
// ("gubbare" finds "balloon"). Only when that finds nothing are typos forgiven: a word of 4 or more
// letters then also accepts the catalogue's words one edit away, or one edit away once doubled letters
// are read as one ("ballon" and "balon" find "balloon"), found by the service in the index's own
// vocabulary. Words hold only letters, digits and combining marks, and
// every alternative is quoted, so nothing a visitor types is ever read as query syntax.
import type { Synonym } from '../../../shared/search.ts';

/** A word as the index stores it: letters and digits, with the combining marks of scripts such as Devanagari. */
export const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
/** One whole word of that kind (what a synonym must be, and what may be quoted into a query). */
export const INDEXED_WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u;

/**
 * Dropped from a search that has other words: they are in few product texts, and requiring them
 * would hide what "balloons for birthday" or "shaadi ke liye gubbare" clearly ask for.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'on', 'to', 'ke', 'ki', 'ka', 'liye', 'aur', 'wala', 'wale', 'wali']);

/** Typos are forgiven in words at least this long; shorter ones have too many neighbours. */
export const TYPO_MIN_LENGTH = 4;
/** Catalogue words accepted for one mistyped word at most: enough for real neighbours, a bounded query. */
const MAX_TYPO_ALTERNATIVES = 8;

export const letterCount = (w: string) => [...w].length;

/** The search's distinct words, lower-cased, in the order typed; stop words go unless nothing else is left. */
export function searchWords(q: string): string[] {
  const all = [...new Set(q.normalize('NFKC').toLowerCase().match(WORD) ?? [])];
  const kept = all.filter((w) => !STOP_WORDS.has(w));
  return kept.length > 0 ? kept : all;
}

/** The English singular of a plural ("balloons", "parties", "boxes"); other words as they are. */
export function singular(w: string): string {
  if (w.length <= 3 || !/[a-z]$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The English plural; as a prefix it only adds something for words like "party" → "parties". */
export function plural(w: string): string {
  if (w.length < 3 || !/[a-z]$/.test(w)) return w;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

function inflections(w: string): string[] {
  return [...new Set([w, singular(w), plural(w)])];
}

/** True when `b` is `a` with at most one letter inserted, removed, replaced, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The word with each run of one letter read as one ("balloon" → "balon"): how doubled letters are misspelt. */
export const squashed = (w: string) => w.replace(/(.)\1+/gu, '$1');

/**
 * How far `candidate` is from what was typed (`forms`: the word and its singular), or undefined when
 * too far: 0 when only doubled letters differ, 1 for one edit, 2 for one edit besides doubled letters.
 */
function typoDistance(forms: readonly string[], candidate: string): number | undefined {
  const c = squashed(candidate);
  if (forms.some((f) => squashed(f) === c)) return 0;
  if (forms.some((f) => withinOneEdit(f, candidate))) return 1;
  if (forms.some((f) => withinOneEdit(squashed(f), c))) return 2;
  return undefined;
}

/**
 * What a mistyped word may have meant, nearest first (then alphabetically): the catalogue words
 * (`vocabulary`, those sharing its first letter) and the meanings of synonyms within reach of it or
 * its singular (see typoDistance). A word the typed one already finds as a prefix or a plural adds
 * nothing and is left out.
 */
export function typoAlternatives(word: string, vocabulary: readonly string[], synonyms: readonly Synonym[]): string[] {
  const forms = [...new Set([word, singular(word)])];
  const covered = (candidate: string) => inflections(word).some((f) => candidate.startsWith(f)) || forms.includes(candidate);
  const found = new Map<string, number>();
  const offer = (term: string, d: number) => {
    if (!covered(term) && d < (found.get(term) ?? Infinity)) found.set(term, d);
  };
  for (const term of vocabulary) {
    const d = typoDistance(forms, term);
    if (d !== undefined) offer(term, d);
  }
  for (const s of synonyms) {
    const d = typoDistance(forms, s.word);
    if (d !== undefined) for (const m of inflections(s.means)) offer(m, d);
  }
  return [...found]
    .sort(([a, da], [b, db]) => da - db || a.localeCompare(b))
    .slice(0, MAX_TYPO_ALTERNATIVES)
    .map(([t]) => t);
}

/** One word's alternatives: matched as prefixes, or whole (a single letter or digit, which would match too much as a prefix). */
export interface WordMatch {
  prefixes: string[];
  exact: string[];
}

/** Every word must match; undefined when there is nothing to search for. */
export type SearchPlan = WordMatch[];

/** A prefix covered by a shorter one adds nothing ("balloon" covers "balloons"). */
function compact(prefixes: Set<string>, exact: Set<string>): WordMatch {
  const p = [...prefixes].filter((a) => INDEXED_WORD.test(a)).sort();
  const keep = p.filter((a) => !p.some((b) => b !== a && a.startsWith(b)));
  const whole = [...exact].filter((e) => INDEXED_WORD.test(e) && !keep.some((b) => e.startsWith(b))).sort();
  return { prefixes: keep, exact: whole };
}

/** The query for these words; `typos` adds what mistyped words may have meant (see typoAlternatives). */
export function planSearch(words: readonly string[], synonyms: readonly Synonym[], typos?: ReadonlyMap<string, readonly string[]>): SearchPlan | undefined {
  if (words.length === 0) return undefined;
  const plan = words.map((w) => {
    const prefixes = new Set<string>();
    const exact = new Set<string>();
    const forms = inflections(w);
    if (letterCount(w) === 1) exact.add(w);
    else for (const f of forms) prefixes.add(f);
    for (const s of synonyms) if (forms.includes(s.word)) for (const m of inflections(s.means)) (letterCount(m) === 1 ? exact : prefixes).add(m);
    for (const t of typos?.get(w) ?? []) prefixes.add(t);
    return compact(prefixes, exact);
  });
  return plan.every((m) => m.prefixes.length + m.exact.length > 0) ? plan : undefined;
}

/** A prefix that starts this many catalogue words at most is sent as those words (see wholeWords). */
export const MAX_PREFIX_WORDS = 16;

/** The first letter of a word (a whole code point), under which its vocabulary is looked up. */
export const firstLetter = (w: string) => String.fromCodePoint(w.codePointAt(0)!);

/**
 * The plan with each prefix replaced by the catalogue words it starts (`vocabulary(letter)`: the
 * index's words with that first letter), when there are at most MAX_PREFIX_WORDS of them. SQLite's
 * FTS5 reads a prefix by gathering every matching entry first (about 8 ms for a word in 100,000
 * products) where whole words are looked up and skipped through (0.1 ms), so "red heart balloon"
 * costs what its rarest word costs. A prefix no catalogue word starts with is dropped; a word left
 * with nothing matches nothing, and so does the plan (undefined).
 */
export function wholeWords(plan: SearchPlan, vocabulary: (letter: string) => readonly string[]): SearchPlan | undefined {
  const out: SearchPlan = [];
  for (const m of plan) {
    const prefixes: string[] = [];
    const exact = new Set(m.exact);
    for (const p of m.prefixes) {
      const words = vocabulary(firstLetter(p)).filter((w) => w.startsWith(p));
      if (words.length > MAX_PREFIX_WORDS) prefixes.push(p);
      else for (const w of words) exact.add(w);
    }
    if (prefixes.length + exact.size === 0) return undefined;
    out.push({ prefixes, exact: [...exact].filter((e) => INDEXED_WORD.test(e)).sort() });
  }
  return out;
}

// ---- the two databases' query languages ----

function ftsWord(m: WordMatch): string {
  return `(${[...m.prefixes.map((p) => `"${p}"*`), ...m.exact.map((e) => `"${e}"`)].join(' OR ')})`;
}

/** An FTS5 MATCH expression: every word in any column, or (`inTitle`) every word in the title. */
export function ftsMatch(plan: SearchPlan, inTitle = false): string {
  const all = plan.map(ftsWord).join(' AND ');
  return inTitle ? `{title} : (${all})` : all;
}

/** An FTS5 MATCH expression for products that match, but not with every word in the title. */
export function ftsMatchOutsideTitle(plan: SearchPlan): string {
  return `(${ftsMatch(plan)}) NOT ${ftsMatch(plan, true)}`;
}

/** A PostgreSQL tsquery (for to_tsquery('simple', …)) of the same meaning. */
export function tsQuery(plan: SearchPlan): string {
  return plan.map((m) => `(${[...m.prefixes.map((p) => `'${p}':*`), ...m.exact.map((e) => `'${e}'`)].join(' | ')})`).join(' & ');
}
