// The contact enquiry form (name, phone, what it is about, and optionally the event date and venue
// pincode). A valid form goes to the server first, which answers with a reference; the visitor can
// then still send the same details as an e-mail draft or on WhatsApp. If the server cannot be
// reached the e-mail draft opens by itself, as it did before the server took enquiries.
import { mailtoLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { postLead } from './leads-client.ts';
import { ENQUIRY_FORM } from '../pages/content.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { type EnquiryLead, type LeadCreated, enquiryLeadSchema } from '../../../shared/leads.ts';
import {
  ConsentLine,
  DraftNotice,
  EventDateField,
  FormAlert,
  FormField,
  Honeypot,
  LeadStyles,
  PhoneField,
  PincodeField,
  RequiredNote,
  SentWithFollowup,
  SubmitButton,
  useLeadForm,
} from './form-field.tsx';

const FIELDS = ['name', 'phone', 'enquiryabout', 'eventDate', 'pincode'] as const;

/** The draft's body: the three lines it always had, then the optional details when given. */
function draftLines(v: EnquiryLead): string[] {
  return [
    `Name: ${v.name}`,
    `Mobile Number: ${PHONE_PREFIX} ${v.phone}`,
    `Enquiry About: ${v.enquiryabout}`,
    ...(v.eventDate ? [`Event Date: ${v.eventDate}`] : []),
    ...(v.pincode ? [`Venue Pincode: ${v.pincode}`] : []),
  ];
}

export function EnquiryForm() {
  const business = useBusiness();
  const form = useLeadForm(enquiryLeadSchema, FIELDS, (raw) => postLead<LeadCreated>('/api/leads/enquiry', raw));
  const { phase, values, errors } = form;
  const draft = (v: EnquiryLead, reference?: string) => mailtoLink(business.email, ENQUIRY_FORM.subject(v.name, reference), draftLines(v));

  if (phase.kind === 'created') {
    const ref = phase.body.reference;
    return (
      <SentWithFollowup
        heading={ENQUIRY_FORM.confirmation}
        reference={ref}
        next="We will get back to you soon."
        mailto={draft(phase.values, ref)}
        whatsapp={whatsappLink(business.whatsapp, ENQUIRY_FORM.whatsappText(ref))}
        anotherLabel="Send another enquiry"
        onAnother={form.reset}
      />
    );
  }

  const field = { idPrefix: form.idPrefix, onChange: form.onChange };
  return (
    <form className="enquiry-form" noValidate onSubmit={form.onSubmit} aria-label="Enquiry form">
      <LeadStyles />
      <RequiredNote someOptional />
      <FormField {...field} name="name" label="Name" value={values.name} error={errors.name} autoComplete="name" />
      <PhoneField {...field} label="Mobile Number" value={values.phone} error={errors.phone} />
      <FormField {...field} name="enquiryabout" label="Enquiry About" multiline value={values.enquiryabout} error={errors.enquiryabout} />
      <EventDateField {...field} optional value={values.eventDate} error={errors.eventDate} />
      <PincodeField {...field} optional value={values.pincode} error={errors.pincode} />
      <Honeypot idPrefix={form.idPrefix} />
      <ConsentLine purpose={ENQUIRY_FORM.purpose} />
      <FormAlert text={form.formError} />
      <SubmitButton ready={form.ready} sending={phase.kind === 'sending'} />
      <DraftNotice phase={phase} draft={draft} email={business.email} what="enquiry" />
    </form>
  );
}
