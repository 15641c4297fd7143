// The Hindi messages are one object literal keyed mostly by constants ([ORDER_REQUEST.description]),
// which neither TypeScript nor ESLint checks for repeats: a key written twice silently keeps the later
// Hindi. Each English text is translated in one place.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';

it('names each English text once, and every one has a Hindi text', () => {
  const source = fs.readFileSync('app/features/shell/messages.hi.server.ts', 'utf8');
  const body = source.slice(source.indexOf('HINDI_MESSAGES'));
  // An entry starts a line at the object's indentation: a key, a colon, the Hindi.
  const written = [...body.matchAll(/^ {2}(\[[^\]\n]+\]|'(?:[^'\\\n]|\\.)*'|"[^"\n]*"|`[^`\n]*`|[\w$]+):/gm)].map((m) => m[1]!);
  expect(written.length).toBeGreaterThan(300);
  expect(written.filter((key, i) => written.indexOf(key) !== i)).toEqual([]);
  expect(Object.keys(HINDI_MESSAGES)).toHaveLength(written.length);
  expect(Object.entries(HINDI_MESSAGES).filter(([, hindi]) => hindi.trim() === '')).toEqual([]);
});
