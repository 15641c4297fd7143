// The franchise application form. A valid form goes to the server first, which answers with a
// reference; the visitor can then still send it as an e-mail draft or on WhatsApp. If the server
// cannot be reached the e-mail draft opens by itself, as it did before the server took applications.
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { type FranchiseLead, type LeadCreated, franchiseLeadSchema } from '../../../shared/leads.ts';
import { FRANCHISE_FORM } from './content.ts';
import { FormField, PhoneField } from './form-field.tsx';
import { type KeepOffline, LeadForm, type ServerForm, useLeadForm } from './lead-form.tsx';
import type { LeadPost } from './lead-action.server.ts';
import { postLead } from './leads-client.ts';
import { type Translate, useT } from '../shell/i18n.tsx';
import { detailLine } from '../shell/contact-texts.ts';

const FIELDS = ['name', 'email', 'phone', 'address', 'area', 'businessbudget'] as const;

/** The e-mail draft's body and the WhatsApp text when the shop asked to wait: every field, labelled. */
export function franchiseDraftLines(v: FranchiseLead, t: Translate): string[] {
  return [
    detailLine(t, 'name', v.name),
    detailLine(t, 'email', v.email),
    detailLine(t, 'phone', `${PHONE_PREFIX} ${v.phone}`),
    detailLine(t, 'address', v.address),
    detailLine(t, 'area', v.area),
    detailLine(t, 'budget', v.businessbudget),
  ];
}

/** Sent without a connection, the form is kept on the phone and sent when it is back. */
const keepOffline: KeepOffline = (raw) => ({ url: '/api/leads/franchise', body: raw });

/** The form as its page's action takes a plain post of it (lead-action.server.ts). */
export const FRANCHISE_POST: LeadPost<typeof franchiseLeadSchema> = {
  api: '/api/leads/franchise',
  page: PAGE_PATHS.franchise,
  schema: franchiseLeadSchema,
  fields: FIELDS,
};

/** `server`: what the page's loader and action gave (a plain post's answer, its confirmation, the render-time key). */
export function FranchiseForm({ formKey, ...server }: ServerForm<FranchiseLead> & { formKey?: string | undefined }) {
  const t = useT();
  const form = useLeadForm(franchiseLeadSchema, FIELDS, (raw, key) => postLead<LeadCreated>('/api/leads/franchise', raw, { key }), keepOffline, server);
  return (
    <LeadForm
      form={form}
      text={FRANCHISE_FORM}
      draftLines={franchiseDraftLines}
      action={FRANCHISE_POST.page}
      formKey={formKey}
      heading={<h2 id="franchise-form-heading">{t('Apply for a Franchise')}</h2>}
      aria-labelledby="franchise-form-heading"
    >
      <FormField {...form.bind('name')} label="Name" autoComplete="name" />
      <FormField {...form.bind('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
      <PhoneField {...form.bind('phone')} label="Phone Number" />
      <FormField {...form.bind('address')} label="Address" multiline autoComplete="street-address" />
      <FormField {...form.bind('area')} label="Area (sq. ft.)" inputMode="numeric" />
      <FormField {...form.bind('businessbudget')} label="Business Budget" />
    </LeadForm>
  );
}
