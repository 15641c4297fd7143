// The booking's money on the customer's page: total, paid, balance or refund due; when the shop has a
// UPI ID, the QR of the UPI link for what to pay now (an SVG drawn on the server), the UPI ID with a copy
// button, an "Open UPI app" link, and "I have paid", a plain form posting the UTR and the amount to the
// booking page's action (it works without scripts). /buy's confirmation shows the same block and sends
// the same form through the API instead, staying on the confirmation.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import type { BookingPayment, PaymentClaim } from '../../../shared/payments.ts';
import { formatRupees } from '../../../shared/money.ts';
import type { TemplateOutcome } from '../../../shared/message-template.ts';
import { useT } from '../shell/i18n.tsx';
import { PAYMENT_PAGE } from './content.ts';
import css from './payment.css?inline';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {t(copied ? PAYMENT_PAGE.copied : PAYMENT_PAGE.copy)}
    </button>
  );
}

/** What came of "I have paid" sent from the page: the English text with its values, said in the page's language here. */
export type ClaimOutcome = TemplateOutcome;

/**
 * `action` is where "I have paid" posts: the booking page's own address with its key. With `send`, the
 * form sends the claim through it instead and shows the outcome in place.
 */
export function PaymentView({ payment, action, send }: { payment: BookingPayment; action: string; send?: (claim: PaymentClaim) => Promise<ClaimOutcome> }) {
  const { totals, upi } = payment;
  const t = useT();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  // Said under the form; under the totals once nothing is left to pay by UPI, the form gone with the QR.
  const said = outcome && (
    <p className={outcome.ok ? 'lead-followup' : 'form-alert'} role={outcome.ok ? 'status' : 'alert'}>
      {t(outcome.text, outcome.vars)}
    </p>
  );
  const sendHere =
    send &&
    (async (claim: PaymentClaim) => {
      // Cleared first, so the same message after another try is announced again.
      setOutcome(null);
      const o = await send(claim);
      setOutcome(o);
      return o.ok;
    });
  return (
    <section className="booking-payment" aria-labelledby="payment-heading">
      <style href="gubbara-payment-css" precedence="default">
        {css}
      </style>
      <h2 id="payment-heading">{t(PAYMENT_PAGE.heading)}</h2>
      <dl className="pay-totals">
        <dt>{t(PAYMENT_PAGE.state)}</dt>
        <dd>{t(PAYMENT_PAGE.states[totals.state])}</dd>
        <dt>{t(PAYMENT_PAGE.paid)}</dt>
        <dd>{formatRupees(totals.paid)}</dd>
        {totals.claimed > 0 && (
          <>
            <dt>{t(PAYMENT_PAGE.claimed)}</dt>
            <dd>{formatRupees(totals.claimed)}</dd>
          </>
        )}
        {totals.refundDue > 0 ? (
          <>
            <dt>{t(PAYMENT_PAGE.refundDue)}</dt>
            <dd>{formatRupees(totals.refundDue)}</dd>
          </>
        ) : (
          <>
            <dt>{t(PAYMENT_PAGE.balanceDue)}</dt>
            <dd>{formatRupees(totals.balanceDue)}</dd>
          </>
        )}
      </dl>
      {!upi && said}
      {upi && (
        <>
          <p>{t(PAYMENT_PAGE.ask[upi.kind], { amount: formatRupees(upi.amount) })}</p>
          {/* The SVG is drawn on the server by the QR library from the encoded link: no visitor text in it. */}
          <div
            className="pay-qr"
            role="img"
            aria-label={t(PAYMENT_PAGE.qrLabel, { amount: formatRupees(upi.amount) })}
            dangerouslySetInnerHTML={{ __html: upi.svg }}
          />
          <p className="pay-upi">
            <span>{t(PAYMENT_PAGE.upiId)}</span> <code>{upi.upiId}</code> <CopyButton text={upi.upiId} />
          </p>
          <p>
            <a className="btn" href={upi.uri}>
              {t(PAYMENT_PAGE.openApp)}
            </a>
          </p>
          <ClaimForm action={action} amount={upi.amount} send={sendHere} said={said} />
        </>
      )}
    </section>
  );
}

function ClaimForm({ action, amount, send, said }: { action: string; amount: number; send?: (claim: PaymentClaim) => Promise<boolean>; said: ReactNode }) {
  const [sending, setSending] = useState(false);
  const t = useT();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!send) return;
    e.preventDefault();
    const form = e.currentTarget;
    const typed = new FormData(form);
    // Read as the booking page's action reads the posted form; the server checks it with the same rules.
    const claim = { utr: String(typed.get('utr') ?? '').trim(), amount: Number(String(typed.get('amount') ?? '').trim()) };
    setSending(true);
    void send(claim).then((taken) => {
      setSending(false);
      // A claim taken is not sent twice: its UTR would be refused as already recorded.
      if (taken) form.reset();
    });
  }
  return (
    <Form method="post" action={action} className="enquiry-form booking-form" reloadDocument onSubmit={onSubmit} aria-labelledby="pay-claim-heading">
      <h3 id="pay-claim-heading">{t(PAYMENT_PAGE.paidHeading)}</h3>
      <p className="field-hint">{t(PAYMENT_PAGE.utrHint)}</p>
      <label htmlFor="pay-utr">{t(PAYMENT_PAGE.utr)}</label>
      <input id="pay-utr" name="utr" inputMode="numeric" pattern="\d{12}" minLength={12} maxLength={12} required autoComplete="off" />
      <label htmlFor="pay-amount">{t(PAYMENT_PAGE.amount)}</label>
      {/* Keyed by what is due, so the amount offered follows the booking once a claim is taken. */}
      <input key={amount} id="pay-amount" name="amount" inputMode="numeric" pattern="\d{1,8}" required defaultValue={String(amount)} />
      {said}
      <button className="btn" type="submit" name="intent" value="paid" disabled={sending}>
        {t(sending ? PAYMENT_PAGE.sending : PAYMENT_PAGE.send)}
      </button>
    </Form>
  );
}
