// The business's details the owner edits at /admin/settings: name, phones, e-mail, address, links and
// opening hours (the days and one range of hours: schema.org's LocalBusiness needs them as values, and
// the pages say them in words made from those). One schema serves the API (PUT /api/admin/settings) and the admin form, with the
// enquiry forms' rules and messages for numbers and e-mail. Links are https only: they go into the
// pages' href attributes, where any other scheme (javascript:, data:, plain http) has no place.
import { z } from 'zod';
import { emailField, requiredText, tenDigits } from './forms.ts';
import { PINCODE_RE } from './leads.ts';

/** The days as schema.org names them (its dayOfWeek values), Monday first as the pages list them. */
export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** A time of day as a time input sends it, "09:00" (24-hour). */
const clockTime = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .min(1, `${label} is required.`)
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:30 (24-hour).`),
  );

/** An absolute https:// link with a host, at most 500 characters. */
const httpsLink = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .min(1, `${label} is required.`)
      .max(500, 'Please keep this under 500 characters.')
      .refine((v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
        } catch {
          return false;
        }
      }, `${label} must be an https:// link.`),
  );

export const businessSettingsFields = {
  name: requiredText('Business name is required.', 100, true),
  phone: tenDigits('Phone number'),
  whatsapp: tenDigits('WhatsApp number'),
  email: emailField(),
  street: requiredText('Street address is required.', 200, true),
  city: requiredText('City is required.', 60, true),
  state: requiredText('State is required.', 60, true),
  pincode: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : ''),
    z.string().min(1, 'Pincode is required.').regex(PINCODE_RE, 'Pincode must be 6 digits, not starting with 0.'),
  ),
  mapUrl: httpsLink('Map link'),
  instagramUrl: httpsLink('Instagram link'),
  facebookUrl: httpsLink('Facebook link'),
  linkedinUrl: httpsLink('LinkedIn link'),
  openDays: z
    .array(z.enum(DAYS_OF_WEEK, { message: `Each day must be one of ${DAYS_OF_WEEK.join(', ')}.` }), { message: 'Choose the days the shop is open.' })
    .min(1, 'Choose at least one day the shop is open.')
    // Stored and shown in the week's order, each day once, however the form sent them.
    .transform((days) => DAYS_OF_WEEK.filter((d) => days.includes(d))),
  opens: clockTime('Opening time'),
  closes: clockTime('Closing time'),
};

/** The text fields: every one is a string as stored and answered. */
export const BUSINESS_TEXT_FIELDS = [
  'name',
  'phone',
  'whatsapp',
  'email',
  'street',
  'city',
  'state',
  'pincode',
  'mapUrl',
  'instagramUrl',
  'facebookUrl',
  'linkedinUrl',
  'opens',
  'closes',
] as const satisfies readonly (keyof typeof businessSettingsFields)[];

/** A shop that closes after midnight is not something the hours (or schema.org's single range) express. */
const closesAfterOpening = (v: { opens: string; closes: string }, ctx: z.RefinementCtx) => {
  if (v.closes <= v.opens) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Closing time must be after the opening time.' });
};

/** The details as stored and shown. */
export const businessSettingsSchema = z.object(businessSettingsFields).superRefine(closesAfterOpening);
export type BusinessSettingsValues = z.output<typeof businessSettingsSchema>;
export type BusinessField = keyof BusinessSettingsValues;

/** A change: every field, and the version it was made from (a newer one means someone saved in between). */
export const businessSettingsPut = z
  .object({
    ...businessSettingsFields,
    version: z.number({ message: 'version is required' }).int('version must be a whole number').min(1, 'version must be at least 1'),
  })
  .superRefine(closesAfterOpening);
export type BusinessSettingsPut = z.input<typeof businessSettingsPut>;

/** What GET and PUT answer: the details, the hours in words and the logo, their version and when and by whom they were last saved. */
export interface BusinessSettings extends BusinessSettingsValues {
  openingHours: string;
  /** The logo's stored picture name, or null: the header shows the site's mark. */
  logo: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The business's contact details every page shows: the stored ones, the address on one line, the hours in words and the logo's address. */
export interface BusinessInfo extends BusinessSettingsValues {
  address: string;
  openingHours: string;
  /** The logo's address (a stored picture), or null. */
  logoUrl: string | null;
}

/** Until the owner sets them, the hours the contact page has always shown: every day, 9 am to 9 pm. */
export const DEFAULT_HOURS: Pick<BusinessSettingsValues, 'openDays' | 'opens' | 'closes'> = { openDays: [...DAYS_OF_WEEK], opens: '09:00', closes: '21:00' };

/** "9 am", "9:30 pm", "12 pm" (noon), "12 am" (midnight): a 24-hour "HH:MM" as the pages say it. */
export function spokenTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The hours in words, as /contact shows them: runs of three or more days in a row as "Monday to Friday",
 * the rest named, "and" before the last ("Monday to Wednesday, Friday and Saturday, 10 am to 8 pm").
 */
export function formatOpeningHours(h: Pick<BusinessSettingsValues, 'openDays' | 'opens' | 'closes'>): string {
  const index = h.openDays.map((d) => DAYS_OF_WEEK.indexOf(d)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < index.length;) {
    let j = i;
    while (j + 1 < index.length && index[j + 1] === index[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${DAYS_OF_WEEK[index[i]!]} to ${DAYS_OF_WEEK[index[j]!]}`);
    else for (let k = i; k <= j; k++) parts.push(DAYS_OF_WEEK[index[k]!]!);
    i = j + 1;
  }
  const days = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${days}, ${spokenTime(h.opens)} to ${spokenTime(h.closes)}`;
}

/** "12 MG Road, Bengaluru, Karnataka 560001": the parts that are filled, in the order a letter has them. */
export function formatAddress(a: Pick<BusinessSettingsValues, 'street' | 'city' | 'state' | 'pincode'>): string {
  return [a.street, a.city, [a.state, a.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * An address written on one line (BUSINESS_ADDRESS) as its parts, when it ends "…, city, state pincode";
 * otherwise all of it is the street, and the owner fills in the rest at /admin/settings.
 */
export function splitAddress(line: string): Pick<BusinessSettingsValues, 'street' | 'city' | 'state' | 'pincode'> {
  const m = /^(.+),\s*([^,]+),\s*([^,]+?)\s+([1-9]\d{5})$/.exec(line.trim());
  if (!m) return { street: line.trim(), city: '', state: '', pincode: '' };
  return { street: m[1]!.trim(), city: m[2]!.trim(), state: m[3]!.trim(), pincode: m[4]! };
}

export function businessInfo(values: BusinessSettingsValues, logoUrl: string | null = null): BusinessInfo {
  return { ...values, address: formatAddress(values), openingHours: formatOpeningHours(values), logoUrl };
}
