// What the owner does with a booking on its lead page and on the calendar's day: the crew sent (a free
// text saved through the lead's PATCH), and the three WhatsApp messages to the customer — the
// confirmation with a link to the booking page, the reminder the day before and "we are on the way".
// The customer's own link cannot be given again (only its hash is kept), so the confirmation asks the
// server for a further key first; the old link keeps working. Each is in the language the customer
// ordered in (a Hindi lead's in Hindi, its link to the Hindi booking page); the buttons stay English.
import { useState } from 'react';
import { CREW_MAX, type LeadDetail, waMeLink } from '../../../shared/leads.ts';
import { type BookingFacts, onTheWayWhatsappText, reminderWhatsappText } from '../../../shared/customer-texts.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { NoticeLine } from './parts.tsx';

/** The crew box of one booking; `onSaved` reloads what shows it. */
export function CrewField({ leadId, crew, idPrefix, onSaved }: { leadId: number; crew: string | null; idPrefix: string; onSaved: () => Promise<void> | void }) {
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [value, setValue] = useState(crew ?? '');
  const id = `${idPrefix}-crew`;
  function save(e: React.FormEvent) {
    e.preventDefault();
    void run(() => callApi('PATCH', `/api/admin/leads/${leadId}`, { crew: value }), {
      failure: 'Crew not saved',
      done: value.trim() ? `Crew saved: ${value.trim()}.` : 'Crew cleared.',
      then: async (res) => {
        if (res.ok) await onSaved();
      },
    });
  }
  return (
    <form className="crew-field" onSubmit={save}>
      <div className="field">
        <label htmlFor={id}>Crew</label>
        <input id={id} type="text" value={value} maxLength={CREW_MAX} onChange={(e) => setValue(e.target.value)} placeholder="Who goes" />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={!hydrated || busy || value.trim() === (crew ?? '')}>
        Save crew
      </button>
      <NoticeLine notice={notice} okRole="status" />
    </form>
  );
}

/** The three messages to a booked customer, each a wa.me link to their number. */
export function BookingWhatsapp({ lead, businessName }: { lead: LeadDetail; businessName: string }) {
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const facts: BookingFacts = {
    reference: lead.reference,
    name: lead.name,
    businessName,
    eventDate: lead.eventDate,
    slotLabel: lead.slotLabel,
    address: lead.address,
  };
  function prepare() {
    void run(() => callApi('POST', `/api/admin/leads/${lead.id}/booking-key`), {
      failure: 'The confirmation could not be prepared',
      done: 'Confirmation ready: press "Send confirmation on WhatsApp".',
      then: (res) => {
        if (res.ok && typeof res.body.whatsappUrl === 'string') setConfirmation(res.body.whatsappUrl);
      },
    });
  }
  return (
    <section aria-labelledby="lead-whatsapp-title" className="booking-whatsapp">
      <h2 id="lead-whatsapp-title">WhatsApp the customer</h2>
      <p className="field-hint">Each opens WhatsApp with the message written; check it and press send.</p>
      <p className="form-actions">
        {confirmation ? (
          <a className="btn" href={confirmation} target="_blank" rel="noopener noreferrer">
            Send confirmation on WhatsApp
          </a>
        ) : (
          <button type="button" className="btn" disabled={!hydrated || busy} onClick={prepare}>
            Prepare confirmation with booking link
          </button>
        )}
        <a className="btn btn-secondary" href={waMeLink(lead.phone, reminderWhatsappText(facts, lead.locale))} target="_blank" rel="noopener noreferrer">
          Send reminder (day before)
        </a>
        <a className="btn btn-secondary" href={waMeLink(lead.phone, onTheWayWhatsappText(facts, lead.locale))} target="_blank" rel="noopener noreferrer">
          Send “we are on the way”
        </a>
      </p>
      <NoticeLine notice={notice} okRole="status" />
    </section>
  );
}
