// The enquiry and franchise forms: values cleaned and trimmed, the exact messages, one message per
// field (the first rule that fails). The browser and the leads API validate with these same schemas.
import { z } from 'zod';
import { PHONE_DIGITS } from './constants.ts';

// In the browser our Content-Security-Policy forbids eval, so zod's compiled fast path can never run
// there; say so up front, or zod probes with new Function() and the browser logs a CSP violation.
if (typeof document !== 'undefined') z.config({ jitless: true });

const TEN_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/**
 * "Must look like an address", strictly: letters (with their marks), digits and . _ + - before the @, and dot-separated
 * names of letters, digits and hyphens after it. Nothing that means something in a link (? & % # =),
 * no quotes or spaces: the admin's e-mail button puts this address into a mailto: link, where
 * `x@y.io?bcc=…&body=…` would add a hidden recipient and a chosen text.
 */
const EMAIL_SHAPE =
  /^[\p{L}\p{M}\p{N}_+-]+(?:\.[\p{L}\p{M}\p{N}_+-]+)*@[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?(?:\.[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?)+$/u;

// C0 and C1 control characters but tab, newline and carriage return; the bidi overrides and marks
// that can make a name display as something else; and the invisible format characters (soft hyphen,
// zero-width space, word joiners, byte order mark) that make two names look alike. The zero-width
// joiner and non-joiner stay: Indian scripts and emoji sequences need them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Free text as stored: control characters removed, line ends made \n, tabs made spaces, trimmed. */
export function cleanText(value: string): string {
  return value.replace(CONTROL, '').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
}

/** One-line text as stored: like cleanText, with every run of white space (newlines too) made one space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ');
}

/**
 * An Indian mobile number as its 10 digits: spaces, dashes and dots go, then a leading +91, 91 or 0
 * that makes it longer than 10 digits. Anything else is returned as typed, to be refused.
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s.-]/g, '');
  const m = /^(?:\+91|91|0)(\d{10})$/.exec(compact);
  if (m) return m[1]!;
  return /^\d+$/.test(compact) ? compact : value.trim();
}

/** A cleaned required text field; missing values count as empty. */
export const requiredText = (message: string, max = 2000, oneLine = false) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (oneLine ? cleanLine(v) : cleanText(v)) : ''),
    z.string().min(1, message).max(max, `Please keep this under ${max} characters.`),
  );

/** A 10-digit Indian mobile number, as typed with or without +91, spaces or dashes. */
export const tenDigits = (requiredMessage: string, digitsMessage: string) =>
  z.preprocess((v) => (typeof v === 'string' ? normalisePhone(v) : ''), z.string().min(1, requiredMessage).regex(TEN_DIGITS, digitsMessage));

/** An e-mail address as the forms take it (cleaned, one line), with their messages. */
export const emailField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanLine(v) : ''),
    z.string().min(1, 'Email is required.').max(254, 'Invalid email address.').regex(EMAIL_SHAPE, 'Invalid email address.'),
  );

export const enquirySchema = z.object({
  name: requiredText('Name is required.', 100, true),
  phone: tenDigits('Mobile number is required.', 'Mobile number must be 10 digits.'),
  enquiryabout: requiredText('Enquiry About is required.'),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const franchiseSchema = z.object({
  name: requiredText('Name is required.', 100, true),
  email: emailField(),
  phone: tenDigits('Phone number is required.', 'Phone number must be 10 digits.'),
  address: requiredText('Address is required.', 500),
  area: requiredText('Area is required.', 50, true),
  businessbudget: requiredText('Business Budget is required.', 100, true),
});
export type FranchiseApplication = z.infer<typeof franchiseSchema>;

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type FormResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors<T> };

/** Validates raw form values: the trimmed values, or the first message for each failing field. */
export function validateForm<S extends z.ZodObject>(schema: S, raw: Record<string, unknown>): FormResult<z.infer<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<S>> };
}
