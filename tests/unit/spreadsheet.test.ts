// The formula guard of the spreadsheets the owner downloads and uploads: what is written never
// starts a formula, and reading it back gives the cell exactly as it was.
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile, formulaProblem, neutraliseFormula, restoreFormula } from '../../server/spreadsheet.ts';
import { productForm } from '../../shared/product.ts';

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

describe('csvFile quoting', () => {
  it.each([
    ['Ravi;=2+3', '"Ravi;=2+3"'],
    ['Ravi\t=2+3', '"Ravi\t=2+3"'],
    ['Ravi,=2+3', '"Ravi,=2+3"'],
    ['two\nlines', '"two\nlines"'],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
  ])('writes %j as %j, one cell whatever separator the spreadsheet splits on', (cell, written) => {
    expect(csvFile(['a'], [[cell]])).toBe(`\uFEFFa\r\n${written}\r\n`);
  });
});

describe('formulaProblem', () => {
  it.each([
    ['=1+1', 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text'],
    [' =1+1', 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text'],
    ["+cmd|' /C calc'!A0", 'starts with "+", which a spreadsheet may run as a formula: write \' at its start to keep it as text'],
    ['-2+3+cmd', 'starts with "-", which a spreadsheet may run as a formula: write \' at its start to keep it as text'],
    ['@SUM(A1)', 'starts with "@", which a spreadsheet may run as a formula: write \' at its start to keep it as text'],
    ['\tx', "starts with a tab, which a spreadsheet may run as a formula: write ' at its start to keep it as text"],
    ['\rx', "starts with a carriage return, which a spreadsheet may run as a formula: write ' at its start to keep it as text"],
  ])('refuses %j', (cell, message) => {
    expect(formulaProblem(cell)).toBe(message);
  });

  it.each(['-5', '+12', '-3.5', "'=kept", "'-dash", 'Red - blue', 'a@b', ''])('lets %j through', (cell) => {
    expect(formulaProblem(cell)).toBeUndefined();
  });
});

describe('prices as people write them', () => {
  it.each([
    ['1,299', 1299],
    ['₹499', 499],
    ['₹ 1,299.00', 1299],
    ['Rs. 500', 500],
    ['1,00,000', 100000],
    ['750', 750],
  ])('reads %j as %i whole rupees', (cell, rupees) => {
    expect(productForm.shape.price.parse(cell)).toBe(rupees);
  });

  it.each(['1,299.50', '12.5', '₹', 'ten', '1,2,3'])('refuses %j', (cell) => {
    expect(productForm.shape.price.safeParse(cell).error?.issues[0]?.message).toBe('must be a whole number of rupees');
  });
});
