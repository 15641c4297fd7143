// The franchise form of spec section 5. No API call: a valid form opens an e-mail draft to the
// support address with the fields (spec section 7).
import { mailtoLink, useBusiness } from '../lib/business.ts';
import { FRANCHISE } from '../content/pages.ts';
import { franchiseSchema } from '../../shared/forms.ts';
import { PHONE_PREFIX } from '../../shared/constants.ts';
import { DraftNotice, FormField, RequiredNote, useMailtoForm } from './form-field.tsx';

const FIELDS = ['name', 'email', 'phone', 'address', 'area', 'businessbudget'] as const;

export function FranchiseForm() {
  const business = useBusiness();
  const form = useMailtoForm(franchiseSchema, FIELDS, (v) =>
    mailtoLink(business.email, FRANCHISE.subject(v.name), [
      `Name: ${v.name}`,
      `Email: ${v.email}`,
      `Phone Number: ${PHONE_PREFIX} ${v.phone}`,
      `Address: ${v.address}`,
      `Area (sq. ft.): ${v.area}`,
      `Business Budget: ${v.businessbudget}`,
    ]),
  );
  const field = { idPrefix: form.idPrefix, onChange: form.onChange };
  return (
    <form className="enquiry-form" noValidate onSubmit={form.onSubmit} aria-labelledby="franchise-form-heading">
      <h2 id="franchise-form-heading">Apply for a Franchise</h2>
      <RequiredNote />
      <FormField {...field} name="name" label="Name" value={form.values.name} error={form.errors.name} autoComplete="name" />
      <FormField
        {...field}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email}
        autoComplete="email"
      />
      <FormField
        {...field}
        name="phone"
        label="Phone Number"
        hint={`10 digits, without ${PHONE_PREFIX}`}
        type="tel"
        inputMode="numeric"
        value={form.values.phone}
        error={form.errors.phone}
        autoComplete="tel-national"
      />
      <FormField {...field} name="address" label="Address" multiline value={form.values.address} error={form.errors.address} autoComplete="street-address" />
      <FormField {...field} name="area" label="Area (sq. ft.)" inputMode="numeric" value={form.values.area} error={form.errors.area} />
      <FormField {...field} name="businessbudget" label="Business Budget" value={form.values.businessbudget} error={form.errors.businessbudget} />
      <button type="submit" className="btn">
        Submit
      </button>
      <DraftNotice href={form.draftHref} email={business.email} openKey={form.openKey} />
    </form>
  );
}
