// An order's payment state as its ledger leaves it (shared/payments.ts derives it): its own small
// module, since the inbox's filter (shared/leads.ts, which public forms load) needs only these names.
export const PAYMENT_STATES = ['unpaid', 'advance claimed', 'advance paid', 'paid', 'refund due', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
