// Search that forgives how people type, on the whole demo catalogue (SQLite, or PostgreSQL with
// TEST_DIALECT=postgres): an extra word that matches nothing does not empty the results and the answer
// says which words it searched for; typos down to 4-letter words and doubled letters, with the search
// spelt right to offer; Hinglish and Devanagari words through the seeded synonyms.
import { describe, expect, it } from 'vitest';
import { testContextForFile } from '../helpers/test-db.ts';
import { loader as searchLoader } from '../../app/routes/search.tsx';
import { loaderAnswer, loaderArgs } from '../helpers/loaders.ts';

const t = testContextForFile({ demo: 100_000 });

interface Found {
  total: number;
  showing?: string;
  didYouMean?: string;
  items: { id: number; title: string; category: string; color: string; occassion: string }[];
}

async function search(q: string, extra = ''): Promise<Found> {
  const res = await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(q)}&limit=100${extra}` });
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json() as Found;
}

describe('an extra word does not empty the results', () => {
  it('"helium balloon delhi" finds the helium balloons, title matches first, and says it searched "helium balloon"', async () => {
    const found = await search('helium balloon delhi');
    expect(found.showing).toBe('helium balloon');
    expect(found.didYouMean).toBeUndefined();
    expect(found).toEqual({ ...(await search('helium balloon')), showing: 'helium balloon' });
    expect(found.total).toBeGreaterThanOrEqual(2);
    const first = found.items[0]!.title.toLowerCase();
    expect(first).toContain('helium');
    expect(first).toContain('balloon');
  });

  it('takes the most words that find something together, and among as many the set that finds most', async () => {
    // "trampoline" and "helium" share no product: the one finding more is kept.
    const found = await search('helium trampoline');
    const helium = await search('helium');
    const trampoline = await search('trampoline');
    expect(found.showing).toBe(helium.total >= trampoline.total ? 'helium' : 'trampoline');
    expect(found.total).toBe(Math.max(helium.total, trampoline.total));
  });

  it('a search whose every word finds things together says nothing more', async () => {
    const found = await search('helium balloon');
    expect(found.total).toBeGreaterThan(0);
    expect(found.showing).toBeUndefined();
    expect(found.didYouMean).toBeUndefined();
  });

  it('words that find nothing at all find nothing', async () => {
    expect(await search('delhi mumbai')).toEqual({ total: 0, items: [] });
  });
});

describe('typos', () => {
  it('"balon" finds the balloons and offers "balloon"', async () => {
    const found = await search('balon');
    expect(found.total).toBeGreaterThan(10);
    expect(found.didYouMean).toBe('balloon');
    for (const p of found.items.slice(0, 10)) expect(p.title.toLowerCase()).toContain('balloon');
  });

  it('forgives one typo in a 4-letter word ("tnet" for tent, "foli" for foil)', async () => {
    const tent = await search('tnet');
    expect(tent.didYouMean).toBe('tent');
    expect(tent.total).toBe((await search('tent')).total);
    const foil = await search('foli');
    expect(foil.didYouMean).toBe('foil');
    expect(foil.items[0]!.title.toLowerCase()).toContain('foil');
  });

  it('keeps the other words of the search in the spelling offered', async () => {
    const found = await search('hellium balon');
    expect(found.didYouMean).toBe('helium balloon');
    expect(found.total).toBe((await search('helium balloon')).total);
  });

  it('a typo beside a word that finds nothing: the results say the words as they matched', async () => {
    const found = await search('helium balon delhi');
    expect(found.showing).toBe('helium balloon');
    expect(found.total).toBe((await search('helium balloon')).total);
  });
});

describe('Hinglish and Devanagari', () => {
  const categories = async (q: string) => new Set((await search(q)).items.map((p) => p.category));

  it('"shadi decoration" finds wedding decorations', async () => {
    const found = await search('shadi decoration');
    expect(found.total).toBeGreaterThan(0);
    expect(found.showing).toBeUndefined();
    expect(found.items.map((p) => p.id)).toEqual((await search('wedding decoration')).items.map((p) => p.id));
  });

  it('"जन्मदिन" finds what "birthday" finds', async () => {
    const found = await search('जन्मदिन');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.map((p) => p.id)).toEqual((await search('birthday')).items.map((p) => p.id));
  });

  it('"गुब्बारे" finds the balloons: by the synonym, and by the Hindi titles', async () => {
    const found = await search('गुब्बारे');
    const balloons = await search('balloon');
    expect(found.total).toBeGreaterThan(0);
    // The products with गुब्बारे in their Hindi title say balloon in English too, so the same are found,
    // ranked otherwise.
    expect(found.total).toBe(balloons.total);
    expect(found.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(balloons.items.map((p) => p.id).sort((a, b) => a - b));
    expect(await categories('गुब्बारे')).toEqual(await categories('balloon'));
  });

  it.each(['gubbare', 'gubbaare', 'गुब्बारा'])('"%s" finds what "balloon" finds', async (q) => {
    const found = await search(q);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBe((await search('balloon')).total);
  });

  it('"gubbara" finds the balloons, and the brand of that name besides', async () => {
    const balloons = await search('balloon');
    const found = await search('gubbara');
    expect(found.total).toBeGreaterThan(balloons.total);
  });

  it('finds a product by words of its Hindi title alone', async () => {
    const found = await search('मैट लेटेक्स');
    expect(found.items.map((p) => p.title)).toEqual([expect.stringMatching(/^Matte Latex Balloons 10 inch, Pack of 50/) as string]);
    expect((await search('फ़ॉयल')).items.map((p) => p.category)).toEqual(expect.arrayContaining(['foil']));
  });

  it('"शादी सजावट" is "wedding decoration" in Devanagari', async () => {
    expect((await search('शादी सजावट')).items.map((p) => p.id)).toEqual((await search('wedding decoration')).items.map((p) => p.id));
  });
});

describe('the results page', () => {
  it('carries the words searched for and the spelling offered', async () => {
    const partial = loaderAnswer<object>(await searchLoader(loaderArgs(t.services, '/search?q=helium+balloon+delhi')));
    expect(partial.status).toBe(200);
    expect(partial.data).toMatchObject({ q: 'helium balloon delhi', showing: 'helium balloon', didYouMean: null });
    const typo = loaderAnswer<object>(await searchLoader(loaderArgs(t.services, '/search?q=balon')));
    expect(typo.data).toMatchObject({ q: 'balon', showing: null, didYouMean: 'balloon' });
  });
});

describe('colour and occasion filters', () => {
  const product = (id: number) => t.services.catalog.getProduct(id);

  it('narrow a search to products whose colour and occasion say the words, in any case', async () => {
    const all = await search('balloon');
    const red = await search('balloon', '&colour=Red');
    expect(red.total).toBeGreaterThan(0);
    expect(red.total).toBeLessThan(all.total);
    for (const p of red.items) expect(p.color.toLowerCase()).toContain('red');
    // The first red balloon's occasion, upper-cased: a red balloon for that occasion is found.
    const occasion = red.items[0]!.occassion;
    const both = await search('balloon', `&colour=red&occasion=${encodeURIComponent(occasion.toUpperCase())}`);
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(red.total);
    for (const p of both.items) {
      expect(p.color.toLowerCase()).toContain('red');
      expect(p.occassion.toLowerCase()).toContain(occasion.toLowerCase());
    }
    // A blank field, as a form left empty sends it, narrows nothing.
    expect((await search('balloon', '&colour=&occasion=')).total).toBe(all.total);
  });

  it('refuses a colour that is not words with a 400 naming the field', async () => {
    const res = await t.app.inject({ url: `/api/home/search?q=balloon&colour=${encodeURIComponent('red%')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'colour must be at most 50 letters, digits, spaces or hyphens' });
  });

  it('narrow a category page and the search page, kept in their addresses', async () => {
    const { loader: productsLoader } = await import('../../app/routes/products.tsx');
    // A category with red products, and the occasion of one of them.
    const { category, occassion } = (await search('balloon', '&colour=red')).items[0]!;
    const occasion = occassion.toLowerCase();
    const address = `/products?category=${category}&colour=+Red+&occasion=${encodeURIComponent(occasion)}`;
    const page = loaderAnswer<{ total: number; products: { id: number }[]; options: object }>(await productsLoader(loaderArgs(t.services, address)));
    expect(page.status).toBe(200);
    expect(page.data.options).toMatchObject({ colour: 'red', occasion });
    expect(page.data.total).toBeGreaterThan(0);
    for (const { id } of page.data.products) {
      const p = (await product(id))!;
      expect(p.color.toLowerCase()).toContain('red');
      expect(p.occassion.toLowerCase()).toContain(occasion);
    }
    const unfiltered = loaderAnswer<{ total: number }>(await productsLoader(loaderArgs(t.services, `/products?category=${category}`)));
    expect(page.data.total).toBeLessThan(unfiltered.data.total);
    const found = loaderAnswer<{ total: number; options: object }>(await searchLoader(loaderArgs(t.services, '/search?q=balloon&occasion=wedding')));
    expect(found.data.options).toMatchObject({ occasion: 'wedding' });
    expect(found.data.total).toBe((await search('balloon', '&occasion=wedding')).total);
  });
});
