// More of the words people type for the shop's things, in Hinglish and in Devanagari: a search for the
// first word also finds products that say the second (the owner edits the list in /admin/synonyms).
// A pair the owner already saved is left as it is.
import type { Kysely } from 'kysely';

export const HINDI_SYNONYMS: [string, string][] = [
  ['gubbaare', 'balloon'],
  ['गुब्बारा', 'balloon'],
  ['गुब्बारे', 'balloon'],
  ['गुब्बारों', 'balloon'],
  ['shadi', 'wedding'],
  ['शादी', 'wedding'],
  ['vivah', 'wedding'],
  ['विवाह', 'wedding'],
  ['janmdin', 'birthday'],
  ['जन्मदिन', 'birthday'],
  ['saalgirah', 'anniversary'],
  ['salgirah', 'anniversary'],
  ['सालगिरह', 'anniversary'],
  ['sajavat', 'decoration'],
  ['सजावट', 'decoration'],
  // "decor" as a prefix finds decoration, decorated and decorators too; "decoration" does not find "decor".
  ['decoration', 'decor'],
  ['sajawat', 'decor'],
  ['sajavat', 'decor'],
  ['सजावट', 'decor'],
  ['sagai', 'engagement'],
  ['सगाई', 'engagement'],
  ['दिवाली', 'diwali'],
  ['होली', 'holi'],
  ['हल्दी', 'haldi'],
  ['mehndi', 'mehendi'],
  ['मेहंदी', 'mehendi'],
  ['jhoola', 'swing'],
  ['झूला', 'swing'],
  ['jhandi', 'banner'],
  ['झंडी', 'banner'],
  ['topi', 'cap'],
  ['टोपी', 'cap'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('search_synonyms')
    .values(HINDI_SYNONYMS.map(([word, means]) => ({ word, means })))
    .onConflict((oc) => oc.columns(['word', 'means']).doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [word, means] of HINDI_SYNONYMS) await db.deleteFrom('search_synonyms').where('word', '=', word).where('means', '=', means).execute();
}
