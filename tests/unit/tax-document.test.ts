// The numbers of a quote or invoice: taxable value and taxes add up to each line's amount to the
// paisa, the lines to the order's total, the discount's shares to the discount, and the total in
// Indian words; the financial year and the invoice number's URL form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesInWords } from '../../server/modules/invoices/amount-words.ts';
import { financialYear, invoiceFromSlug, invoiceNumber, invoiceSlug, paiseText, shareDiscount, taxLines } from '../../shared/tax-document.ts';

const item = fc.record({
  title: fc.constant('Line'),
  hsn: fc.constant('998596'),
  quantity: fc.integer({ min: 1, max: 999 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  rate: fc.constantFrom(0, 5, 12, 18, 28),
});

describe('tax lines', () => {
  it('never drift by a paisa: lines add up to the total, taxes to the rest of it (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), fc.nat(), fc.boolean(), fc.boolean(), (items, off, taxed, interState) => {
        const gross = items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
        const discount = gross === 0 ? 0 : off % (gross + 1);
        const { lines, totals } = taxLines(items, discount, taxed, interState);
        expect(totals.gross).toBe(gross);
        expect(totals.discount).toBe(discount);
        expect(totals.total).toBe(gross - discount);
        expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.total * 100);
        for (const l of lines) {
          expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.amount * 100);
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(l.gross);
          if (!taxed) expect(l.cgst + l.sgst + l.igst).toBe(0);
          if (interState) expect(l.cgst + l.sgst).toBe(0);
          else expect(l.igst).toBe(0);
          expect(Math.abs(l.sgst - l.cgst)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('take the tax out of an inclusive price: ₹1,180 at 18% is ₹1,000.00 and ₹90.00 + ₹90.00', () => {
    const { lines } = taxLines([{ title: 'Arch', hsn: '998596', quantity: 1, unitPrice: 1180, rate: 18 }], 0, true, false);
    expect(lines[0]).toMatchObject({ taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, amount: 1180 });
  });

  it('share a discount in proportion, in whole rupees that add up to it', () => {
    expect(shareDiscount([100, 200, 300], 60)).toEqual([10, 20, 30]);
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareDiscount([0, 0], 0)).toEqual([0, 0]);
  });
});

describe('words and numbers', () => {
  it('write a total in lakh and crore', () => {
    expect(rupeesInWords(12_345_678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only');
    expect(rupeesInWords(100_000)).toBe('One Lakh Rupees Only');
    expect(rupeesInWords(0)).toBe('Zero Rupees Only');
  });

  it('write paise as rupees with Indian digit groups', () => {
    expect(paiseText(1_046_243_898)).toBe('1,04,62,438.98');
    expect(paiseText(5)).toBe('0.05');
  });

  it('number invoices per Indian financial year, April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(invoiceNumber('2026-27', 1)).toBe('GUB/2026-27/0001');
    expect(invoiceNumber('2026-27', 9999)).toHaveLength(16);
    expect(invoiceSlug('GUB/2026-27/0001')).toBe('GUB-2026-27-0001');
    expect(invoiceFromSlug('GUB-2026-27-0001')).toBe('GUB/2026-27/0001');
    expect(invoiceFromSlug('GUB-2026-27-1')).toBeNull();
  });
});
