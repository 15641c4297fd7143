// The advance on /buy's confirmation: once the order request is taken, the same payment block as the
// booking's page (payment-view.tsx), read through the booking page's own call with the key of the
// status link. Shown only when the shop has a UPI ID; the UTR is sent from the booking page, which the
// confirmation links to.
// order-request.tsx loads it only after an order is taken, so /buy's first load does not carry it.
import { useEffect, useState } from 'react';
import type { BookingPayment } from '../../../shared/payments.ts';
import { fetchBookingPayment } from './booking-client.ts';
import { PaymentView } from './payment-view.tsx';

export default function BuyPayment({ statusUrl }: { statusUrl: string }) {
  const [payment, setPayment] = useState<BookingPayment | null>(null);
  // The booking's reference and key, from its status link.
  const link = new URL(statusUrl, 'http://status.invalid');
  const reference = decodeURIComponent(link.pathname.split('/').pop() ?? '');
  const key = link.searchParams.get('k') ?? '';
  useEffect(() => {
    const stop = new AbortController();
    void fetchBookingPayment(reference, key, stop.signal).then((p) => {
      if (!stop.signal.aborted) setPayment(p);
    });
    return () => stop.abort();
  }, [reference, key]);
  if (!payment?.upi) return null;
  return <PaymentView payment={payment} action={null} />;
}
