// An order's payments on the owner's lead page: total, paid (verified only), reported claims, balance
// or refund due and the payment state; each entry with Verify and Reject (with a reason) while it is a
// claim; and a form to record a payment (cash, bank, UPI seen in the bank app) or a refund. Changes go
// through the admin API, then the page reloads its data.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatRupees } from '../../../shared/money.ts';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATE_LABELS, type Payment, type PaymentTotals } from '../../../shared/payments.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { formatWhen } from './inbox-data.ts';
import { NoticeLine } from './parts.tsx';

export interface Ledger {
  totals: PaymentTotals;
  payments: Payment[];
}

export function LeadPayments({ leadId, ledger }: { leadId: number; ledger: Ledger }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const off = !hydrated || busy;
  const t = ledger.totals;
  const then = (r: { ok: boolean }) => r.ok && revalidator.revalidate();

  const decide = (id: number, state: 'verified' | 'rejected') =>
    void run(() => callApi('PATCH', `/api/admin/payments/${id}`, state === 'rejected' ? { state, reason } : { state }), {
      failure: 'Payment not changed',
      then: (r) => {
        if (r.ok) setRejecting(null);
        return then(r);
      },
    });

  function record(form: FormData) {
    const amount = String(form.get('amount') ?? '').trim();
    const body = {
      kind: String(form.get('kind')),
      method: String(form.get('method')),
      amount: amount === '' ? null : Number(amount),
      utr: String(form.get('utr') ?? '').trim(),
      reason: String(form.get('note') ?? '').trim(),
    };
    void run(() => callApi('POST', `/api/admin/leads/${leadId}/payments`, body), { failure: 'Payment not recorded', then });
  }

  return (
    <section aria-labelledby="lead-payments-title" className="lead-payments">
      <h2 id="lead-payments-title">Payments</h2>
      <NoticeLine notice={notice} okRole="status" />
      <dl className="lead-fields" data-testid="payment-totals">
        <div>
          <dt>Payment state</dt>
          <dd>{PAYMENT_STATE_LABELS[t.state]}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatRupees(t.total)}</dd>
        </div>
        <div>
          <dt>Advance asked</dt>
          <dd>{formatRupees(t.advance)}</dd>
        </div>
        <div>
          <dt>Paid (verified)</dt>
          <dd>{formatRupees(t.paid)}</dd>
        </div>
        <div>
          <dt>Reported, to check</dt>
          <dd>{formatRupees(t.claimed)}</dd>
        </div>
        <div>
          <dt>{t.refundDue > 0 ? 'Refund due' : 'Balance due'}</dt>
          <dd>{formatRupees(t.refundDue > 0 ? t.refundDue : t.balanceDue)}</dd>
        </div>
      </dl>
      {ledger.payments.length > 0 && (
        // Focusable, so a keyboard can scroll it sideways on a phone.
        <div className="table-scroll" role="region" aria-label="Payment entries" tabIndex={0}>
          <table className="order-lines">
            <caption>Entries, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Kind</th>
                <th scope="col">Method</th>
                <th scope="col">Amount</th>
                <th scope="col">UTR</th>
                <th scope="col">State</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {ledger.payments.map((p) => (
                <tr key={p.id} data-payment={p.id}>
                  <td>
                    <time dateTime={p.at}>{formatWhen(p.at)}</time>
                  </td>
                  <td>{p.kind}</td>
                  <td>{p.method}</td>
                  <td>{formatRupees(p.amount)}</td>
                  <td>{p.utr ?? '—'}</td>
                  <td>
                    {p.state}
                    {p.reason ? `: ${p.reason}` : ''}
                  </td>
                  <td>
                    {p.state === 'claimed' &&
                      (rejecting === p.id ? (
                        <span className="form-actions">
                          <label htmlFor={`reject-${p.id}`}>Why rejected</label>
                          <input id={`reject-${p.id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                          <button type="button" className="btn btn-secondary" disabled={off || !reason.trim()} onClick={() => decide(p.id, 'rejected')}>
                            Reject
                          </button>
                        </span>
                      ) : (
                        <span className="form-actions">
                          <button type="button" className="btn" disabled={off} onClick={() => decide(p.id, 'verified')}>
                            {`Verify ${formatRupees(p.amount)}`}
                          </button>
                          <button type="button" className="btn btn-secondary" disabled={off} onClick={() => setRejecting(p.id)}>
                            Reject…
                          </button>
                        </span>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* Drawn afresh whenever the totals change, so its kind and amount offer what is due now, not what was due when the page opened. */}
      <form
        key={`${t.paid}-${t.claimed}-${t.balanceDue}-${t.refundDue}`}
        className="admin-form"
        aria-labelledby="record-payment-title"
        onSubmit={(e) => {
          e.preventDefault();
          record(new FormData(e.currentTarget));
        }}
      >
        <h3 id="record-payment-title">Record a payment or a refund</h3>
        <div className="field">
          <label htmlFor="pay-kind">Kind</label>
          <select id="pay-kind" name="kind" defaultValue={t.paid > 0 ? 'balance' : 'advance'}>
            {PAYMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pay-method">Method</label>
          <select id="pay-method" name="method" defaultValue="cash">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pay-amount">Amount (₹)</label>
          <input
            id="pay-amount"
            name="amount"
            type="number"
            inputMode="numeric"
            min={1}
            required
            defaultValue={t.refundDue > 0 ? t.refundDue : t.balanceDue || undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="pay-utr">UTR (UPI only, 12 digits)</label>
          <input id="pay-utr" name="utr" inputMode="numeric" maxLength={12} />
        </div>
        <div className="field">
          <label htmlFor="pay-note">Payment note</label>
          <input id="pay-note" name="note" maxLength={500} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={off}>
            Record
          </button>
        </div>
      </form>
    </section>
  );
}
