// The contact enquiry form of spec section 5 (name, phone, enquiryabout). No API call: a valid
// form opens an e-mail draft to the support address (spec section 7).
import { mailtoLink, useBusiness } from '../lib/business.ts';
import { ENQUIRY_FORM } from '../content/pages.ts';
import { enquirySchema } from '../../shared/forms.ts';
import { PHONE_PREFIX } from '../../shared/constants.ts';
import { DraftNotice, FormField, RequiredNote, useMailtoForm } from './form-field.tsx';

const FIELDS = ['name', 'phone', 'enquiryabout'] as const;

export function EnquiryForm() {
  const business = useBusiness();
  const form = useMailtoForm(enquirySchema, FIELDS, (v) =>
    mailtoLink(business.email, ENQUIRY_FORM.subject(v.name), [
      `Name: ${v.name}`,
      `Mobile Number: ${PHONE_PREFIX} ${v.phone}`,
      `Enquiry About: ${v.enquiryabout}`,
    ]),
  );
  const field = { idPrefix: form.idPrefix, onChange: form.onChange };
  return (
    <form className="enquiry-form" noValidate onSubmit={form.onSubmit} aria-label="Enquiry form">
      <RequiredNote />
      <FormField {...field} name="name" label="Name" value={form.values.name} error={form.errors.name} autoComplete="name" />
      <FormField
        {...field}
        name="phone"
        label="Mobile Number"
        hint={`10 digits, without ${PHONE_PREFIX}`}
        type="tel"
        inputMode="numeric"
        value={form.values.phone}
        error={form.errors.phone}
        autoComplete="tel-national"
      />
      <FormField {...field} name="enquiryabout" label="Enquiry About" multiline value={form.values.enquiryabout} error={form.errors.enquiryabout} />
      <button type="submit" className="btn">
        Submit
      </button>
      <DraftNotice href={form.draftHref} email={business.email} openKey={form.openKey} />
    </form>
  );
}
