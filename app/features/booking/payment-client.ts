// Browser side of a booking's payment on /buy's confirmation (loaded with it, after an order is taken):
// the booking's money read with its key as the booking page reads it, and "I have paid" sent without
// leaving the page.
import { type BookingPayment, type PaymentClaim, claimThanks } from '../../../shared/payments.ts';
import type { TemplateOutcome } from '../../../shared/message-template.ts';
import { api } from '../shell/api-client.ts';
import { PAYMENT_PAGE } from './content.ts';

const paymentsUrl = (reference: string, key: string) => `/api/bookings/${encodeURIComponent(reference)}/payments?k=${encodeURIComponent(key)}`;

/** The money part of a booking; null when the server could not answer, which leaves the payment to the booking page. */
export async function fetchBookingPayment(reference: string, key: string, signal?: AbortSignal): Promise<BookingPayment | null> {
  const res = await api<BookingPayment>(paymentsUrl(reference, key), { signal, cache: 'no-store' });
  return res.ok && typeof res.body.totals === 'object' ? res.body : null;
}

/**
 * "I have paid": the same thanks as the booking page's form when it is taken, the server's refusal as
 * it is, and what to do when no answer came; each as the English text the page words in its language.
 */
export async function sendPaymentClaim(reference: string, key: string, claim: PaymentClaim): Promise<TemplateOutcome> {
  const res = await api(paymentsUrl(reference, key), { method: 'POST', json: claim, cache: 'no-store' });
  if (res.ok) return { ok: true, ...claimThanks(claim) };
  return { ok: false, text: res.message || PAYMENT_PAGE.notSent };
}
