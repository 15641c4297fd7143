// The advance on /buy's confirmation: once the order request is taken, the same payment block as the
// booking's page (payment-view.tsx), read through the booking page's own call with the key of the
// status link. Shown only when the shop has a UPI ID. "I have paid" is sent from here through the API,
// the outcome said under the form and the totals read again; without scripts (or should the script
// not run) the same form posts to the booking page, which says the outcome there.
// order-request.tsx loads it only after an order is taken, so /buy's first load does not carry it.
import { useEffect, useState } from 'react';
import type { BookingPayment, PaymentClaim } from '../../../shared/payments.ts';
import { fetchBookingPayment, sendPaymentClaim } from './payment-client.ts';
import { PaymentView } from './payment-view.tsx';

export default function BuyPayment({ statusUrl }: { statusUrl: string }) {
  const [payment, setPayment] = useState<BookingPayment | null>(null);
  /** Set once a claim is taken here: the block stays, with its thanks, even when nothing is left to pay. */
  const [claimed, setClaimed] = useState(false);
  // The booking's reference and key, from its status link; the form posts to that page on this site.
  const link = new URL(statusUrl, 'http://status.invalid');
  const reference = decodeURIComponent(link.pathname.split('/').pop() ?? '');
  const key = link.searchParams.get('k') ?? '';
  const action = `${link.pathname}${link.search}`;
  useEffect(() => {
    const stop = new AbortController();
    void fetchBookingPayment(reference, key, stop.signal).then((p) => {
      if (!stop.signal.aborted) setPayment(p);
    });
    return () => stop.abort();
  }, [reference, key]);

  async function send(claim: PaymentClaim) {
    const outcome = await sendPaymentClaim(reference, key, claim);
    if (outcome.ok) {
      setClaimed(true);
      const now = await fetchBookingPayment(reference, key);
      if (now) setPayment(now);
    }
    return outcome;
  }

  if (!payment || (!payment.upi && !claimed)) return null;
  return <PaymentView payment={payment} action={action} send={send} />;
}
