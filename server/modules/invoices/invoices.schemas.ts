// The quotes' and invoices' answers (shared/tax-document.ts) as response schemas for invoices.routes.ts.
import { z } from 'zod';
import type { InvoiceSummary, LeadDocuments, QuoteSummary } from '../../../shared/tax-document.ts';
import { type Assert, type Same, doneAnswer } from '../../response-schema.ts';

export const invoiceSummary = z.object({
  number: z.string(),
  slug: z.string(),
  kind: z.enum(['tax invoice', 'bill of supply']),
  date: z.string(),
  total: z.number().int(),
  issuedAt: z.string(),
  issuedBy: z.string(),
});
export type InvoiceSummaryShape = Assert<Same<z.infer<typeof invoiceSummary>, InvoiceSummary>>;

export const quoteSummary = z.object({
  discount: z.number().int(),
  validUntil: z.string(),
  total: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type QuoteSummaryShape = Assert<Same<z.infer<typeof quoteSummary>, QuoteSummary>>;

export const leadDocuments = z.object({
  quote: quoteSummary.nullable(),
  invoice: invoiceSummary.nullable(),
  lines: z.array(z.object({ id: z.number().int(), title: z.string(), quantity: z.number().int(), price: z.number().int() })),
});
export type LeadDocumentsShape = Assert<Same<z.infer<typeof leadDocuments>, LeadDocuments>>;
export const quoteSaved = doneAnswer(200, { quote: quoteSummary });
export const invoiceIssued = <N extends 200 | 201>(status: N) => doneAnswer(status, { invoice: invoiceSummary });
