// The franchise application form. A valid form goes to the server first, which answers with a
// reference; the visitor can then still send it as an e-mail draft or on WhatsApp. If the server
// cannot be reached the e-mail draft opens by itself, as it did before the server took applications.
import { mailtoLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { postLead } from './leads-client.ts';
import { FRANCHISE } from '../pages/content.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { type FranchiseLead, type LeadCreated, franchiseLeadSchema } from '../../../shared/leads.ts';
import {
  ConsentLine,
  DraftNotice,
  FormAlert,
  FormField,
  Honeypot,
  LeadStyles,
  PhoneField,
  RequiredNote,
  SentWithFollowup,
  SubmitButton,
  useLeadForm,
} from './form-field.tsx';

const FIELDS = ['name', 'email', 'phone', 'address', 'area', 'businessbudget'] as const;

function draftLines(v: FranchiseLead): string[] {
  return [
    `Name: ${v.name}`,
    `Email: ${v.email}`,
    `Phone Number: ${PHONE_PREFIX} ${v.phone}`,
    `Address: ${v.address}`,
    `Area (sq. ft.): ${v.area}`,
    `Business Budget: ${v.businessbudget}`,
  ];
}

export function FranchiseForm() {
  const business = useBusiness();
  const form = useLeadForm(franchiseLeadSchema, FIELDS, (raw) => postLead<LeadCreated>('/api/leads/franchise', raw));
  const { phase, values, errors } = form;
  const draft = (v: FranchiseLead, reference?: string) => mailtoLink(business.email, FRANCHISE.subject(v.name, reference), draftLines(v));

  if (phase.kind === 'created') {
    const ref = phase.body.reference;
    return (
      <SentWithFollowup
        heading={FRANCHISE.confirmation}
        reference={ref}
        next="Our franchise team will call you within two working days."
        mailto={draft(phase.values, ref)}
        whatsapp={whatsappLink(business.whatsapp, FRANCHISE.whatsappText(ref))}
        anotherLabel="Send another application"
        onAnother={form.reset}
      />
    );
  }

  const field = { idPrefix: form.idPrefix, onChange: form.onChange };
  return (
    <form className="enquiry-form" noValidate onSubmit={form.onSubmit} aria-labelledby="franchise-form-heading">
      <LeadStyles />
      <h2 id="franchise-form-heading">Apply for a Franchise</h2>
      <RequiredNote />
      <FormField {...field} name="name" label="Name" value={values.name} error={errors.name} autoComplete="name" />
      <FormField {...field} name="email" label="Email" type="email" inputMode="email" value={values.email} error={errors.email} autoComplete="email" />
      <PhoneField {...field} label="Phone Number" value={values.phone} error={errors.phone} />
      <FormField {...field} name="address" label="Address" multiline value={values.address} error={errors.address} autoComplete="street-address" />
      <FormField {...field} name="area" label="Area (sq. ft.)" inputMode="numeric" value={values.area} error={errors.area} />
      <FormField {...field} name="businessbudget" label="Business Budget" value={values.businessbudget} error={errors.businessbudget} />
      <Honeypot idPrefix={form.idPrefix} />
      <ConsentLine purpose={FRANCHISE.purpose} />
      <FormAlert text={form.formError} />
      <SubmitButton ready={form.ready} sending={phase.kind === 'sending'} />
      <DraftNotice phase={phase} draft={draft} email={business.email} what="application" />
    </form>
  );
}
