// The enquiry and franchise forms of spec section 5: values trimmed, the exact messages, one
// message per field (the first rule that fails). Shared so the rules can be unit-tested and, if a
// server endpoint is ever added, reused there unchanged.
import { z } from 'zod';
import { PHONE_DIGITS } from './constants.ts';

// In the browser our Content-Security-Policy forbids eval, so zod's compiled fast path can never run
// there; say so up front, or zod probes with new Function() and the browser logs a CSP violation.
if (typeof document !== 'undefined') z.config({ jitless: true });

const TEN_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** "Must look like an address": something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A trimmed required text field; missing values count as empty. */
const required = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, message).max(2000, 'Please keep this under 2000 characters.'));

const tenDigits = (requiredMessage: string, digitsMessage: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, requiredMessage).regex(TEN_DIGITS, digitsMessage));

export const enquirySchema = z.object({
  name: required('Name is required.'),
  phone: tenDigits('Mobile number is required.', 'Mobile number must be 10 digits.'),
  enquiryabout: required('Enquiry About is required.'),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const franchiseSchema = z.object({
  name: required('Name is required.'),
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, 'Email is required.').regex(EMAIL_SHAPE, 'Invalid email address.')),
  phone: tenDigits('Phone number is required.', 'Phone number must be 10 digits.'),
  address: required('Address is required.'),
  area: required('Area is required.'),
  businessbudget: required('Business Budget is required.'),
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
