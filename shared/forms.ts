// The enquiry and franchise forms: values cleaned and trimmed, the exact messages, one message per
// field (the first rule that fails). The browser and the leads API validate with these same schemas.
import { z } from 'zod';
import { PHONE_DIGITS } from './constants.ts';

// In the browser our Content-Security-Policy forbids eval, so zod's compiled fast path can never run
// there; say so up front, or zod probes with new Function() and the browser logs a CSP violation.
if (typeof document !== 'undefined') z.config({ jitless: true });

const TEN_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** Indian mobile numbers begin with 6, 7, 8 or 9; 1234567890 or 0987654321 reach nobody. */
const MOBILE_START = /^[6-9]/;
/** The franchise terms' smallest shop, in square feet. */
export const FRANCHISE_MIN_SQFT = 200;
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

/** A mobile number: required, then 10 digits (the spec's message), then a start some mobile has. */
export const tenDigits = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalisePhone(v) : ''),
    z
      .string()
      .min(1, `${label} is required.`)
      .regex(TEN_DIGITS, `${label} must be 10 digits.`)
      .regex(MOBILE_START, `${label} must start with 6, 7, 8 or 9, as Indian mobile numbers do.`),
  );

/** How many letters (of any script) a text holds. */
const letterCount = (value: string) => (value.match(/\p{L}/gu) ?? []).length;

/** A person's name: required, and at least two letters ("A" or "1." names nobody). */
const personName = () => requiredText('Name is required.', 100, true).refine((v) => letterCount(v) >= 2, 'Name must have at least 2 letters.');

/** What the visitor asks about: at least 3 words or 10 characters, so the owner can answer it. */
const enquiryText = () =>
  requiredText('Enquiry About is required.').refine(
    (v) => v.length >= 10 || v.split(/\s+/).filter(Boolean).length >= 3,
    'Enquiry About needs a few more words (at least 3 words or 10 characters), so we can answer it.',
  );

/** Square feet as typed ("250", "1,200", "300 sq ft"), or null when it is not such a number. */
export function squareFeetOf(value: string): number | null {
  const m = /^(\d[\d,]*)\s*(?:sq\.?\s*ft\.?|sqft|square\s+feet)?$/i.exec(value.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

/** The franchise shop's floor area: a number of square feet, at least the terms' minimum. */
const squareFeet = () =>
  requiredText('Area is required.', 50, true)
    .refine((v) => squareFeetOf(v) !== null, 'Area must be a number of square feet, like 250.')
    .refine(
      (v) => (squareFeetOf(v) ?? FRANCHISE_MIN_SQFT) >= FRANCHISE_MIN_SQFT,
      `Area must be at least ${FRANCHISE_MIN_SQFT} sq. ft., the franchise minimum.`,
    );

/** An e-mail address as the forms take it (cleaned, one line), with their messages. */
export const emailField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanLine(v) : ''),
    z.string().min(1, 'Email is required.').max(254, 'Invalid email address.').regex(EMAIL_SHAPE, 'Invalid email address.'),
  );

export const enquirySchema = z.object({
  name: personName(),
  phone: tenDigits('Mobile number'),
  enquiryabout: enquiryText(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const franchiseSchema = z.object({
  name: personName(),
  email: emailField(),
  phone: tenDigits('Phone number'),
  address: requiredText('Address is required.', 500),
  area: squareFeet(),
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
