// An order's quote and tax invoice on the owner's lead page: the quote's PDF, a form to price its lines
// and give a discount before sending it (saved onto the order), and, once the order is confirmed, the
// tax invoice issued once with an optional buyer's name and GSTIN, then its PDF. Changes go through
// the admin API, then the page reloads its data.
import { useRevalidator } from 'react-router';
import { dateInWords } from '../../../shared/dates.ts';
import { formatRupees } from '../../../shared/money.ts';
import type { LeadDocuments } from '../../../shared/tax-document.ts';
import { adminInvoiceHref, adminQuoteHref } from '../../../shared/urls.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { NoticeLine } from './parts.tsx';

const INVOICEABLE = new Set(['confirmed', 'completed']);

export function LeadDocumentsView({ leadId, status, documents }: { leadId: number; status: string; documents: LeadDocuments }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const off = !hydrated || busy;
  const then = (r: { ok: boolean }) => r.ok && revalidator.revalidate();
  const { quote, invoice, lines } = documents;

  function saveQuote(form: FormData) {
    const whole = (name: string) => {
      const v = String(form.get(name) ?? '').trim();
      return v === '' ? null : Number(v);
    };
    const body = { lines: lines.map((l) => ({ id: l.id, price: whole(`price-${l.id}`) })), discount: whole('discount') ?? 0 };
    void run(() => callApi('PUT', `/api/admin/leads/${leadId}/quote`, body), { failure: 'Quote not saved', then });
  }

  function issue(form: FormData) {
    const body = { buyerName: String(form.get('buyerName') ?? '').trim(), buyerGstin: String(form.get('buyerGstin') ?? '').trim() };
    void run(() => callApi('POST', `/api/admin/leads/${leadId}/invoice`, body), { failure: 'Invoice not issued', then });
  }

  return (
    <section aria-labelledby="lead-documents-title" className="lead-documents">
      <h2 id="lead-documents-title">Quote and invoice</h2>
      <NoticeLine notice={notice} okRole="status" />
      <p>
        <a href={adminQuoteHref(leadId)} download>Download the quote (PDF)</a>
        {quote &&
          ` · quoted ${formatRupees(quote.total)}${quote.discount ? ` after a discount of ${formatRupees(quote.discount)}` : ''}, valid until ${dateInWords(quote.validUntil)}`}
      </p>
      {invoice ? (
        <p data-testid="lead-invoice">
          {`${invoice.kind === 'tax invoice' ? 'Tax invoice' : 'Bill of supply'} ${invoice.number} of ${dateInWords(invoice.date)}, ${formatRupees(invoice.total)}: `}
          <a href={adminInvoiceHref(invoice.slug)} download>Download invoice {invoice.number} (PDF)</a>
        </p>
      ) : (
        <>
          {lines.length > 0 && (
            <form
              className="admin-form"
              aria-labelledby="quote-form-title"
              onSubmit={(e) => {
                e.preventDefault();
                saveQuote(new FormData(e.currentTarget));
              }}
            >
              <h3 id="quote-form-title">Prices for the quote</h3>
              {lines.map((l) => (
                <div className="field" key={l.id}>
                  <label htmlFor={`quote-price-${l.id}`}>{`${l.title} × ${l.quantity}: price each (₹)`}</label>
                  <input id={`quote-price-${l.id}`} name={`price-${l.id}`} type="number" inputMode="numeric" min={0} step={1} required defaultValue={l.price} />
                </div>
              ))}
              <div className="field">
                <label htmlFor="quote-discount">Discount (₹)</label>
                <input id="quote-discount" name="discount" type="number" inputMode="numeric" min={0} step={1} defaultValue={quote?.discount ?? 0} />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn" disabled={off}>
                  Save quote
                </button>
              </div>
            </form>
          )}
          {INVOICEABLE.has(status) ? (
            <form
              className="admin-form"
              aria-labelledby="invoice-form-title"
              onSubmit={(e) => {
                e.preventDefault();
                issue(new FormData(e.currentTarget));
              }}
            >
              <h3 id="invoice-form-title">Tax invoice</h3>
              <div className="field">
                <label htmlFor="invoice-buyer">Bill to (a company’s name; empty for the customer’s)</label>
                <input id="invoice-buyer" name="buyerName" maxLength={200} autoComplete="organization" />
              </div>
              <div className="field">
                <label htmlFor="invoice-gstin">Buyer’s GSTIN (optional)</label>
                <input id="invoice-gstin" name="buyerGstin" maxLength={15} autoCapitalize="characters" spellCheck={false} />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn" disabled={off}>
                  Issue tax invoice
                </button>
              </div>
            </form>
          ) : (
            <p className="field-hint">The tax invoice can be issued once the order is confirmed.</p>
          )}
        </>
      )}
    </section>
  );
}
