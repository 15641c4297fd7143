// README.md's list of environment variables says what server/config.ts reads: the same variables, and
// the same defaults; and its figures that a test can read are the project's. A variable added, dropped or
// given another default in one and not the other fails.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/demo/products.ts';
import { envSchema } from '../../server/config.ts';

/** The list's items ("- `NAME`, `OTHER` — default `value`: meaning"): the variables of each and its default. */
function readmeRows(): Array<{ names: string[]; default: string }> {
  const readme = fs.readFileSync('README.md', 'utf8');
  // An item may wrap onto indented lines: join them before reading it.
  const items = readme.replace(/\n {2}(?=\S)/g, ' ').split('\n');
  const rows = items.flatMap((line) => {
    const m = /^- ((?:`[A-Z][A-Z0-9_]*`(?:, )?)+) — default (.+?): /.exec(line);
    return m ? [{ names: [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((n) => n[1]!), default: m[2]! }] : [];
  });
  expect(rows.length, 'README.md lists the environment variables').toBeGreaterThan(0);
  return rows;
}

/** What the server takes when the variable is unset, as the schema gives it. */
function schemaDefault(name: string): unknown {
  return envSchema.shape[name as keyof typeof envSchema.shape].parse(undefined);
}

describe('README.md’s environment variables', () => {
  it('are the ones server/config.ts reads, no more and no fewer', () => {
    const documented = readmeRows().flatMap((r) => r.names);
    expect(documented.toSorted()).toEqual(Object.keys(envSchema.shape).toSorted());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('have the defaults server/config.ts gives them', () => {
    const wrong: string[] = [];
    for (const row of readmeRows())
      for (const name of row.names) {
        const value = schemaDefault(name);
        const literal = /^`([^`]*)`$/.exec(row.default)?.[1];
        // A default written with other variables' names is worked out from them at start (MAIL_FROM).
        const fromOthers = literal !== undefined && Object.keys(envSchema.shape).some((other) => other !== name && literal.includes(other));
        // "unset": none; a `literal`: that value; "demo values": some default; other words: worked out
        // at start from other settings (ACCESS_LOG by NODE_ENV).
        const agrees =
          row.default === 'unset' || fromOthers
            ? value === undefined
            : literal !== undefined
              ? value !== undefined && String(value) === literal
              : row.default === 'demo values'
                ? value !== undefined
                : value === undefined;
        if (!agrees) wrong.push(`${name}: README says ${row.default}, server/config.ts ${JSON.stringify(value)}`);
      }
    expect(wrong).toEqual([]);
  });

  it('are all in .env.example', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(listed.toSorted()).toEqual(Object.keys(envSchema.shape).toSorted());
  });
});

describe('README.md’s figures', () => {
  it('give the demo catalogue’s size', () => {
    expect(fs.readFileSync('README.md', 'utf8')).toContain(`seeds the demo catalogue (${demoProducts().length} products,`);
  });
});

describe('README.md’s tables', () => {
  it('fit a 100-column editor (a wide one is written as a list instead)', () => {
    const wide = fs
      .readFileSync('README.md', 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.startsWith('|') && line.length > 100 ? [`line ${i + 1}: ${line.length} columns`] : []));
    expect(wide).toEqual([]);
  });
});
