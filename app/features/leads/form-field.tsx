// Labelled form fields with their error (aria-invalid, aria-describedby, announced by role=alert), and
// the small parts every lead form has: the honeypot, the consent line, the note on required fields, a
// message for the whole form, the submit button and the forms' stylesheet.
import { type HTMLInputTypeAttribute } from 'react';
import { LocalLink as Link } from '../shell/i18n.tsx';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { HONEYPOT_FIELD, indiaToday, latestEventDate } from '../../../shared/leads.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { LEAD_CONSENT } from './content.ts';
import css from './leads.css?inline';
import { useT } from '../shell/i18n.tsx';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  hint?: string;
  idPrefix: string;
  /** Shown as "(optional)" in the label; the field is not required. */
  optional?: boolean;
  /** For date inputs: the first and last dates the picker offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
  maxLength?: number;
}

export function FormField(f: FieldProps) {
  const t = useT();
  const id = `${f.idPrefix}-${f.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [f.hint ? hintId : null, f.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: f.name,
    value: f.value,
    required: !f.optional,
    maxLength: f.maxLength,
    'aria-invalid': f.error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    autoComplete: f.autoComplete,
  };
  return (
    <div className={`form-field${f.error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {t(f.label)}
        {f.optional && <span className="field-optional"> {t('(optional)')}</span>}
      </label>
      {f.hint && (
        <p id={hintId} className="field-hint">
          {t(f.hint)}
        </p>
      )}
      {f.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => f.onChange(f.name, e.target.value)} />
      ) : (
        <input {...common} type={f.type ?? 'text'} inputMode={f.inputMode} min={f.min} max={f.max} onChange={(e) => f.onChange(f.name, e.target.value)} />
      )}
      {f.error && (
        <p id={errorId} className="field-error" role="alert">
          {t(f.error)}
        </p>
      )}
    </div>
  );
}

/** What every field of one form shares. */
export type FieldBase = Pick<FieldProps, 'idPrefix' | 'onChange'>;
type ValueProps = { value: string; error: string | undefined };

/**
 * An Indian mobile number: 10 digits, the +91 prefix said in the hint. A text input with the number pad:
 * HTML allows `tel-national` (the number without its country code, what autofill must give here) only
 * on text inputs, and `type="tel"` only with `tel`, which autofills the +91 too.
 */
export function PhoneField({ label, ...p }: FieldBase & ValueProps & { label: string }) {
  return <FormField {...p} name="phone" label={label} hint={`10 digits, without ${PHONE_PREFIX}`} inputMode="numeric" autoComplete="tel-national" />;
}

/** The event date: a date picker offering today (in India) up to the furthest bookable date. */
export function EventDateField({ optional, ...p }: FieldBase & ValueProps & { optional?: boolean }) {
  return <FormField {...p} name="eventDate" label="Event date" type="date" optional={optional} min={indiaToday()} max={latestEventDate()} />;
}

/** The venue's pincode (7 characters allowed: "560 001" is read as 560001). */
export function PincodeField({ optional, ...p }: FieldBase & ValueProps & { optional?: boolean }) {
  return (
    <FormField {...p} name="pincode" label="Venue pincode" hint="6 digits" inputMode="numeric" optional={optional} maxLength={7} autoComplete="postal-code" />
  );
}

/** The stylesheet of the lead forms, confirmations and /buy, inlined like the pages stylesheet. */
export function LeadStyles() {
  return (
    <style href="gubbara-leads-css" precedence="default">
      {css}
    </style>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order, ignored by screen
 * readers and autofill) but a bot filling every input fills. Whatever it holds is sent; the server decides.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the details are used for, and that sending them is consent to that use. */
export function ConsentLine({ purpose }: { purpose: string }) {
  const t = useT();
  return (
    <p className="field-hint consent-line">
      {t(LEAD_CONSENT.line(purpose))} <Link to={PAGE_PATHS.privacy}>{t(LEAD_CONSENT.linkText)}</Link>.
    </p>
  );
}

/** Said once above the fields: which of them may be left empty. */
export function RequiredNote({ someOptional = false }: { someOptional?: boolean }) {
  const t = useT();
  return <p className="field-hint">{t(someOptional ? 'Fields marked (optional) may be left empty; all others are required.' : 'All fields are required.')}</p>;
}

/** A message for the whole form, announced when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  const t = useT();
  return text ? (
    <p className="form-alert" role="alert">
      {t(text)}
    </p>
  ) : null;
}

/**
 * The submit button, disabled while the form is being sent. A form that only works with scripts also
 * passes `ready` (false until hydrated: a press before then would post it to a page that cannot take
 * it); the enquiry and franchise forms leave it out, their pages take a plain post.
 */
export function SubmitButton({ ready = true, sending, label = 'Submit' }: { ready?: boolean; sending: boolean; label?: string }) {
  const t = useT();
  return (
    <button type="submit" className="btn" disabled={!ready || sending}>
      {t(sending ? 'Sending…' : label)}
    </button>
  );
}
