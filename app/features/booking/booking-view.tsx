// The customer's booking page: status in plain words, date and slot, address, lines and total, the
// cancellation policy as it applies now, and Reschedule and Cancel as plain forms that post to the
// page's own action, so they work before (or without) the page's scripts.
import { Form } from 'react-router';
import type { Booking, FreeSlot } from '../../../shared/bookings.ts';
import { formatRupees } from '../../../shared/money.ts';
import { SURCHARGE_TEXT } from './booking-form.ts';
import { useT } from '../shell/i18n.tsx';
import { useDayWords } from './day-words.ts';
import { LeadStyles } from '../leads/form-field.tsx';
import { CancellationSteps } from './cancellation-steps.tsx';
import { BOOKING_PAGE } from './content.ts';
import { PaymentView } from './payment-view.tsx';
import type { BookingPayment } from '../../../shared/payments.ts';

export interface BookingPage {
  booking: Booking;
  choices: FreeSlot[];
  payment: BookingPayment;
  /** Where the forms post: the page's own address with its key. */
  action: string;
  /** The quote's discount (part of the total) and the PDFs: the quote always, the invoice once issued. */
  documents: { discount: number; quoteUrl: string; invoice: { number: string; url: string } | null };
}

export function BookingView({ page, outcome }: { page: BookingPage; outcome: { ok: boolean; message: string } | undefined }) {
  const { booking: b, choices, action } = page;
  const p = b.policy;
  // On the Hindi twin (/hi/booking/...) the page speaks Hindi, its dates too.
  const t = useT();
  const longDate = useDayWords();
  const ifCancelledNow = t(BOOKING_PAGE.now, { keep: p.keepPercent, kept: formatRupees(p.kept), refund: formatRupees(p.refund) });
  const personal = [
    b.personal.names && `${t('Names')}: ${b.personal.names}`,
    b.personal.age !== null && `${t('Age')}: ${b.personal.age}`,
    b.personal.theme && `${t('Theme')}: ${b.personal.theme}`,
    b.personal.colours && `${t('Colours')}: ${b.personal.colours}`,
  ].filter(Boolean);
  return (
    <section className="buy-page booking-page" aria-labelledby="booking-heading">
      <LeadStyles />
      <header>
        <h1 id="booking-heading">{`${t(BOOKING_PAGE.title)} ${b.reference}`}</h1>
        <p>
          {t('Status:')} <strong>{t(BOOKING_PAGE.states[b.status])}</strong>
        </p>
      </header>
      {outcome && (
        <p className={outcome.ok ? 'lead-followup' : 'form-alert'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <dl className="booking-facts">
        <dt>{t('Date')}</dt>
        <dd>{longDate(b.date)}</dd>
        <dt>{t('Setup slot')}</dt>
        <dd>{b.slot ? `${t(b.slot.label)}${b.slot.start && b.slot.end ? ` (${b.slot.start}–${b.slot.end})` : ''}` : t(BOOKING_PAGE.noSlot)}</dd>
        <dt>{t('Venue')}</dt>
        <dd>{[b.address, b.pincode].filter(Boolean).join(', ') || '—'}</dd>
        {personal.length > 0 && (
          <>
            <dt>{t('Personal touches')}</dt>
            <dd>{personal.join(' · ')}</dd>
          </>
        )}
      </dl>
      {/* Headers in the top row and in the total's row: each cell names its own, as a screen reader needs in such a table. */}
      <table className="order-lines">
        <caption>{t(BOOKING_PAGE.linesCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" id="line-product">
              {t('Product')}
            </th>
            <th scope="col" id="line-quantity">
              {t('Quantity')}
            </th>
            <th scope="col" id="line-total">
              {t('Total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {b.lines.map((l, i) => (
            <tr key={i}>
              <td headers="line-product">{l.title}</td>
              <td headers="line-quantity">{l.quantity}</td>
              <td headers="line-total">{formatRupees(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {page.documents.discount > 0 && (
            <tr>
              <th scope="row" colSpan={2} id="lines-discount">
                {t(BOOKING_PAGE.discount)}
              </th>
              <td headers="line-total lines-discount">{`-${formatRupees(page.documents.discount)}`}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2} id="lines-sum">
              {t('Total')}
            </th>
            <td headers="line-total lines-sum">{formatRupees(b.total)}</td>
          </tr>
        </tfoot>
      </table>
      {b.surcharge > 0 && <p className="booking-surcharge">{t(SURCHARGE_TEXT, { amount: formatRupees(b.surcharge), percent: b.surchargePercent })}</p>}
      <PaymentView payment={page.payment} action={action} />
      <h2>{t(BOOKING_PAGE.documentsHeading)}</h2>
      <ul className="booking-documents">
        <li>
          <a href={page.documents.quoteUrl} download>
            {t(BOOKING_PAGE.quoteLink)}
          </a>
        </li>
        {page.documents.invoice && (
          <li>
            <a href={page.documents.invoice.url} download>
              {t(BOOKING_PAGE.invoiceLink, { number: page.documents.invoice.number })}
            </a>
          </li>
        )}
      </ul>
      <h2>{t(BOOKING_PAGE.policyHeading)}</h2>
      <CancellationSteps steps={p.steps} processingPercent={p.processingPercent} />
      {p.canCancel && <p>{ifCancelledNow}</p>}
      {p.canReschedule && choices.length > 0 && (
        <Form method="post" action={action} className="enquiry-form booking-form" reloadDocument>
          <h2>{t(BOOKING_PAGE.rescheduleHeading)}</h2>
          <label htmlFor="booking-to">{t(BOOKING_PAGE.newSlot)}</label>
          <select id="booking-to" name="to" required defaultValue="">
            <option value="" disabled>
              {t(BOOKING_PAGE.choose)}
            </option>
            {choices.map((c) => (
              <option key={`${c.date}|${c.slotId}`} value={`${c.date}|${c.slotId}`}>
                {`${longDate(c.date)}, ${t(c.label)}`}
              </option>
            ))}
          </select>
          <button className="btn" type="submit" name="intent" value="reschedule">
            {t(BOOKING_PAGE.reschedule)}
          </button>
        </Form>
      )}
      {b.status !== 'cancelled' && b.status !== 'done' && !p.canReschedule && <p className="field-hint">{t(BOOKING_PAGE.tooLateToMove)}</p>}
      {p.canCancel && (
        <details className="booking-cancel">
          <summary>{t(BOOKING_PAGE.cancel)}</summary>
          <p>{ifCancelledNow}</p>
          <Form method="post" action={action} reloadDocument>
            <button className="btn btn-outline" type="submit" name="intent" value="cancel">
              {t(BOOKING_PAGE.confirmCancel)}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
