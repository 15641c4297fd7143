// Payments against an order, on the server and in the browser: the owner's payment settings, a
// customer's "I have paid" claim, the owner's ledger entries, and the rules that turn a ledger into
// totals and a payment state. Money is whole rupees everywhere (docs/decisions/0018); only the UPI
// link writes the amount with two decimals, as UPI apps expect.
import { z } from 'zod';
import { formatRupees } from './money.ts';
import type { TemplateMessage } from './message-template.ts';
import { GST_STATE_CODES, type IndianState } from './pincode.ts';
import { PAYMENT_STATES, type PaymentState } from './payment-states.ts';

export const PAYMENT_KINDS = ['advance', 'balance', 'refund', 'adjustment'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['upi', 'cash', 'bank', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_ENTRY_STATES = ['claimed', 'verified', 'rejected'] as const;
export type PaymentEntryState = (typeof PAYMENT_ENTRY_STATES)[number];
export { PAYMENT_STATES, type PaymentState };
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/** The largest amount one entry may carry: well above any decoration order, far below 10^12. */
export const MAX_PAYMENT = 10_000_000;

/** A UPI ID (VPA): a handle, "@", and the bank's or app's name. */
export const UPI_ID_RE = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,99}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** The UPI transaction reference a payer's app shows: 12 digits. */
export const UTR_RE = /^\d{12}$/;
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (mod 36, weights 1 and 2 alternating). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Whether a GSTIN has the right shape, a known state code and its check character. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2) as never)) return false;
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);
const optionalLine = (max: number, label: string) =>
  z.preprocess(blankToNull, z.string().max(max, `${label} must be at most ${max} characters`).nullable()).default(null);

export const paymentSettingsSchema = z
  .object({
    upiId: z.preprocess(blankToNull, z.string().regex(UPI_ID_RE, 'upiId must look like yourshop@okaxis').nullable()).default(null),
    payeeName: optionalLine(100, 'payeeName'),
    advanceKind: z.enum(['percent', 'fixed'], { message: 'advanceKind must be percent or fixed' }),
    advanceValue: z
      .number({ message: 'advanceValue must be a whole number' })
      .int('advanceValue must be a whole number')
      .min(0, 'advanceValue must be 0 or more')
      .max(MAX_PAYMENT, `advanceValue must be at most ${MAX_PAYMENT}`),
    gstin: z
      .preprocess(
        (v) => (typeof blankToNull(v) === 'string' ? (blankToNull(v) as string).toUpperCase() : blankToNull(v)),
        z.string().refine(isValidGstin, 'gstin is not valid: check its 15 characters').nullable(),
      )
      .default(null),
    legalName: optionalLine(200, 'legalName'),
    businessState: z
      .preprocess(
        blankToNull,
        z
          .enum(Object.keys(GST_STATE_CODES) as [IndianState, ...IndianState[]], { message: 'businessState must be one of the states and union territories' })
          .nullable(),
      )
      .default(null),
    defaultHsn: z
      .preprocess(
        blankToNull,
        z
          .string()
          .regex(/^\d{4,8}$/, 'defaultHsn must be 4 to 8 digits')
          .nullable(),
      )
      .default(null),
    defaultGstRate: z.union(GST_RATES.map((r) => z.literal(r)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], {
      message: 'defaultGstRate must be 0, 5, 12, 18 or 28',
    }),
  })
  .strict()
  .refine((v) => v.advanceKind !== 'percent' || v.advanceValue <= 100, { message: 'advanceValue must be at most 100 (percent)', path: ['advanceValue'] })
  .refine((v) => v.upiId === null || v.payeeName !== null, { message: 'payeeName is needed with a UPI ID', path: ['payeeName'] })
  .refine((v) => v.gstin === null || v.businessState === null || GST_STATE_CODES[v.businessState] === v.gstin.slice(0, 2), {
    message: 'gstin does not belong to the business state',
    path: ['gstin'],
  });
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

const amountField = z
  .number({ message: 'amount must be a whole number of rupees' })
  .int('amount must be a whole number of rupees')
  .min(1, 'amount must be at least 1')
  .max(MAX_PAYMENT, `amount must be at most ${MAX_PAYMENT}`);
const utrField = z.string().regex(UTR_RE, 'utr must be the 12-digit UPI reference');

/** A customer's "I have paid". */
export const paymentClaimSchema = z.object({ utr: utrField, amount: amountField }).strict();
export type PaymentClaim = z.output<typeof paymentClaimSchema>;

/**
 * The answers to a customer's "I have paid" that carry values, as templates: the keys the pages word
 * them by (their Hindi is keyed by these constants) and the API fills in English.
 */
export const PAYMENT_ANSWERS = {
  thanks: 'Thank you: we will check your payment of {amount} (UTR {utr}) and confirm it.',
  utrTaken: 'UTR {utr} is already recorded: check the number in your UPI app.',
  overBalance: 'amount is more than the balance due ({amount})',
} as const;

/** What the customer reads once their "I have paid" is taken, on the booking page and on /buy alike. */
export const claimThanks = (c: PaymentClaim): TemplateMessage => ({ text: PAYMENT_ANSWERS.thanks, vars: { amount: formatRupees(c.amount), utr: c.utr } });

/** An entry the owner records (cash, bank transfer, a UPI payment seen in the bank app, a refund). */
export const paymentEntrySchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { message: `kind must be one of ${PAYMENT_KINDS.join(', ')}` }),
    method: z.enum(PAYMENT_METHODS, { message: `method must be one of ${PAYMENT_METHODS.join(', ')}` }),
    amount: amountField,
    utr: z.preprocess(blankToNull, utrField.nullable()).default(null),
    reason: optionalLine(500, 'reason'),
  })
  .strict()
  .refine((v) => v.utr === null || v.method === 'upi', { message: 'utr belongs to a UPI payment', path: ['utr'] });
export type PaymentEntry = z.output<typeof paymentEntrySchema>;

/** The owner's decision on a claim. */
export const paymentDecisionSchema = z
  .object({
    state: z.enum(['verified', 'rejected'], { message: 'state must be verified or rejected' }),
    reason: optionalLine(500, 'reason'),
  })
  .strict()
  .refine((v) => v.state !== 'rejected' || v.reason !== null, { message: 'reason is needed to reject a payment', path: ['reason'] });

export interface Payment {
  id: number;
  leadId: number;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  utr: string | null;
  state: PaymentEntryState;
  reason: string | null;
  at: string;
  by: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** An order's money in whole rupees, derived from its total and ledger. */
export interface PaymentTotals {
  total: number;
  /** The advance asked for by the owner's settings. */
  advance: number;
  /** Verified money in, less verified refunds. */
  paid: number;
  /** Claims the owner has not verified yet. */
  claimed: number;
  /** What is left to pay on an open order (0 once cancelled). */
  balanceDue: number;
  /** On a cancelled order: what was paid less what the policy keeps, less refunds made. */
  refundDue: number;
  state: PaymentState;
}

type LedgerLine = Pick<Payment, 'kind' | 'amount' | 'state'>;

/** The advance the settings ask of an order of `total` rupees. */
export function advanceFor(settings: Pick<PaymentSettings, 'advanceKind' | 'advanceValue'>, total: number): number {
  const asked = settings.advanceKind === 'percent' ? Math.round((total * settings.advanceValue) / 100) : settings.advanceValue;
  return Math.max(0, Math.min(total, asked));
}

/**
 * An order's totals and state. `cancelled` with `kept`: the rupees the cancellation policy keeps (null
 * when the shop itself called the order off: everything paid is due back).
 */
export function paymentTotals(total: number, advance: number, ledger: readonly LedgerLine[], cancelled: { kept: number | null } | null): PaymentTotals {
  let paidIn = 0;
  let refunded = 0;
  let claimed = 0;
  for (const p of ledger) {
    if (p.state === 'claimed') claimed += p.kind === 'refund' ? 0 : p.amount;
    if (p.state !== 'verified') continue;
    if (p.kind === 'refund') refunded += p.amount;
    else paidIn += p.amount;
  }
  const paid = paidIn - refunded;
  if (cancelled) {
    const refundDue = Math.max(0, paidIn - (cancelled.kept ?? 0) - refunded);
    const state: PaymentState = refundDue > 0 ? 'refund due' : refunded > 0 ? 'refunded' : paid > 0 ? 'paid' : 'unpaid';
    return { total, advance, paid, claimed, balanceDue: 0, refundDue, state };
  }
  const balanceDue = Math.max(0, total - paid);
  const state: PaymentState =
    total > 0 && paid >= total ? 'paid' : paid > 0 ? 'advance paid' : claimed > 0 ? 'advance claimed' : refunded > 0 ? 'refunded' : 'unpaid';
  return { total, advance, paid, claimed, balanceDue, refundDue: 0, state };
}

/** What the customer is asked to pay now: the rest of the advance, else the rest of the balance; claims count as sent. */
export function amountToPay(t: PaymentTotals): { kind: 'advance' | 'balance'; amount: number } {
  const advanceLeft = t.advance - t.paid - t.claimed;
  if (advanceLeft > 0) return { kind: 'advance', amount: advanceLeft };
  return { kind: 'balance', amount: Math.max(0, t.balanceDue - t.claimed) };
}

/** Rupees with two decimals, as the UPI link's `am` wants them. */
export const upiAmount = (rupees: number) => `${rupees}.00`;

/**
 * The UPI payment link (NPCI's linking specification): every value percent-encoded, a space as %20.
 * `tr` carries the order's reference so the owner can match the payment in the bank app.
 */
export function upiUri(p: { upiId: string; payee: string; amount: number; reference: string; kind: 'advance' | 'balance' }): string {
  const q = [
    ['pa', p.upiId],
    ['pn', p.payee],
    ['am', upiAmount(p.amount)],
    ['cu', 'INR'],
    ['tr', p.reference],
    ['tn', `${p.reference} ${p.kind}`],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  return `upi://pay?${q}`;
}

/** The UPI part of the booking page: what to pay now and how (null when the shop has no UPI ID). */
export interface BookingPaymentUpi {
  upiId: string;
  payee: string;
  kind: 'advance' | 'balance';
  amount: number;
  uri: string;
  /** The QR code of `uri`, an SVG drawn on the server. */
  svg: string;
}

export interface BookingPayment {
  totals: PaymentTotals;
  payments: Pick<Payment, 'kind' | 'method' | 'amount' | 'utr' | 'state' | 'at'>[];
  upi: BookingPaymentUpi | null;
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  'advance claimed': 'Advance claimed',
  'advance paid': 'Advance paid',
  paid: 'Paid',
  'refund due': 'Refund due',
  refunded: 'Refunded',
};
