// The lead forms' behaviour (the enquiry, franchise and order-request forms): validate on submit with
// the shared schema's messages, clear a field's error when it is edited, then send the lead to the
// server and show what it answered (a reference, per-field messages, "try again later"), or say the
// server could not be reached so the form can fall back to an e-mail draft. Then the enquiry and
// franchise forms' one frame, and the confirmations. Each form carries an Idempotency-Key made when it is
// first filled, so resending it is safe; a form sent without a connection is kept on the phone
// (outbox.ts, loaded after hydration) and sent when the phone is back online. Before hydration (and
// without scripts) the enquiry and franchise forms are plain posts to their pages
// (lead-action.server.ts), and the state starts from what the server rendered after such a post.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, validateForm } from '../../../shared/forms.ts';
import { Link } from 'react-router';
import { FORM_KEY_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type LeadCreated } from '../../../shared/leads.ts';
import { api } from '../shell/api-client.ts';
import { displayPhone, telLink } from '../shell/business.ts';
import { mailtoLink, useBusiness, whatsappLink } from '../shell/business.ts';
import type { LeadFormText } from './content.ts';
import { ConsentLine, type FieldBase, FormAlert, Honeypot, LeadStyles, RequiredNote, SubmitButton } from './form-field.tsx';
import { type LeadOutcome, leadOutcome, tooManyText } from './leads-client.ts';
import type { KeptForm } from './outbox.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type Translate, useLocalHref, useLocale, useT } from '../shell/i18n.tsx';
import type { Locale } from '../../../shared/locale.ts';
import { fill } from '../shell/fill.tsx';

/** What became of the last valid submit. */
export type SendPhase<C, V> =
  | { kind: 'editing' }
  | { kind: 'sending' }
  /** `redirected`: the confirmation a plain post (no scripts) was redirected to. */
  | { kind: 'created'; body: C; values: V; redirected?: true }
  /** The server could not take it; `attempt` goes up on each such submit so a fallback can act once per submit. */
  | { kind: 'unreachable'; values: V; attempt: number }
  /** No connection: kept on the phone, to be sent when it is back online. */
  | { kind: 'saved'; values: V };

/** The form after a plain post (no scripts) the server did not take: every value as typed, and what to say. */
export interface PostedLead<V> {
  values: Record<string, string>;
  /** The refused fields' messages. */
  errors: Record<string, string>;
  /** A message for the whole form (too many submissions, or a refusal naming no field). */
  formError: string | null;
  /** The shop asked to wait: the details the form offers to send on WhatsApp instead. */
  limited: V | null;
  /** The server could not take it: the details for the e-mail draft. */
  unreachable: V | null;
}

/** A lead a plain post made, as its confirmation shows it (lead-action.server.ts). */
export interface SentLead<V> {
  body: LeadCreated;
  values: V;
}

/** What the server rendered the form with: a plain post's answer, or the confirmation it redirected to. */
export interface ServerForm<V> {
  posted?: PostedLead<V> | null | undefined;
  sent?: SentLead<V> | null | undefined;
}

/** What the visitor is told when the form was kept on the phone. */
export const SAVED_OFFLINE_TEXT = 'Saved on your phone, we’ll send it when you’re back online';

export interface LeadFormState<K extends string, C, V> {
  idPrefix: string;
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** A message for the whole form (too many submissions, or a refusal that names no field). */
  formError: string | null;
  /** The server asked to wait: what was typed, which the form offers to send on WhatsApp or by a call instead. */
  limited: V | null;
  phase: SendPhase<C, V>;
  /** False until hydrated: before that a press would submit the form natively, without our checks. */
  ready: boolean;
  onChange: (name: string, value: string) => void;
  /** What one field's input needs of the form: its name, value and error, and the form's id prefix and change handler. */
  bind: (name: K) => FieldBase & { name: K; value: string; error: string | undefined };
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Back to an empty form (after a confirmation, to send another). */
  reset: () => void;
}

/** How a form is kept on the phone when it cannot be sent: its call and body (the key is added). */
export type KeepOffline = (raw: Record<string, string>) => Omit<KeptForm, 'savedAt' | 'key'> | null;

const loadOutbox = () => import('./outbox.ts');

/**
 * Form state for one of the lead schemas. A valid submit calls `send` with the values as typed plus
 * the honeypot and the signed start time, and the form's Idempotency-Key; the answer decides what the
 * visitor sees next. With `keepOffline`, a send that got no answer is kept on the phone instead. `server`
 * is what the server rendered the form with after a plain post (no scripts): the state starts from it,
 * so the page hydrates as it was painted.
 */
export function useLeadForm<S extends z.ZodObject, K extends Extract<keyof z.infer<S>, string>, C>(
  schema: S,
  fields: readonly K[],
  send: (raw: Record<string, string>, key: string) => Promise<LeadOutcome<C>>,
  keepOffline?: KeepOffline,
  server: { posted?: PostedLead<z.infer<S>> | null | undefined; sent?: { body: C; values: z.infer<S> } | null | undefined } = {},
): LeadFormState<K, C, z.infer<S>> {
  const idPrefix = useId().replace(/:/g, '');
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;
  const { posted, sent } = server;
  const [values, setValues] = useState(() => (posted ? (Object.fromEntries(fields.map((f) => [f, posted.values[f] ?? ''])) as Record<K, string>) : empty()));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>(() => (posted?.errors ?? {}) as Partial<Record<K, string>>);
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [limited, setLimited] = useState<z.infer<S> | null>(posted?.limited ?? null);
  const [phase, setPhase] = useState<SendPhase<C, z.infer<S>>>(() =>
    sent
      ? { kind: 'created', body: sent.body, values: sent.values, redirected: true }
      : posted?.unreachable
        ? { kind: 'unreachable', values: posted.unreachable, attempt: 0 }
        : { kind: 'editing' },
  );
  const attempts = useRef(0);
  const t = useT();
  /** This form's Idempotency-Key: made at the first keystroke, kept until the form is taken. */
  const key = useRef<string | null>(null);
  /** The signed start time the server gave at the first keystroke (none when it could not be reached). */
  const token = useRef<string | null>(null);
  const ready = useHydrated();

  // The outbox's code is fetched while the connection is still there, so a form can be kept without one;
  // and while a form page is open it sends what any tab kept as soon as the phone is back online.
  useEffect(() => {
    if (keepOffline)
      void loadOutbox().then(
        (m) => m.watchOnline(),
        () => undefined,
      );
  }, [keepOffline]);

  function started() {
    if (key.current !== null) return;
    key.current = crypto.randomUUID();
    void api<{ token?: unknown }>('/api/leads/form-token', { cache: 'no-store' }).then((r) => {
      if (r.ok && typeof r.body.token === 'string') token.current = r.body.token;
    });
  }

  function focusFirst(errs: Partial<Record<K, string>>) {
    const first = fields.find((f) => errs[f]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  function onChange(name: string, value: string) {
    started();
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as K] ? { ...e, [name]: undefined } : e));
    setFormError(null);
    setLimited(null);
    setPhase((p) => (p.kind === 'unreachable' ? { kind: 'editing' } : p));
  }

  /** Shows what became of a send (now, or later from the outbox). */
  function settle(outcome: LeadOutcome<C>, values: z.infer<S>) {
    switch (outcome.kind) {
      case 'created':
        key.current = null;
        token.current = null;
        setPhase({ kind: 'created', body: outcome.body, values });
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
        setFormError(tooManyText(outcome.minutes, t));
        setLimited(values);
        return;
      case 'unreachable':
        attempts.current += 1;
        setPhase({ kind: 'unreachable', values, attempt: attempts.current });
    }
  }

  // A form kept on the phone and sent later (by this tab or another): show its answer here.
  const saved = phase.kind === 'saved' ? phase : null;
  useEffect(() => {
    if (!saved) return;
    const sentKey = key.current;
    const onSent = (e: Event) => {
      const detail = (e as CustomEvent<{ key: string; status: number; body: Record<string, unknown> | null }>).detail;
      if (detail.key !== sentKey) return;
      settle(leadOutcome<C>({ ok: false, status: detail.status, message: '', body: detail.body, headers: null }), saved.values);
    };
    let gone = false;
    let off = () => {};
    void loadOutbox().then((m) => {
      if (gone) return;
      window.addEventListener(m.OUTBOX_SENT_EVENT, onSent);
      off = () => window.removeEventListener(m.OUTBOX_SENT_EVENT, onSent);
    });
    return () => {
      gone = true;
      off();
    };
    // settle reads only refs and setters; the listener lives as long as the form is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

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
    setLimited(null);
    setPhase({ kind: 'sending' });
    started();
    const sendKey = key.current!;
    const honeypot = e.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    const raw: Record<string, string> = { ...values, [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '' };
    if (token.current) raw[FORM_TOKEN_FIELD] = token.current;
    const outcome = await send(raw, sendKey);
    const kept = outcome.kind === 'unreachable' && !outcome.answered && keepOffline ? keepOffline(raw) : null;
    if (kept) {
      try {
        await (await loadOutbox()).keep({ ...kept, key: sendKey });
        setPhase({ kind: 'saved', values: result.values });
        return;
      } catch {
        // The browser would not keep it (storage refused, the outbox's code never came): e-mail instead.
      }
    }
    settle(outcome, result.values);
  }

  function reset() {
    key.current = null;
    token.current = null;
    setValues(empty());
    setErrors({});
    setFormError(null);
    setLimited(null);
    setPhase({ kind: 'editing' });
  }

  const bind = (name: K) => ({ idPrefix, onChange, name, value: values[name], error: errors[name] });
  return { idPrefix, values, errors, formError, limited, phase, ready, onChange, bind, onSubmit: (e) => void onSubmit(e), reset };
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
  anotherHref,
}: {
  heading: string;
  reference: string;
  children?: ReactNode;
  onAnother?: () => void;
  anotherLabel?: string;
  /** The empty form's page: "send another" is a link there, which works before and without scripts too. */
  anotherHref?: string | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const t = useT();
  useEffect(() => {
    box.current?.focus();
  }, [reference]);
  return (
    <div className="lead-confirmation">
      <LeadStyles />
      <div ref={box} role="status" tabIndex={-1} className="lead-confirmation-status">
        <h2>{heading}</h2>
        <p>
          {fill(t('Your reference is {reference}. Please quote it when you call or message us.'), {
            reference: <strong className="lead-reference">{reference}</strong>,
          })}
        </p>
      </div>
      {children}
      {onAnother && anotherHref && (
        <Link to={anotherHref} className="btn btn-outline" onClick={onAnother}>
          {t(anotherLabel ?? 'Send another')}
        </Link>
      )}
      {onAnother && !anotherHref && (
        <button type="button" className="btn btn-outline" onClick={onAnother}>
          {t(anotherLabel ?? 'Send another')}
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
  anotherHref?: string | undefined;
}) {
  const t = useT();
  return (
    <LeadConfirmation heading={p.heading} reference={p.reference} onAnother={p.onAnother} anotherLabel={p.anotherLabel} anotherHref={p.anotherHref}>
      <p className="lead-followup">
        {p.next}{' '}
        {fill(t('Want it in writing too? {mail} or {whatsapp} with your reference.'), {
          mail: (
            <a href={p.mailto} className="mail-draft-link">
              {t('Send the same details by e-mail')}
            </a>
          ),
          whatsapp: (
            <a href={p.whatsapp} className="whatsapp-followup" target="_blank" rel="noopener noreferrer">
              {t('message us on WhatsApp')}
            </a>
          ),
        })}
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
  const t = useT();
  useEffect(() => {
    if (attempt > 0 && href) link.current?.click();
    // Only a new failed submit opens the draft again, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return (
    <div className="form-notice" role="status" aria-live="polite">
      {href && (
        <p>
          {fill(
            t(`Our website could not take your ${what} just now, so your e-mail app should open with your details instead, addressed to {email}. If it did not, {draft}.`),
            {
              email,
              draft: (
                <a ref={link} href={href} className="mail-draft-link">
                  {t('open the e-mail draft')}
                </a>
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}

/** Says a form was kept on the phone, in the live region screen readers already follow. */
export function SavedNotice({ phase }: { phase: SendPhase<unknown, unknown> }) {
  const t = useT();
  return (
    <p className="form-notice form-saved" role="status" aria-live="polite">
      {phase.kind === 'saved' ? t(SAVED_OFFLINE_TEXT) : ''}
    </p>
  );
}

/**
 * When the shop asked to wait: other ways to reach it now, WhatsApp with what was typed and a call,
 * while the form keeps every field as it was.
 */
export function OtherWays({ whatsappText }: { whatsappText: string }) {
  const business = useBusiness();
  const t = useT();
  return (
    <p className="lead-followup other-ways">
      {fill(t('You can also {whatsapp} or {call}.'), {
        whatsapp: (
          <a href={whatsappLink(business.whatsapp, whatsappText)} className="whatsapp-followup" target="_blank" rel="noopener noreferrer">
            {t('send these details on WhatsApp')}
          </a>
        ),
        call: <a href={telLink(business.phone)}>{t('call us on {phone}', { phone: displayPhone(business.phone) })}</a>,
      })}
    </p>
  );
}

/**
 * The enquiry and franchise forms around their fields: the note on required fields, then the honeypot,
 * the consent line, a message for the whole form, Submit, and the e-mail draft when the server could
 * not take it. Once sent, the confirmation with the reference and the same details as an e-mail draft
 * or a WhatsApp message. The form posts to its page (`action`, whose route takes it in
 * lead-action.server.ts) until the scripts have come, and for good without them; once hydrated, Submit
 * checks the form and calls the API itself.
 */
export function LeadForm<K extends string, V extends { name: string }>({
  form,
  text,
  draftLines,
  heading,
  someOptional = false,
  action,
  formKey,
  children,
  ...labelled
}: {
  form: LeadFormState<K, LeadCreated, V>;
  text: LeadFormText;
  /** The page whose action takes the form as a plain post. */
  action: string;
  /** The page's render-time key, sent with a plain post (lead-action.server.ts makes its Idempotency-Key of it). */
  formKey?: string | undefined;
  /** The e-mail draft's body, its labels in the page's language (`t`, dates as `locale` writes them). */
  draftLines: (values: V, t: Translate, locale: Locale) => string[];
  heading?: ReactNode;
  someOptional?: boolean;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const business = useBusiness();
  const t = useT();
  const localHref = useLocalHref();
  const locale = useLocale();
  const { phase } = form;
  const subject = (v: V, reference?: string) =>
    reference ? t(text.subjectWithReference, { name: v.name, reference }) : t(text.subject, { name: v.name });
  const draft = (v: V, reference?: string) => mailtoLink(business.email, subject(v, reference), draftLines(v, t, locale));
  const named = 'aria-label' in labelled ? { 'aria-label': t(labelled['aria-label']) } : labelled;
  if (phase.kind === 'created') {
    const ref = phase.body.reference;
    return (
      <SentWithFollowup
        heading={t(text.confirmation)}
        reference={ref}
        next={t(text.next)}
        mailto={draft(phase.values, ref)}
        whatsapp={whatsappLink(business.whatsapp, t(text.whatsappText, { reference: ref }))}
        anotherLabel={text.anotherLabel}
        onAnother={form.reset}
        anotherHref={phase.redirected ? action : undefined}
      />
    );
  }
  return (
    <form method="post" action={action && localHref(action)} className="enquiry-form" noValidate onSubmit={form.onSubmit} {...named}>
      <LeadStyles />
      {heading}
      <RequiredNote someOptional={someOptional} />
      {children}
      <Honeypot idPrefix={form.idPrefix} />
      {formKey && <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />}
      <ConsentLine purpose={text.purpose} />
      <FormAlert text={form.formError} />
      {form.limited && <OtherWays whatsappText={draftLines(form.limited, t, locale).join('\n')} />}
      <SubmitButton sending={phase.kind === 'sending'} />
      <SavedNotice phase={phase} />
      <DraftNotice phase={phase} draft={draft} email={business.email} what={text.what} />
    </form>
  );
}
