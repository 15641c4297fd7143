// Labelled form fields with their error (aria-invalid, aria-describedby, announced by role=alert),
// and the form logic shared by the enquiry and franchise forms: validate on submit with the
// spec's messages, clear a field's error when it is edited, and on success open an e-mail draft.
import { type FormEvent, type HTMLInputTypeAttribute, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, validateForm } from '../../shared/forms.ts';

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
    required: true,
    'aria-invalid': f.error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    autoComplete: f.autoComplete,
  };
  return (
    <div className={`form-field${f.error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{f.label}</label>
      {f.hint && (
        <p id={hintId} className="field-hint">
          {f.hint}
        </p>
      )}
      {f.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => f.onChange(f.name, e.target.value)} />
      ) : (
        <input {...common} type={f.type ?? 'text'} inputMode={f.inputMode} onChange={(e) => f.onChange(f.name, e.target.value)} />
      )}
      {f.error && (
        <p id={errorId} className="field-error" role="alert">
          {f.error}
        </p>
      )}
    </div>
  );
}

export interface MailtoFormState<K extends string> {
  idPrefix: string;
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  draftHref: string | null;
  /** Goes up by one on each valid submit: the draft link is then opened. */
  openKey: number;
  onChange: (name: string, value: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}

/**
 * Form state for a schema of spec section 5. On a valid submit, `toMailto` turns the trimmed
 * values into a mailto: link, which is opened and kept for a visible fallback link.
 */
export function useMailtoForm<S extends z.ZodObject, K extends Extract<keyof z.infer<S>, string>>(
  schema: S,
  fields: readonly K[],
  toMailto: (values: z.infer<S>) => string,
): MailtoFormState<K> {
  const idPrefix = useId().replace(/:/g, '');
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [draftHref, setDraftHref] = useState<string | null>(null);
  const [openKey, setOpenKey] = useState(0);

  function onChange(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as K] ? { ...e, [name]: undefined } : e));
    setDraftHref(null);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const result = validateForm(schema, values);
    if (!result.ok) {
      const errs = result.errors as FieldErrors<Record<K, string>>;
      setErrors(errs);
      setDraftHref(null);
      const first = fields.find((f) => errs[f]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setDraftHref(toMailto(result.values));
    setOpenKey((k) => k + 1);
  }

  return { idPrefix, values, errors, draftHref, openKey, onChange, onSubmit };
}

/**
 * After a valid submit: opens the e-mail draft (by following its link, so the visitor stays on the
 * page) and keeps the link visible in case no e-mail app answered.
 */
export function DraftNotice({ href, email, openKey }: { href: string | null; email: string; openKey: number }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (openKey > 0) link.current?.click();
  }, [openKey]);
  return (
    <div className="form-notice" role="status" aria-live="polite">
      {href && (
        <p>
          Thank you! Your e-mail app should now open with your details, addressed to {email}. If it did not,{' '}
          <a ref={link} href={href} className="mail-draft-link">
            open the e-mail draft
          </a>
          .
        </p>
      )}
    </div>
  );
}

/** Every field of both forms is required; said once above the fields. */
export function RequiredNote() {
  return <p className="field-hint">All fields are required.</p>;
}
