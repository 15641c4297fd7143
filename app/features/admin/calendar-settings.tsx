// The owner's calendar settings, each part its own form on /api/admin/calendar: the setup slots (added,
// edited, retired by deactivating: a slot that bookings hold is never deleted), the booking rules, the
// refund terms (the ladder of hours before the slot and percent kept, and the processing deduction),
// closed dates and peak dates. The API's 400 message begins with the field it is about
// ("capacity must be at least 0"); it is shown under that field, and anything else as the page's notice.
// The page is read again after each change.
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { CalendarSetup, CalendarSlot } from '../../../shared/bookings.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type AdminAnswer, callApi } from './admin-client.ts';
import { dateInWords } from './calendar-dates.ts';
import { useAdminAction } from './forms.ts';
import { NoticeLine, SubmitRow } from './parts.tsx';
import './calendar.css';

type FieldErrors = Record<string, string>;

/** The field a 400 message names: its first word ("cancellationLadder.1.keepPercent must be …"). */
export function fieldOfMessage(message: string): string {
  return message.split(' ')[0] ?? '';
}

/** A labelled input with its hint and the API's message about it, both read out with it. */
function Field({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A whole number from a form, or null for an empty field (the API then says what it wants). */
function num(form: FormData, name: string): number | null {
  const v = String(form.get(name) ?? '').trim();
  return v === '' ? null : Number(v);
}
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export function CalendarSettingsView({ setup }: { setup: CalendarSetup }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, setNotice, busy, run } = useAdminAction();
  // The field messages of the form that was sent last, keyed by the form and the field the API named.
  const [errors, setErrors] = useState<{ form: string; fields: FieldErrors } | null>(null);
  const errorOf = (form: string) => (field: string) => (errors?.form === form ? errors.fields[field] : undefined);

  /**
   * Sends one form's change. A refusal that names one of `fields` goes under that field (and the notice
   * says to look there); any other message is the notice. The page is read again before the notice.
   */
  async function send(form: string, fields: readonly string[], call: () => Promise<AdminAnswer>, done: string, failure: string): Promise<boolean> {
    setErrors(null);
    const res = await run(call, { failure, done, then: (r) => r.ok && revalidator.revalidate() });
    if (!res.ok && res.status === 400 && fields.includes(fieldOfMessage(res.message))) {
      setErrors({ form, fields: { [fieldOfMessage(res.message)]: res.message } });
      setNotice({ text: `${failure}: ${res.message}`, error: true });
    }
    return res.ok;
  }
  const off = !hydrated || busy;

  return (
    <section aria-labelledby="calendar-settings-title" className="calendar-settings">
      <h1 id="calendar-settings-title">Calendar Settings</h1>
      <p>
        The setup slots a customer can book, how many jobs the crew takes, how early and how far ahead one may book, the refund terms, and the days you are
        closed or charge more.
      </p>
      <NoticeLine notice={notice} />
      <Slots slots={setup.slots} send={send} errorOf={errorOf} off={off} />
      <Rules setup={setup} send={send} errorOf={errorOf} off={off} />
      <Refunds setup={setup} send={send} errorOf={errorOf} off={off} />
      <Dates setup={setup} send={send} errorOf={errorOf} off={off} />
    </section>
  );
}

interface PartProps {
  send: (form: string, fields: readonly string[], call: () => Promise<AdminAnswer>, done: string, failure: string) => Promise<boolean>;
  errorOf: (form: string) => (field: string) => string | undefined;
  off: boolean;
}

const SLOT_FIELDS = ['label', 'start', 'end', 'capacity', 'position', 'active'] as const;

function slotBody(form: FormData) {
  return { label: text(form, 'label'), start: text(form, 'start'), end: text(form, 'end'), capacity: num(form, 'capacity') };
}

function SlotFields({ prefix, slot, error }: { prefix: string; slot?: CalendarSlot; error: (field: string) => string | undefined }) {
  return (
    <div className="slot-fields">
      <Field id={`${prefix}-label`} label="Label" name="label" required maxLength={40} defaultValue={slot?.label} error={error('label')} />
      <Field id={`${prefix}-start`} label="Start" name="start" type="time" required defaultValue={slot?.start} error={error('start')} />
      <Field id={`${prefix}-end`} label="End" name="end" type="time" required defaultValue={slot?.end} error={error('end')} />
      <Field
        id={`${prefix}-capacity`}
        label="Capacity"
        name="capacity"
        type="number"
        inputMode="numeric"
        required
        min={0}
        max={1000}
        defaultValue={slot?.capacity}
        error={error('capacity')}
      />
    </div>
  );
}

function Slots({ slots, send, errorOf, off }: PartProps & { slots: CalendarSlot[] }) {
  const [added, setAdded] = useState(0);
  return (
    <section aria-labelledby="slots-title">
      <h2 id="slots-title">Setup slots</h2>
      <p className="field-hint">Capacity is how many jobs a slot takes in a day. A slot bookings may hold is deactivated, not deleted: its bookings keep it.</p>
      <ul className="slot-list">
        {slots.map((s) => {
          const form = `slot-${s.id}`;
          return (
            <li key={`${s.id}-${s.label}-${s.start}-${s.end}-${s.capacity}-${s.active}`} className={s.active ? undefined : 'is-inactive'}>
              <form
                className="admin-form"
                aria-label={`Slot ${s.label}`}
                onSubmit={(e) => {
                  e.preventDefault();
                  const body = slotBody(new FormData(e.currentTarget));
                  void send(
                    form,
                    SLOT_FIELDS,
                    () => callApi('PATCH', `/api/admin/calendar/slots/${s.id}`, body),
                    `Slot ${body.label} saved.`,
                    'Slot not saved',
                  );
                }}
              >
                <p className="slot-state">{s.active ? 'Active' : 'Inactive: not offered to customers'}</p>
                <SlotFields prefix={form} slot={s} error={errorOf(form)} />
                <SubmitRow label="Save slot" disabled={off}>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={off}
                    onClick={() =>
                      void send(
                        form,
                        SLOT_FIELDS,
                        () => callApi('PATCH', `/api/admin/calendar/slots/${s.id}`, { active: !s.active }),
                        s.active ? `Slot ${s.label} deactivated.` : `Slot ${s.label} is offered again.`,
                        'Slot not changed',
                      )
                    }
                  >
                    {s.active ? `Deactivate ${s.label}` : `Activate ${s.label}`}
                  </button>
                </SubmitRow>
              </form>
            </li>
          );
        })}
      </ul>
      <h3 id="slot-add-title">Add a slot</h3>
      <form
        key={added}
        className="admin-form"
        aria-labelledby="slot-add-title"
        onSubmit={async (e) => {
          e.preventDefault();
          const body = { ...slotBody(new FormData(e.currentTarget)), position: slots.length };
          if (await send('slot-new', SLOT_FIELDS, () => callApi('POST', '/api/admin/calendar/slots', body), `Slot ${body.label} added.`, 'Slot not added'))
            setAdded((n) => n + 1);
        }}
      >
        <SlotFields prefix="slot-new" error={errorOf('slot-new')} />
        <SubmitRow label="Add slot" disabled={off} />
      </form>
    </section>
  );
}

const RULE_FIELDS = ['dayCap', 'noticeHours', 'cutoffTime', 'horizonDays', 'rescheduleHours'] as const;

function Rules({ setup: { settings: s }, send, errorOf, off }: PartProps & { setup: CalendarSetup }) {
  const error = errorOf('rules');
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title">Booking rules</h2>
      <form
        key={JSON.stringify(s)}
        className="admin-form"
        aria-labelledby="rules-title"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const body = {
            dayCap: num(f, 'dayCap'),
            noticeHours: num(f, 'noticeHours'),
            cutoffTime: text(f, 'cutoffTime'),
            horizonDays: num(f, 'horizonDays'),
            rescheduleHours: num(f, 'rescheduleHours'),
          };
          void send('rules', RULE_FIELDS, () => callApi('PATCH', '/api/admin/calendar/settings', body), 'Booking rules saved.', 'Booking rules not saved');
        }}
      >
        <div className="two-col">
          <Field
            id="rule-dayCap"
            label="Jobs a day (day cap)"
            name="dayCap"
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={1000}
            defaultValue={s.dayCap}
            hint="Across all slots."
            error={error('dayCap')}
          />
          <Field
            id="rule-noticeHours"
            label="Minimum notice (hours)"
            name="noticeHours"
            type="number"
            inputMode="numeric"
            required
            min={0}
            defaultValue={s.noticeHours}
            hint="A slot starting sooner is not offered."
            error={error('noticeHours')}
          />
          <Field
            id="rule-cutoffTime"
            label="Cut-off time for next day"
            name="cutoffTime"
            type="time"
            required
            defaultValue={s.cutoffTime}
            hint="India time. After it, tomorrow is not offered."
            error={error('cutoffTime')}
          />
          <Field
            id="rule-horizonDays"
            label="Book ahead (days)"
            name="horizonDays"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={540}
            defaultValue={s.horizonDays}
            error={error('horizonDays')}
          />
          <Field
            id="rule-rescheduleHours"
            label="Reschedule until (hours before)"
            name="rescheduleHours"
            type="number"
            inputMode="numeric"
            required
            min={0}
            defaultValue={s.rescheduleHours}
            hint="A customer may move a booking until this many hours before its slot."
            error={error('rescheduleHours')}
          />
        </div>
        <SubmitRow label="Save rules" disabled={off} />
      </form>
    </section>
  );
}

function Refunds({ setup: { settings: s }, ...props }: PartProps & { setup: CalendarSetup }) {
  // Remounted when the saved terms change, so the steps start again from what was saved.
  return <RefundForm key={JSON.stringify([s.processingPercent, s.cancellationLadder])} settings={s} {...props} />;
}

function RefundForm({ settings: s, send, errorOf, off }: PartProps & { settings: CalendarSetup['settings'] }) {
  const [steps, setSteps] = useState(() => s.cancellationLadder.map((step, i) => ({ key: i, ...step })));
  const [nextKey, setNextKey] = useState(s.cancellationLadder.length);
  const error = errorOf('refunds');
  const fields = [
    'processingPercent',
    'cancellationLadder',
    ...steps.flatMap((_, i) => [`cancellationLadder.${i}.hoursBefore`, `cancellationLadder.${i}.keepPercent`]),
  ];
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">Cancellation and refunds</h2>
      <p className="field-hint">
        Each step: from this many hours before the slot, the shop keeps this percent of the total. The processing deduction comes off every refund.
      </p>
      <form
        className="admin-form"
        aria-labelledby="refunds-title"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const body = {
            processingPercent: num(f, 'processingPercent'),
            cancellationLadder: steps.map((_, i) => ({ hoursBefore: num(f, `hoursBefore-${i}`), keepPercent: num(f, `keepPercent-${i}`) })),
          };
          void send('refunds', fields, () => callApi('PATCH', '/api/admin/calendar/settings', body), 'Refund terms saved.', 'Refund terms not saved');
        }}
      >
        <fieldset aria-describedby={error('cancellationLadder') ? 'ladder-error' : undefined}>
          <legend>Steps</legend>
          {steps.map((step, i) => (
            <div key={step.key} className="ladder-step">
              <Field
                id={`ladder-${i}-hoursBefore`}
                label={`Step ${i + 1}: hours before`}
                name={`hoursBefore-${i}`}
                type="number"
                inputMode="numeric"
                required
                min={0}
                defaultValue={step.hoursBefore}
                error={error(`cancellationLadder.${i}.hoursBefore`)}
              />
              <Field
                id={`ladder-${i}-keepPercent`}
                label={`Step ${i + 1}: percent kept`}
                name={`keepPercent-${i}`}
                type="number"
                inputMode="numeric"
                required
                min={0}
                max={100}
                defaultValue={step.keepPercent}
                error={error(`cancellationLadder.${i}.keepPercent`)}
              />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={off || steps.length === 1}
                onClick={() => setSteps(steps.filter((x) => x.key !== step.key))}
              >
                Remove step {i + 1}
              </button>
            </div>
          ))}
          {error('cancellationLadder') && (
            <p id="ladder-error" className="field-error">
              {error('cancellationLadder')}
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={off || steps.length >= 10}
              onClick={() => {
                setSteps([...steps, { key: nextKey, hoursBefore: 0, keepPercent: 100 }]);
                setNextKey(nextKey + 1);
              }}
            >
              Add a step
            </button>
          </div>
        </fieldset>
        <Field
          id="refund-processingPercent"
          label="Processing deduction (percent)"
          name="processingPercent"
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={100}
          defaultValue={s.processingPercent}
          error={error('processingPercent')}
        />
        <SubmitRow label="Save refund terms" disabled={off} />
      </form>
    </section>
  );
}

function Dates({ setup, send, errorOf, off }: PartProps & { setup: CalendarSetup }) {
  const [added, setAdded] = useState(0);
  const closedError = errorOf('closed');
  const peakError = errorOf('peak');
  return (
    <>
      <section aria-labelledby="closed-title">
        <h2 id="closed-title">Closed dates</h2>
        <DateList
          titleId="closed-title"
          empty="No closed dates."
          items={setup.closedDates.map((c) => ({ date: c.date, text: c.note ? `: ${c.note}` : '' }))}
          removeLabel={(words) => `Open ${words} again`}
          onRemove={(date) =>
            send('closed', [], () => callApi('DELETE', `/api/admin/calendar/closed-dates/${date}`), `${dateInWords(date)} is open again.`, 'Date not changed')
          }
          off={off}
        />
        <h3 id="closed-add-title">Close a date</h3>
        <form
          key={`closed-${added}`}
          className="admin-form"
          aria-labelledby="closed-add-title"
          onSubmit={async (e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const date = text(f, 'date');
            const ok = await send(
              'closed',
              ['date', 'note'],
              () => callApi('PUT', `/api/admin/calendar/closed-dates/${encodeURIComponent(date)}`, { note: text(f, 'note') }),
              `${/^\d{4}-\d\d-\d\d$/.test(date) ? dateInWords(date) : date} is closed.`,
              'Date not closed',
            );
            if (ok) setAdded((n) => n + 1);
          }}
        >
          <div className="two-col">
            <Field id="closed-date" label="Date" name="date" type="date" required error={closedError('date')} />
            <Field id="closed-note" label="Note (optional)" name="note" maxLength={100} error={closedError('note')} />
          </div>
          <SubmitRow label="Close date" disabled={off} />
        </form>
      </section>

      <section aria-labelledby="peak-title">
        <h2 id="peak-title">Peak dates</h2>
        <DateList
          titleId="peak-title"
          empty="No peak dates."
          items={setup.peakDates.map((p) => ({ date: p.date, text: `: +${p.surchargePercent}%${p.note ? `, ${p.note}` : ''}` }))}
          removeLabel={(words) => `Remove the surcharge of ${words}`}
          onRemove={(date) =>
            send(
              'peak',
              [],
              () => callApi('DELETE', `/api/admin/calendar/peak-dates/${date}`),
              `${dateInWords(date)} has no surcharge now.`,
              'Date not changed',
            )
          }
          off={off}
        />
        <h3 id="peak-add-title">Add a peak date</h3>
        <form
          key={`peak-${added}`}
          className="admin-form"
          aria-labelledby="peak-add-title"
          onSubmit={async (e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const date = text(f, 'date');
            const ok = await send(
              'peak',
              ['date', 'surchargePercent', 'note'],
              () =>
                callApi('PUT', `/api/admin/calendar/peak-dates/${encodeURIComponent(date)}`, {
                  surchargePercent: num(f, 'surchargePercent'),
                  note: text(f, 'note'),
                }),
              `${/^\d{4}-\d\d-\d\d$/.test(date) ? dateInWords(date) : date} is a peak date.`,
              'Peak date not saved',
            );
            if (ok) setAdded((n) => n + 1);
          }}
        >
          <div className="two-col">
            <Field id="peak-date" label="Date" name="date" type="date" required error={peakError('date')} />
            <Field
              id="peak-surchargePercent"
              label="Surcharge (percent)"
              name="surchargePercent"
              type="number"
              inputMode="numeric"
              required
              min={0}
              max={200}
              error={peakError('surchargePercent')}
            />
            <Field id="peak-note" label="Note (optional)" name="note" maxLength={100} error={peakError('note')} />
          </div>
          <SubmitRow label="Save peak date" disabled={off} />
        </form>
      </section>
    </>
  );
}

/** Closed or peak dates in words, each with its Remove button. */
function DateList({
  titleId,
  empty,
  items,
  removeLabel,
  onRemove,
  off,
}: {
  titleId: string;
  empty: string;
  items: { date: string; text: string }[];
  removeLabel: (dateInWords: string) => string;
  onRemove: (date: string) => unknown;
  off: boolean;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="synonym-list" aria-labelledby={titleId}>
      {items.map((item) => (
        <li key={item.date} data-date={item.date}>
          <span>
            <strong>{dateInWords(item.date)}</strong>
            {item.text}
          </span>
          <button
            type="button"
            className="btn btn-danger btn-small"
            disabled={off}
            aria-label={removeLabel(dateInWords(item.date))}
            onClick={() => void onRemove(item.date)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
