// The contact enquiry form (name, phone, what it is about, and optionally the event date and venue
// pincode). A valid form goes to the server first, which answers with a reference; the visitor can
// then still send the same details as an e-mail draft or on WhatsApp. If the server cannot be
// reached the e-mail draft opens by itself, as it did before the server took enquiries.
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { type EnquiryLead, type LeadCreated, enquiryLeadSchema } from '../../../shared/leads.ts';
import { ENQUIRY_FORM } from './content.ts';
import { EventDateField, FormField, PhoneField, PincodeField } from './form-field.tsx';
import { type KeepOffline, LeadForm, type ServerForm, useLeadForm } from './lead-form.tsx';
import type { LeadPost } from './lead-action.server.ts';
import { postLead } from './leads-client.ts';
import { detailLine, messageDate } from '../shell/contact-texts.ts';
import type { Translate } from '../shell/i18n.tsx';
import type { Locale } from '../../../shared/locale.ts';

const FIELDS = ['name', 'phone', 'enquiryabout', 'eventDate', 'pincode'] as const;

/** The draft's body: the three lines it always had, then the optional details when given. */
export function enquiryDraftLines(v: EnquiryLead, t: Translate, locale: Locale): string[] {
  return [
    detailLine(t, 'name', v.name),
    detailLine(t, 'mobile', `${PHONE_PREFIX} ${v.phone}`),
    detailLine(t, 'about', v.enquiryabout),
    ...(v.eventDate ? [detailLine(t, 'eventDate', messageDate(v.eventDate, locale))] : []),
    ...(v.pincode ? [detailLine(t, 'pincode', v.pincode)] : []),
  ];
}

/** Sent without a connection, the form is kept on the phone and sent when it is back. */
const keepOffline: KeepOffline = (raw) => ({ url: '/api/leads/enquiry', body: raw });

/** The form as its page's action takes a plain post of it (lead-action.server.ts). */
export const ENQUIRY_POST: LeadPost<typeof enquiryLeadSchema> = {
  api: '/api/leads/enquiry',
  page: PAGE_PATHS.enquiryForm,
  schema: enquiryLeadSchema,
  fields: FIELDS,
};

/** `server`: what the page's loader and action gave (a plain post's answer, its confirmation, the render-time key). */
export function EnquiryForm({ formKey, ...server }: ServerForm<EnquiryLead> & { formKey?: string | undefined }) {
  const form = useLeadForm(enquiryLeadSchema, FIELDS, (raw, key) => postLead<LeadCreated>('/api/leads/enquiry', raw, { key }), keepOffline, server);
  return (
    <LeadForm form={form} text={ENQUIRY_FORM} draftLines={enquiryDraftLines} action={ENQUIRY_POST.page} formKey={formKey} someOptional aria-label="Enquiry form">
      <FormField {...form.bind('name')} label="Name" autoComplete="name" />
      <PhoneField {...form.bind('phone')} label="Mobile Number" />
      <FormField {...form.bind('enquiryabout')} label="Enquiry About" multiline />
      <EventDateField {...form.bind('eventDate')} optional />
      <PincodeField {...form.bind('pincode')} optional />
    </LeadForm>
  );
}
