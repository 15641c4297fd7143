// The formula guard of the spreadsheets the owner downloads and uploads: what is written never
// starts a formula, and reading it back gives the cell exactly as it was.
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile, neutraliseFormula, restoreFormula } from '../../server/spreadsheet.ts';

const risky = fc.oneof(
  fc.string(),
  fc.tuple(fc.constantFrom('', "'", "''"), fc.constantFrom('=', '+', '-', '@', '\t', '\r', 'a', ' '), fc.string()).map((p) => p.join('')),
);

describe('neutraliseFormula and restoreFormula', () => {
  it('write no cell that starts a formula, and read every cell back as it was', () => {
    fc.assert(
      fc.property(risky, (cell) => {
        const written = neutraliseFormula(cell);
        expect(written).not.toMatch(/^[=+\-@\t\r]/);
        expect(restoreFormula(written)).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-5 balloons', "'-5 balloons"],
    ["'=kept as text", "''=kept as text"],
    ["'plain", "'plain"],
    ['₹ 149', '₹ 149'],
  ])('writes %j as %j', (cell, written) => {
    expect(neutraliseFormula(cell)).toBe(written);
  });
});

describe('csvFile', () => {
  it('is UTF-8 text with a BOM, CRLF lines, and cells a parser reads back after restoreFormula', () => {
    const rows = [
      ['1', '=HYPERLINK("x")', 'two\nlines, with a comma', 'गुब्बारे'],
      ['2', '@me', '', '"quoted"'],
    ];
    const text = csvFile(['id', 'a', 'b', 'c'], rows);
    expect(text.startsWith('\uFEFFid,a,b,c\r\n')).toBe(true);
    const back = (parse(text, { bom: true }) as string[][]).slice(1).map((r) => r.map(restoreFormula));
    expect(back).toEqual(rows);
  });
});
