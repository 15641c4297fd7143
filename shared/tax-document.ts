// A quote, tax invoice or bill of supply as numbers: the order's lines with their HSN/SAC codes and GST
// rates, the owner's discount shared out over the lines, and the tax inside each line's price. Shop
// prices are inclusive of GST (docs/decisions/0022): a line of ₹1,180 at 18% is ₹1,000.00 of taxable
// value and ₹180.00 of tax. Amounts the customer pays stay whole rupees; taxable values and taxes are
// whole paise, and each line's taxable value plus its taxes is exactly its amount, so the lines, the
// totals and the order's total never differ by a paisa wherever they are shown.

export const TAX_DOCUMENT_KINDS = ['quote', 'tax invoice', 'bill of supply'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** A line as the order has it, with the tax facts its product (or the shop's defaults) give. */
export interface TaxableItem {
  title: string;
  hsn: string;
  quantity: number;
  /** Whole rupees each, GST included. */
  unitPrice: number;
  /** Percent: 0, 5, 12, 18 or 28. */
  rate: number;
}

export interface TaxLine extends TaxableItem {
  /** Whole rupees: unit price × quantity. */
  gross: number;
  /** Whole rupees: this line's share of the order's discount. */
  discount: number;
  /** Whole rupees: gross less discount, what the customer pays for the line. */
  amount: number;
  /** Paise: the amount without its tax. */
  taxable: number;
  /** Paise. */
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTotals {
  /** Whole rupees. */
  gross: number;
  discount: number;
  total: number;
  /** Paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Shares `discount` rupees over lines in proportion to their gross, in whole rupees (largest
 * remainder first, earlier lines winning ties), so the shares add up to the discount exactly.
 */
export function shareDiscount(gross: readonly number[], discount: number): number[] {
  const sum = gross.reduce((a, b) => a + b, 0);
  if (discount <= 0 || sum === 0) return gross.map(() => 0);
  const exact = gross.map((g) => (g * discount) / sum);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The lines and totals of a document. `taxed`: the supplier has a GSTIN (else a bill of supply, no
 * tax); `interState`: the place of supply is another state than the supplier's (IGST, else CGST and
 * SGST in halves, the odd paisa to SGST).
 */
export function taxLines(items: readonly TaxableItem[], discount: number, taxed: boolean, interState: boolean): { lines: TaxLine[]; totals: TaxTotals } {
  const gross = items.map((i) => i.unitPrice * i.quantity);
  const shares = shareDiscount(gross, discount);
  const lines = items.map((item, n): TaxLine => {
    const amount = gross[n]! - shares[n]!;
    const paise = amount * 100;
    const rate = taxed ? item.rate : 0;
    const taxable = Math.round((paise * 100) / (100 + rate));
    const tax = paise - taxable;
    const cgst = interState ? 0 : Math.floor(tax / 2);
    return {
      ...item,
      rate,
      gross: gross[n]!,
      discount: shares[n]!,
      amount,
      taxable,
      cgst,
      sgst: interState ? 0 : tax - cgst,
      igst: interState ? tax : 0,
    };
  });
  const add = (k: 'gross' | 'discount' | 'amount' | 'taxable' | 'cgst' | 'sgst' | 'igst') => lines.reduce((s, l) => s + l[k], 0);
  return {
    lines,
    totals: {
      gross: add('gross'),
      discount: add('discount'),
      total: add('amount'),
      taxable: add('taxable'),
      cgst: add('cgst'),
      sgst: add('sgst'),
      igst: add('igst'),
    },
  };
}

/** A party to the document. */
export interface TaxParty {
  name: string;
  gstin: string | null;
  address: string;
  /** The state's name and its two-digit GST code. */
  state: string | null;
  stateCode: string | null;
}

/** A document as printed, and as an issued invoice is stored (JSON) for ever. */
export interface TaxDocument {
  kind: TaxDocumentKind;
  /** GUB/2026-27/0001 for an invoice; null for a quote. */
  number: string | null;
  /** The order's reference. */
  reference: string;
  /** YYYY-MM-DD, India's date. */
  date: string;
  /** A quote's last day (India); null otherwise. */
  validUntil: string | null;
  /** The event's date, as the order has it. */
  eventDate: string | null;
  supplier: TaxParty & { legalName: string; phone: string; email: string };
  buyer: TaxParty;
  /** The venue's state (its GST code); null when the order names none. */
  placeOfSupply: { state: string; code: string } | null;
  interState: boolean;
  lines: TaxLine[];
  totals: TaxTotals;
  /** The total in words, Indian numbering: "One Lakh Twenty Thousand Rupees Only". */
  words: string;
}

/** An issued invoice as the API and pages name it. */
export interface InvoiceSummary {
  number: string;
  /** The number as URLs carry it: GUB-2026-27-0001. */
  slug: string;
  kind: 'tax invoice' | 'bill of supply';
  date: string;
  total: number;
  issuedAt: string;
  issuedBy: string;
}

export interface QuoteSummary {
  discount: number;
  validUntil: string;
  total: number;
  updatedAt: string;
  updatedBy: string;
}

/** What the owner's lead page shows of an order's documents: the saved quote, the invoice, and the lines the quote form prices. */
export interface LeadDocuments {
  quote: QuoteSummary | null;
  invoice: InvoiceSummary | null;
  lines: { id: number; title: string; quantity: number; price: number }[];
}

/** The booking page's part of the documents: the quote's discount (0 without one) and the invoice once issued. */
export interface CustomerDocuments {
  discount: number;
  invoice: InvoiceSummary | null;
}

/** Paise as rupees with two decimals and Indian digit groups: 123456789 → "12,34,567.89". */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

/** The Indian financial year (April to March) an India date falls in: "2026-27". */
export function financialYear(indiaDate: string): string {
  const year = Number(indiaDate.slice(0, 4));
  const month = Number(indiaDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The highest number a financial year can have: the number must fit in 16 characters (GST rules). */
export const MAX_INVOICES_PER_YEAR = 9999;

/** "GUB/2026-27/0001". */
export function invoiceNumber(fy: string, seq: number): string {
  return `GUB/${fy}/${String(seq).padStart(4, '0')}`;
}

/** The number as it stands in a URL path: '/' as '-' ("GUB-2026-27-0001"). */
export const invoiceSlug = (number: string) => number.replaceAll('/', '-');

/** The number a URL's slug names, or null when it is not one. */
export function invoiceFromSlug(slug: string): string | null {
  const m = /^GUB-(\d{4}-\d{2})-(\d{4})$/.exec(slug);
  return m ? `GUB/${m[1]}/${m[2]}` : null;
}
