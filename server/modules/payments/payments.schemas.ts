// The payments' answers (shared/payments.ts) as response schemas for payments.routes.ts.
import { z } from 'zod';
import { GST_STATE_CODES } from '../../../shared/pincode.ts';
import {
  type BookingPayment,
  PAYMENT_ENTRY_STATES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type Payment,
  type PaymentSettings,
  type PaymentTotals,
} from '../../../shared/payments.ts';
import { type Assert, type Same, doneAnswer } from '../../response-schema.ts';

const int = () => z.number().int();
const text = () => z.string().nullable();

export const paymentSettings = z.object({
  upiId: text(),
  payeeName: text(),
  advanceKind: z.enum(['percent', 'fixed']),
  advanceValue: int(),
  gstin: text(),
  legalName: text(),
  businessState: z.enum(Object.keys(GST_STATE_CODES) as [keyof typeof GST_STATE_CODES, ...(keyof typeof GST_STATE_CODES)[]]).nullable(),
  defaultHsn: text(),
  defaultGstRate: int(),
});
export type PaymentSettingsShape = Assert<Same<z.infer<typeof paymentSettings>, PaymentSettings>>;

export const paymentTotals = z.object({
  total: int(),
  advance: int(),
  paid: int(),
  claimed: int(),
  balanceDue: int(),
  refundDue: int(),
  state: z.enum(PAYMENT_STATES),
});
export type PaymentTotalsShape = Assert<Same<z.infer<typeof paymentTotals>, PaymentTotals>>;

export const payment = z.object({
  id: int(),
  leadId: int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: int(),
  utr: text(),
  state: z.enum(PAYMENT_ENTRY_STATES),
  reason: text(),
  at: z.string(),
  by: z.string(),
  decidedAt: text(),
  decidedBy: text(),
});
export type PaymentShape = Assert<Same<z.infer<typeof payment>, Payment>>;

export const bookingPayment = z.object({
  totals: paymentTotals,
  payments: z.array(payment.pick({ kind: true, method: true, amount: true, utr: true, state: true, at: true })),
  upi: z.object({ upiId: z.string(), payee: z.string(), kind: z.enum(['advance', 'balance']), amount: int(), uri: z.string(), svg: z.string() }).nullable(),
});
export type BookingPaymentShape = Assert<Same<z.infer<typeof bookingPayment>, BookingPayment>>;

export const ledger = z.object({ totals: paymentTotals, payments: z.array(payment) });
export const paymentDone = <N extends 200 | 201>(status: N) => doneAnswer(status, { payment, totals: paymentTotals });
export const claimDone = doneAnswer(201, {
  payment: payment.pick({ kind: true, method: true, amount: true, utr: true, state: true, at: true }),
  totals: paymentTotals,
});
