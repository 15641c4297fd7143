// What the owner sends to quote an order (line prices and a discount) and to issue its tax invoice
// (the buyer's name and GSTIN, both optional), checked by the server and shown by the lead page's forms.
import { z } from 'zod';
import { MAX_PAYMENT, isValidGstin } from './payments.ts';
import { MAX_PRICE } from './product.ts';

const whole = (field: string, max: number) =>
  z
    .number({ message: `${field} must be a whole number of rupees` })
    .int(`${field} must be a whole number of rupees`)
    .min(0, `${field} must be 0 or more`)
    .max(max, `${field} must be at most ${max}`);

export const quoteInputSchema = z
  .object({
    /** The order's lines (by their ids) with the price each is quoted at; a line left out keeps its price. */
    lines: z
      .array(z.object({ id: z.number({ message: 'lines id must be a line of the order' }).int().positive(), price: whole('price', MAX_PRICE) }).strict())
      .max(200, 'lines must be at most 200')
      .default([]),
    discount: whole('discount', MAX_PAYMENT).default(0),
  })
  .strict()
  .refine((v) => new Set(v.lines.map((l) => l.id)).size === v.lines.length, { message: 'lines must name each line once', path: ['lines'] });
export type QuoteInput = z.output<typeof quoteInputSchema>;

const blankToNull = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);

export const invoiceInputSchema = z
  .object({
    /** The name the invoice bills; the order's customer when left out. */
    buyerName: z.preprocess(blankToNull, z.string().max(200, 'buyerName must be at most 200 characters').nullable()).default(null),
    buyerGstin: z
      .preprocess(
        (v) => (typeof blankToNull(v) === 'string' ? (blankToNull(v) as string).toUpperCase() : blankToNull(v)),
        z.string().refine(isValidGstin, 'buyerGstin is not valid: check its 15 characters').nullable(),
      )
      .default(null),
  })
  .strict();
export type InvoiceInput = z.output<typeof invoiceInputSchema>;
