// Labelled form fields with their error (aria-invalid, aria-describedby, announced by role=alert),
// and the form logic shared by the enquiry, franchise and order-request forms: validate on submit with
// the shared schema's messages, clear a field's error when it is edited, then send the lead to the
// server and show what it answered (a reference, per-field messages, "try again later"), or say the
// server could not be reached so the form can fall back to an e-mail draft.
import { type FormEvent, type HTMLInputTypeAttribute, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type FieldErrors, validateForm } from '../../../shared/forms.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { HONEYPOT_FIELD, indiaToday, latestEventDate } from '../../../shared/leads.ts';
import { LEAD_CONSENT } from '../pages/content.ts';
import { type LeadOutcome, tooManyText } from './leads-client.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import css from './leads.css?inline';

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
        {f.label}
        {f.optional && <span className="field-optional"> (optional)</span>}
      </label>
      {f.hint && (
        <p id={hintId} className="field-hint">
          {f.hint}
        </p>
      )}
      {f.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => f.onChange(f.name, e.target.value)} />
      ) : (
        <input {...common} type={f.type ?? 'text'} inputMode={f.inputMode} min={f.min} max={f.max} onChange={(e) => f.onChange(f.name, e.target.value)} />
      )}
      {f.error && (
        <p id={errorId} className="field-error" role="alert">
          {f.error}
        </p>
      )}
    </div>
  );
}

/** What every field of one form shares. */
export type FieldBase = Pick<FieldProps, 'idPrefix' | 'onChange'>;
type ValueProps = { value: string; error: string | undefined };

/** An Indian mobile number: 10 digits, the +91 prefix said in the hint. */
export function PhoneField({ label, ...p }: FieldBase & ValueProps & { label: string }) {
  return <FormField {...p} name="phone" label={label} hint={`10 digits, without ${PHONE_PREFIX}`} type="tel" inputMode="numeric" autoComplete="tel-national" />;
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

/** What became of the last valid submit. */
export type SendPhase<C, V> =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'created'; body: C; values: V }
  /** The server could not take it; `attempt` goes up on each such submit so a fallback can act once per submit. */
  | { kind: 'unreachable'; values: V; attempt: number };

export interface LeadFormState<K extends string, C, V> {
  idPrefix: string;
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** A message for the whole form (too many submissions, or a refusal that names no field). */
  formError: string | null;
  phase: SendPhase<C, V>;
  /** False until hydrated: before that a press would submit the form natively, without our checks. */
  ready: boolean;
  onChange: (name: string, value: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Back to an empty form (after a confirmation, to send another). */
  reset: () => void;
}

/**
 * Form state for one of the lead schemas. A valid submit calls `send` with the values as typed plus
 * the honeypot, and the answer decides what the visitor sees next.
 */
export function useLeadForm<S extends z.ZodObject, K extends Extract<keyof z.infer<S>, string>, C>(
  schema: S,
  fields: readonly K[],
  send: (raw: Record<string, string>) => Promise<LeadOutcome<C>>,
): LeadFormState<K, C, z.infer<S>> {
  const idPrefix = useId().replace(/:/g, '');
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SendPhase<C, z.infer<S>>>({ kind: 'editing' });
  const attempts = useRef(0);
  const ready = useHydrated();

  function focusFirst(errs: Partial<Record<K, string>>) {
    const first = fields.find((f) => errs[f]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  function onChange(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as K] ? { ...e, [name]: undefined } : e));
    setFormError(null);
    setPhase((p) => (p.kind === 'unreachable' ? { kind: 'editing' } : p));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase.kind === 'sending') return;
    const result = validateForm(schema, values);
    if (!result.ok) {
      const errs = result.errors as FieldErrors<Record<K, string>>;
      setErrors(errs);
      setFormError(null);
      setPhase({ kind: 'editing' });
      focusFirst(errs);
      return;
    }
    setErrors({});
    setFormError(null);
    setPhase({ kind: 'sending' });
    const honeypot = e.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    const outcome = await send({ ...values, [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '' });
    switch (outcome.kind) {
      case 'created':
        setPhase({ kind: 'created', body: outcome.body, values: result.values });
        return;
      case 'invalid': {
        const known = Object.fromEntries(fields.filter((f) => outcome.errors[f]).map((f) => [f, outcome.errors[f]])) as Partial<Record<K, string>>;
        setPhase({ kind: 'editing' });
        if (Object.keys(known).length > 0) {
          setErrors(known);
          focusFirst(known);
        } else setFormError(outcome.message);
        return;
      }
      case 'limited':
        setPhase({ kind: 'editing' });
        setFormError(tooManyText(outcome.minutes));
        return;
      case 'unreachable':
        attempts.current += 1;
        setPhase({ kind: 'unreachable', values: result.values, attempt: attempts.current });
    }
  }

  function reset() {
    setValues(empty());
    setErrors({});
    setFormError(null);
    setPhase({ kind: 'editing' });
  }

  return { idPrefix, values, errors, formError, phase, ready, onChange, onSubmit: (e) => void onSubmit(e), reset };
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
  return (
    <p className="field-hint consent-line">
      {LEAD_CONSENT.line(purpose)} <Link to="/privacy">{LEAD_CONSENT.linkText}</Link>.
    </p>
  );
}

/** Said once above the fields: which of them may be left empty. */
export function RequiredNote({ someOptional = false }: { someOptional?: boolean }) {
  return <p className="field-hint">{someOptional ? 'Fields marked (optional) may be left empty; all others are required.' : 'All fields are required.'}</p>;
}

/** A message for the whole form, announced when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p className="form-alert" role="alert">
      {text}
    </p>
  ) : null;
}

/** The submit button: disabled until the page can check the form, and while the form is being sent. */
export function SubmitButton({ ready, sending, label = 'Submit' }: { ready: boolean; sending: boolean; label?: string }) {
  return (
    <button type="submit" className="btn" disabled={!ready || sending}>
      {sending ? 'Sending…' : label}
    </button>
  );
}

/**
 * The confirmation that replaces a sent form: focus moves to it (so a screen reader reads it and a
 * keyboard user continues from there), with the reference and whatever follow-up links the form offers.
 */
export function LeadConfirmation({
  heading,
  reference,
  children,
  onAnother,
  anotherLabel,
}: {
  heading: string;
  reference: string;
  children?: ReactNode;
  onAnother?: () => void;
  anotherLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [reference]);
  return (
    <div className="lead-confirmation">
      <LeadStyles />
      <div ref={box} role="status" tabIndex={-1} className="lead-confirmation-status">
        <h2>{heading}</h2>
        <p>
          Your reference is <strong className="lead-reference">{reference}</strong>. Please quote it when you call or message us.
        </p>
      </div>
      {children}
      {onAnother && (
        <button type="button" className="btn btn-outline" onClick={onAnother}>
          {anotherLabel ?? 'Send another'}
        </button>
      )}
    </div>
  );
}

/**
 * The confirmation of an enquiry or franchise application: the reference, then the same details as
 * an e-mail draft (the reference in its subject) and a WhatsApp message naming the reference.
 */
export function SentWithFollowup(p: {
  heading: string;
  reference: string;
  next: string;
  mailto: string;
  whatsapp: string;
  anotherLabel: string;
  onAnother: () => void;
}) {
  return (
    <LeadConfirmation heading={p.heading} reference={p.reference} onAnother={p.onAnother} anotherLabel={p.anotherLabel}>
      <p className="lead-followup">
        {p.next} Want it in writing too?{' '}
        <a href={p.mailto} className="mail-draft-link">
          Send the same details by e-mail
        </a>{' '}
        or{' '}
        <a href={p.whatsapp} className="whatsapp-followup" target="_blank" rel="noopener noreferrer">
          message us on WhatsApp
        </a>{' '}
        with your reference.
      </p>
    </LeadConfirmation>
  );
}

/**
 * The e-mail fallback when the server could not take the form: opens the draft once per such submit
 * (by following its link, so the visitor stays on the page), says so in one line, and keeps the link.
 */
export function DraftNotice<V>({ phase, draft, email, what }: { phase: SendPhase<unknown, V>; draft: (values: V) => string; email: string; what: string }) {
  const href = phase.kind === 'unreachable' ? draft(phase.values) : null;
  const attempt = phase.kind === 'unreachable' ? phase.attempt : 0;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (attempt > 0 && href) link.current?.click();
    // Only a new failed submit opens the draft again, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return (
    <div className="form-notice" role="status" aria-live="polite">
      {href && (
        <p>
          Our website could not take your {what} just now, so your e-mail app should open with your details instead, addressed to {email}. If it did not,{' '}
          <a ref={link} href={href} className="mail-draft-link">
            open the e-mail draft
          </a>
          .
        </p>
      )}
    </div>
  );
}
