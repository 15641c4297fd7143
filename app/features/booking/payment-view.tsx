// The booking's money on the customer's page: total, paid, balance or refund due; when the shop has a
// UPI ID, the QR of the UPI link for what to pay now (an SVG drawn on the server), the UPI ID with a copy
// button, an "Open UPI app" link, and "I have paid", a plain form posting the UTR and the amount to the
// page's own action (it works without scripts).
import { useState } from 'react';
import { Form } from 'react-router';
import type { BookingPayment } from '../../../shared/payments.ts';
import { formatRupees } from '../../../shared/money.ts';
import { PAYMENT_PAGE } from './content.ts';
import css from './payment.css?inline';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? PAYMENT_PAGE.copied : PAYMENT_PAGE.copy}
    </button>
  );
}

/** `action` is where "I have paid" posts; without one (/buy's confirmation) the claim is left to the booking page. */
export function PaymentView({ payment, action }: { payment: BookingPayment; action: string | null }) {
  const { totals: t, upi } = payment;
  return (
    <section className="booking-payment" aria-labelledby="payment-heading">
      <style href="gubbara-payment-css" precedence="default">
        {css}
      </style>
      <h2 id="payment-heading">{PAYMENT_PAGE.heading}</h2>
      <dl className="pay-totals">
        <dt>{PAYMENT_PAGE.state}</dt>
        <dd>{PAYMENT_PAGE.states[t.state]}</dd>
        <dt>{PAYMENT_PAGE.paid}</dt>
        <dd>{formatRupees(t.paid)}</dd>
        {t.claimed > 0 && (
          <>
            <dt>{PAYMENT_PAGE.claimed}</dt>
            <dd>{formatRupees(t.claimed)}</dd>
          </>
        )}
        {t.refundDue > 0 ? (
          <>
            <dt>{PAYMENT_PAGE.refundDue}</dt>
            <dd>{formatRupees(t.refundDue)}</dd>
          </>
        ) : (
          <>
            <dt>{PAYMENT_PAGE.balanceDue}</dt>
            <dd>{formatRupees(t.balanceDue)}</dd>
          </>
        )}
      </dl>
      {upi && (
        <>
          <p>{PAYMENT_PAGE.ask(upi.kind, formatRupees(upi.amount))}</p>
          {/* The SVG is drawn on the server by the QR library from the encoded link: no visitor text in it. */}
          <div className="pay-qr" role="img" aria-label={PAYMENT_PAGE.qrLabel(formatRupees(upi.amount))} dangerouslySetInnerHTML={{ __html: upi.svg }} />
          <p className="pay-upi">
            <span>{PAYMENT_PAGE.upiId}</span> <code>{upi.upiId}</code> <CopyButton text={upi.upiId} />
          </p>
          <p>
            <a className="btn" href={upi.uri}>
              {PAYMENT_PAGE.openApp}
            </a>
          </p>
          {action !== null && (
            <Form method="post" action={action} className="enquiry-form booking-form" reloadDocument>
              <h3>{PAYMENT_PAGE.paidHeading}</h3>
              <p className="field-hint">{PAYMENT_PAGE.utrHint}</p>
              <label htmlFor="pay-utr">{PAYMENT_PAGE.utr}</label>
              <input id="pay-utr" name="utr" inputMode="numeric" pattern="\d{12}" minLength={12} maxLength={12} required autoComplete="off" />
              <label htmlFor="pay-amount">{PAYMENT_PAGE.amount}</label>
              <input id="pay-amount" name="amount" inputMode="numeric" pattern="\d{1,8}" required defaultValue={String(upi.amount)} />
              <button className="btn" type="submit" name="intent" value="paid">
                {PAYMENT_PAGE.send}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
