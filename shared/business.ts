// The business's details the owner edits at /admin/settings: name, phones, e-mail, address, links and
// opening hours. One schema serves the API (PUT /api/admin/settings) and the admin form, with the
// enquiry forms' rules and messages for numbers and e-mail. Links are https only: they go into the
// pages' href attributes, where any other scheme (javascript:, data:, plain http) has no place.
import { z } from 'zod';
import { emailField, requiredText, tenDigits } from './forms.ts';
import { PINCODE_RE } from './leads.ts';

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
  openingHours: requiredText('Opening hours are required.', 200, true),
};

/** The details as stored and shown. */
export const businessSettingsSchema = z.object(businessSettingsFields);
export type BusinessSettingsValues = z.output<typeof businessSettingsSchema>;
export type BusinessField = keyof BusinessSettingsValues;
export const BUSINESS_FIELDS = Object.keys(businessSettingsFields) as BusinessField[];

/** A change: every field, and the version it was made from (a newer one means someone saved in between). */
export const businessSettingsPut = businessSettingsSchema.extend({
  version: z.number({ message: 'version is required' }).int('version must be a whole number').min(1, 'version must be at least 1'),
});
export type BusinessSettingsPut = z.input<typeof businessSettingsPut>;

/** What GET and PUT answer: the details, their version and when and by whom they were last saved. */
export interface BusinessSettings extends BusinessSettingsValues {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The business's contact details every page shows: the stored ones and the address on one line. */
export interface BusinessInfo extends BusinessSettingsValues {
  address: string;
}

/** Until the owner sets them, the hours the contact page has always shown. */
export const DEFAULT_OPENING_HOURS = 'Monday to Sunday, 9 am to 9 pm';

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

export function businessInfo(values: BusinessSettingsValues): BusinessInfo {
  return { ...values, address: formatAddress(values) };
}
