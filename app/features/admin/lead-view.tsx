// One lead as the visitor sent it (with an order's lines and total), ways to reach the customer
// (WhatsApp with a greeting, a phone call), its history, a note box, the next statuses it may take (lost
// asks why), and deletion for a customer's erasure request. Changes go through the admin API from the
// browser (same origin, the session cookie), then the page reloads its data.
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import {
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
  type LeadDetail,
  type LeadStatus,
  type LeadType,
  nextStatuses,
  surchargeInWords,
  waMeLink,
} from '../../../shared/leads.ts';
import { productHref } from '../../../shared/urls.ts';
import { customerWhatsappText } from '../../../shared/customer-texts.ts';
import { OrderLinesTable } from '../cart/order-lines.tsx';
import { ReferencePhoto } from './reference-photo.tsx';
import { LeadStyles } from '../leads/form-field.tsx';
import { displayPhone, mailtoLink, telLink, useBusiness } from '../shell/business.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { BookingWhatsapp, CrewField } from './booking-owner.tsx';
import { OutsideAreaBadge, StatusBadge } from './inbox.tsx';
import { formatDay, formatWhen } from './inbox-data.ts';
import { NoticeLine } from './parts.tsx';
import { type Ledger, LeadPayments } from './lead-payments.tsx';
import { LeadDocumentsView } from './lead-documents.tsx';
import type { LeadDocuments } from '../../../shared/tax-document.ts';
import { TitledSection } from '../shell/titled-section.tsx';

const listOf = (type: LeadType) => (type === 'order' ? { to: '/admin/orders', label: 'Back to orders' } : { to: '/admin/leads', label: 'Back to leads' });

export function LeadPage({ lead, ledger = null, documents = null }: { lead: LeadDetail | null; ledger?: Ledger | null; documents?: LeadDocuments | null }) {
  if (!lead) {
    return (
      <section aria-labelledby="lead-title">
        <h1 id="lead-title">Lead not found</h1>
        <p>It may have been deleted. </p>
        <p>
          <Link to="/admin/leads">Back to leads</Link>
        </p>
      </section>
    );
  }
  return <LeadView key={lead.id} lead={lead} ledger={ledger} documents={documents} />;
}

/** The fields each kind of lead was sent with, in the form's order. */
/** What the owner reads of a lead: its fields, and its language when the customer wrote from the Hindi pages. */
function fieldsOf(l: LeadDetail): [string, string | null][] {
  return l.locale === 'hi' ? [...fieldsOfType(l), ['Language', 'Hindi: the messages to the customer are in Hindi']] : fieldsOfType(l);
}

function fieldsOfType(l: LeadDetail): [string, string | null][] {
  const phone: [string, string | null] = ['Mobile number', displayPhone(l.phone)];
  const event: [string, string | null] = ['Event date', l.eventDate ? formatDay(l.eventDate) : null];
  switch (l.type) {
    case 'enquiry':
      return [['Name', l.name], phone, ['Enquiry about', l.enquiryAbout], event, ['Venue pincode', l.pincode]];
    case 'franchise':
      return [['Name', l.name], ['Email', l.email], phone, ['Address', l.address], ['Area (sq. ft.)', l.area], ['Business budget', l.businessBudget]];
    case 'order':
      return [
        ['Name', l.name],
        phone,
        event,
        ['Setup slot', l.slotLabel],
        ['Venue pincode', l.pincode],
        ['State', l.state],
        ['Service area', l.outsideArea ? 'Outside the usual area: call before confirming' : l.areaLabel],
        ['Venue address', l.address],
        ['Notes', l.notes],
      ];
  }
}

function LeadView({ lead, ledger, documents }: { lead: LeadDetail; ledger: Ledger | null; documents: LeadDocuments | null }) {
  const business = useBusiness();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [note, setNote] = useState('');
  const [askingLost, setAskingLost] = useState(false);
  const [lostReason, setLostReason] = useState('');
  const [lostError, setLostError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const back = listOf(lead.type);
  const next = nextStatuses(lead.status);
  const disabled = !hydrated || busy;

  function update(body: { status?: LeadStatus; note?: string; lostReason?: string }, done: string) {
    void run(() => callApi('PATCH', `/api/admin/leads/${lead.id}`, body), {
      failure: 'Failed to update lead',
      done,
      then: async (res) => {
        if (res.ok) {
          setNote('');
          setLostReason('');
          setAskingLost(false);
        }
        if (res.status !== 0) await revalidator.revalidate();
      },
    });
  }

  const withNote = () => (note.trim() ? { note } : {});

  function moveTo(status: LeadStatus) {
    void update({ status, ...withNote() }, `Moved to ${LEAD_STATUS_LABELS[status]}.`);
  }

  function markLost() {
    if (!lostReason.trim()) {
      setLostError('Say why the lead was lost.');
      document.getElementById('lead-lost-reason')?.focus();
      return;
    }
    setLostError(null);
    void update({ status: 'lost', lostReason, ...withNote() }, 'Moved to Lost.');
  }

  function remove() {
    void run(() => callApi('DELETE', `/api/admin/leads/${lead.id}`), {
      failure: 'Failed to delete lead',
      quietWhenOk: true,
      then: (res) => res.ok && navigate(back.to, { state: { notice: `Deleted ${lead.reference} and its history.` } }),
    });
  }

  const whatsapp = waMeLink(lead.phone, customerWhatsappText({ reference: lead.reference, name: lead.name, businessName: business.name }, lead.locale));

  return (
    <article aria-labelledby="lead-title" className="lead-detail">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1 id="lead-title">
        {LEAD_TYPE_LABELS[lead.type]} <span className="lead-row-ref">{lead.reference}</span>
      </h1>
      <p className="lead-meta">
        <StatusBadge status={lead.status} />
        {lead.outsideArea && (
          <>
            {' '}
            <OutsideAreaBadge />
          </>
        )}{' '}
        Received <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time>
        {lead.sourcePage && <> from {lead.sourcePage}</>}
      </p>
      <NoticeLine notice={notice} okRole="status" />

      <p className="form-actions lead-contact">
        <a className="btn" href={whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp {lead.name}
        </a>
        <a className="btn btn-secondary" href={telLink(lead.phone)}>
          Call {displayPhone(lead.phone)}
        </a>
        {lead.email && (
          <a className="btn btn-secondary" href={mailtoLink(lead.email)}>
            E-mail
          </a>
        )}
      </p>

      <TitledSection id="lead-fields-title" title="What they sent">
        <dl className="lead-fields">
          {fieldsOf(lead).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? <span className="field-hint">Not given</span>}</dd>
            </div>
          ))}
          {lead.status === 'lost' && lead.lostReason && (
            <div>
              <dt>Lost because</dt>
              <dd>{lead.lostReason}</dd>
            </div>
          )}
        </dl>
        {lead.photoUrl && <ReferencePhoto url={lead.photoUrl} name={lead.name} />}
      </TitledSection>

      {lead.type === 'order' && <OrderLines lead={lead} />}
      {ledger && <LeadPayments leadId={lead.id} ledger={ledger} />}
      {documents && <LeadDocumentsView leadId={lead.id} status={lead.status} documents={documents} />}

      {lead.type === 'order' && lead.eventDate && (
        <>
          <BookingWhatsapp lead={lead} businessName={business.name} />
          <section aria-labelledby="lead-crew-title">
            <h2 id="lead-crew-title">Crew</h2>
            <CrewField leadId={lead.id} crew={lead.crew} idPrefix="lead" onSaved={() => revalidator.revalidate()} />
          </section>
        </>
      )}

      <TitledSection id="lead-work-title" title="Work on it">
        <div className="admin-form">
          <div className="field">
            <label htmlFor="lead-note">Note</label>
            <textarea id="lead-note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} aria-describedby="lead-note-hint" />
            <p id="lead-note-hint" className="field-hint">
              For you and the other admins only; kept in the history. A status button below saves it with the change.
            </p>
          </div>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" disabled={disabled || !note.trim()} onClick={() => void update({ note }, 'Note added.')}>
              Add note
            </button>
          </div>
          {next.length > 0 ? (
            <div className="lead-status-actions" role="group" aria-labelledby="lead-move-label">
              <p id="lead-move-label" className="field-label">
                Move to
              </p>
              <div className="form-actions">
                {next.map((s) =>
                  s === 'lost' ? (
                    <button
                      key={s}
                      type="button"
                      className="btn btn-danger"
                      disabled={disabled}
                      aria-expanded={askingLost}
                      onClick={() => setAskingLost((v) => !v)}
                    >
                      Lost…
                    </button>
                  ) : (
                    <button key={s} type="button" className="btn" disabled={disabled} onClick={() => moveTo(s)}>
                      {LEAD_STATUS_LABELS[s]}
                    </button>
                  ),
                )}
              </div>
            </div>
          ) : (
            <p>This lead is {LEAD_STATUS_LABELS[lead.status].toLowerCase()}: it has no further status.</p>
          )}
          {askingLost && (
            <div className="field">
              <label htmlFor="lead-lost-reason">Why was it lost?</label>
              <textarea
                id="lead-lost-reason"
                value={lostReason}
                maxLength={500}
                required
                aria-invalid={lostError ? true : undefined}
                aria-describedby={lostError ? 'lead-lost-error' : undefined}
                onChange={(e) => {
                  setLostReason(e.target.value);
                  setLostError(null);
                }}
              />
              {lostError && (
                <p id="lead-lost-error" className="field-error" role="alert">
                  {lostError}
                </p>
              )}
              <div className="form-actions">
                <button type="button" className="btn btn-danger" disabled={disabled} onClick={markLost}>
                  Mark as lost
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => setAskingLost(false)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </div>
      </TitledSection>

      <TitledSection id="lead-history-title" title="History">
        <ol className="lead-history">
          <li>
            <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time> · received from the website
          </li>
          {lead.history.map((h) => (
            <li key={h.id}>
              <time dateTime={h.at}>{formatWhen(h.at)}</time> · {h.admin ?? 'an admin no longer listed'}
              {h.toStatus && (
                <>
                  {' '}
                  moved it {h.fromStatus ? `from ${LEAD_STATUS_LABELS[h.fromStatus]} ` : ''}to {LEAD_STATUS_LABELS[h.toStatus]}
                </>
              )}
              {!h.toStatus && h.note && ' added a note'}
              {h.note && <p className="lead-history-note">{h.note}</p>}
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="lead-delete-title" title="Delete" className="lead-delete">
        <p>When the customer asks for their details to be erased, delete the lead with its lines and history. This cannot be undone.</p>
        {confirmingDelete ? (
          <div className="form-actions">
            <span>Delete {lead.reference} for good?</span>
            <button type="button" className="btn btn-danger" disabled={disabled} onClick={remove}>
              Yes, delete
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirmingDelete(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-danger" disabled={disabled} onClick={() => setConfirmingDelete(true)}>
            Delete this lead
          </button>
        )}
      </TitledSection>
    </article>
  );
}

function OrderLines({ lead }: { lead: LeadDetail }) {
  const rows = lead.lines.map((l, i) => ({
    key: i,
    title: l.productId ? <Link to={productHref({ id: l.productId })}>{l.title}</Link> : l.title,
    quantity: l.quantity,
    price: l.price,
    lineTotal: l.lineTotal,
  }));
  return (
    <section aria-labelledby="lead-lines-title">
      <LeadStyles />
      <h2 id="lead-lines-title">Order</h2>
      <OrderLinesTable rows={rows} total={lead.total ?? lead.lines.reduce((s, l) => s + l.lineTotal, 0)} />
      {lead.surcharge > 0 && <p className="lead-surcharge">{surchargeInWords(lead.surcharge, lead.surchargePercent)}</p>}
    </section>
  );
}
