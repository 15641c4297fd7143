// The search query planner: words, plurals, the one-typo rule, synonyms, and the query texts both
// databases receive (quoted alternatives only, whatever was typed).
import { describe, expect, it } from 'vitest';
import {
  ftsMatch,
  ftsMatchOutsideTitle,
  planSearch,
  plural,
  searchWords,
  singular,
  tsQuery,
  typoAlternatives,
  wholeWords,
  withinOneEdit,
} from '../../server/modules/search/search.query.ts';

const SYNONYMS = [
  { id: 1, word: 'gubbare', means: 'balloon' },
  { id: 2, word: 'jhula', means: 'swing' },
  { id: 3, word: 'jhula', means: 'jumping' },
];

describe('searchWords', () => {
  it.each([
    ['Red  Heart-Shaped BALLOONS!', ['red', 'heart', 'shaped', 'balloons']],
    ['"ballon"* NEAR(heart) OR -x:%', ['ballon', 'near', 'heart', 'or', 'x']],
    ['balloons for the birthday', ['balloons', 'birthday']],
    ['shaadi ke liye gubbare', ['shaadi', 'gubbare']],
    ['for the', ['for', 'the']],
    ['red red RED', ['red']],
    ['गुब्बारा रंगीन', ['गुब्बारा', 'रंगीन']],
    ['１２ inch', ['12', 'inch']],
    ['"*(-:%', []],
  ])('%j → %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });
});

describe('singular and plural', () => {
  it.each([
    ['balloons', 'balloon'],
    ['parties', 'party'],
    ['boxes', 'box'],
    ['dresses', 'dress'],
    ['pieces', 'piece'],
    ['glass', 'glass'],
    ['status', 'status'],
    ['gas', 'gas'],
    ['balloon', 'balloon'],
  ])('singular(%s) = %s', (w, s) => expect(singular(w)).toBe(s));

  it.each([
    ['party', 'parties'],
    ['box', 'boxes'],
    ['balloon', 'balloons'],
    ['day', 'days'],
  ])('plural(%s) = %s', (w, p) => expect(plural(w)).toBe(p));
});

describe('withinOneEdit', () => {
  it.each([
    ['ballon', 'balloon', true],
    ['hellium', 'helium', true],
    ['confeti', 'confetti', true],
    ['trampolne', 'trampoline', true],
    ['haert', 'heart', true],
    ['hearts', 'heart', true],
    ['bsllon', 'ballon', true],
    ['ballon', 'balloons', false],
    ['hrate', 'heart', false],
    ['abc', 'xyz', false],
  ])('%s ~ %s: %s', (a, b, yes) => {
    expect(withinOneEdit(a, b)).toBe(yes);
    expect(withinOneEdit(b, a)).toBe(yes);
  });
});

describe('typoAlternatives', () => {
  it('offers catalogue words within reach of the word or its singular, nearest first, and synonyms within reach', () => {
    // Doubled letters count as one: balloons is one edit from ballon's singular reading, after balloon.
    expect(typoAlternatives('ballon', ['ball', 'balloon', 'balloons', 'banner'], [])).toEqual(['balloon', 'balloons']);
    expect(typoAlternatives('ballons', ['balloon', 'balloons'], [])).toEqual(['balloon', 'balloons']);
    expect(typoAlternatives('gubare', [], SYNONYMS)).toEqual(['balloon', 'balloons']);
    // heart already finds hearts as a prefix: nothing to offer.
    expect(typoAlternatives('heart', ['heart', 'hearts'], [])).toEqual([]);
  });
});

describe('planSearch and the query texts', () => {
  it('turns each word into quoted prefix alternatives, joined so that every word must match', () => {
    const plan = planSearch(searchWords('gubbare parties 9'), SYNONYMS)!;
    expect(plan).toEqual([
      { prefixes: ['balloon', 'gubbare'], exact: [] },
      { prefixes: ['parties', 'party'], exact: [] },
      { prefixes: [], exact: ['9'] },
    ]);
    expect(ftsMatch(plan)).toBe('("balloon"* OR "gubbare"*) AND ("parties"* OR "party"*) AND ("9")');
    expect(ftsMatch(plan, true)).toBe('{title} : (("balloon"* OR "gubbare"*) AND ("parties"* OR "party"*) AND ("9"))');
    expect(ftsMatchOutsideTitle(plan)).toBe(`(${ftsMatch(plan)}) NOT ${ftsMatch(plan, true)}`);
    expect(tsQuery(plan)).toBe("('balloon':* | 'gubbare':*) & ('parties':* | 'party':*) & ('9')");
  });

  it('adds typo alternatives only where the service found some', () => {
    expect(planSearch(['ballon'], [], new Map([['ballon', ['balloon']]]))).toEqual([{ prefixes: ['ballon', 'balloon'], exact: [] }]);
  });

  it('has nothing to search for without words', () => {
    expect(planSearch([], SYNONYMS)).toBeUndefined();
  });

  it('never quotes anything but a word into a query, whatever the vocabulary holds', () => {
    const plan = planSearch(['heart'], [], new Map([['heart', ['he"art', "he'art", 'he*', 'hearth']]]))!;
    expect(plan).toEqual([{ prefixes: ['heart'], exact: [] }]);
  });
});

describe('wholeWords', () => {
  const vocabulary = (letter: string) =>
    ({ b: ['balloon', 'balloons', 'banner', 'bouquet'], h: ['heart', 'hearts'], r: Array.from({ length: 20 }, (_, i) => `red${i}`) })[letter] ?? [];

  it('sends a prefix as the catalogue words it starts, when they are few', () => {
    expect(wholeWords([{ prefixes: ['ballo', 'heart'], exact: [] }], vocabulary)).toEqual([
      { prefixes: [], exact: ['balloon', 'balloons', 'heart', 'hearts'] },
    ]);
  });

  it('keeps a prefix that starts more than 16 words, and drops one that starts none', () => {
    expect(wholeWords([{ prefixes: ['red', 'rose'], exact: ['9'] }], vocabulary)).toEqual([{ prefixes: ['red'], exact: ['9'] }]);
  });

  it('matches nothing when a word has nothing left', () => {
    expect(
      wholeWords(
        [
          { prefixes: ['heart'], exact: [] },
          { prefixes: ['zebra'], exact: [] },
        ],
        vocabulary,
      ),
    ).toBeUndefined();
  });
});
