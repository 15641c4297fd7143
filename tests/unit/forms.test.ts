// The enquiry and franchise form rules: exact messages, trimming, one message per field.
import { describe, expect, it } from 'vitest';
import { enquirySchema, franchiseSchema, validateForm } from '../../shared/forms.ts';

describe('contact enquiry form', () => {
  it('gives the spec message for every missing field', () => {
    expect(validateForm(enquirySchema, { name: '', phone: '', enquiryabout: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', phone: 'Mobile number is required.', enquiryabout: 'Enquiry About is required.' },
    });
  });

  it('counts blanks and missing keys as empty', () => {
    const r = validateForm(enquirySchema, { name: '   ', phone: '\t' });
    expect(r).toEqual({
      ok: false,
      errors: { name: 'Name is required.', phone: 'Mobile number is required.', enquiryabout: 'Enquiry About is required.' },
    });
  });

  it.each(['12345', '98765432101', '+9198765432', '+1 9876543210', 'abcdefghij', '98765-4321', '919876543'])(
    'rejects the mobile number %j as not 10 digits',
    (phone) => {
      const r = validateForm(enquirySchema, { name: 'Asha', phone, enquiryabout: 'Sky balloon' });
      expect(r).toEqual({ ok: false, errors: { phone: 'Mobile number must be 10 digits.' } });
    },
  );

  it.each(['9876543210', '98765 43210', '+919876543210', '+91 98765 43210', '919876543210', '09876543210', '98765-43210'])(
    'reads the mobile number %j as its 10 digits',
    (phone) => {
      const r = validateForm(enquirySchema, { name: 'Asha', phone, enquiryabout: 'Sky balloon' });
      expect(r).toEqual({ ok: true, values: { name: 'Asha', phone: '9876543210', enquiryabout: 'Sky balloon' } });
    },
  );

  it('keeps a 10-digit number that itself begins with 91 or 0 as typed', () => {
    expect(validateForm(enquirySchema, { name: 'Asha', phone: '9123456780', enquiryabout: 'Sky balloon' })).toMatchObject({
      ok: true,
      values: { phone: '9123456780' },
    });
  });

  it('removes invisible format characters from a name but keeps the joiners Indian scripts need', () => {
    const r = validateForm(enquirySchema, { name: '\u200BA\u00ADsha\u2060 \uFEFFRao\u200E क्\u200Dष', phone: '9876543210', enquiryabout: 'Sky balloon' });
    expect(r).toEqual({ ok: true, values: { name: 'Asha Rao क्\u200Dष', phone: '9876543210', enquiryabout: 'Sky balloon' } });
    expect(validateForm(enquirySchema, { name: '\u200B\u200B', phone: '9876543210', enquiryabout: 'Sky balloon' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.' },
    });
  });

  it('removes control characters and folds white space in a one-line field', () => {
    const r = validateForm(enquirySchema, { name: 'As\u0000ha\u202E \n Rao', phone: '9876543210', enquiryabout: 'line one\r\nline\u0007 two' });
    expect(r).toEqual({ ok: true, values: { name: 'Asha Rao', phone: '9876543210', enquiryabout: 'line one\nline two' } });
  });

  it('trims the values it accepts', () => {
    const r = validateForm(enquirySchema, { name: '  Asha Rao ', phone: ' 9876543210 ', enquiryabout: '\nSky balloon for a launch  ' });
    expect(r).toEqual({ ok: true, values: { name: 'Asha Rao', phone: '9876543210', enquiryabout: 'Sky balloon for a launch' } });
  });
});

describe('numbers and texts that cannot be right', () => {
  const enquiry = { name: 'Asha', phone: '9876543210', enquiryabout: 'Sky balloon' };

  it.each(['1234567890', '0987654321', '5876543210', '+91 5876543210'])('refuses %j, which no Indian mobile starts like', (phone) => {
    expect(validateForm(enquirySchema, { ...enquiry, phone })).toEqual({
      ok: false,
      errors: { phone: 'Mobile number must start with 6, 7, 8 or 9, as Indian mobile numbers do.' },
    });
  });

  it.each(['6000000000', '7012345678', '8123456789', '9876543210'])('takes %j', (phone) => {
    expect(validateForm(enquirySchema, { ...enquiry, phone })).toMatchObject({ ok: true, values: { phone } });
  });

  it('keeps the 10-digit message for a wrong length, whatever the first digit', () => {
    expect(validateForm(enquirySchema, { ...enquiry, phone: '12345' })).toEqual({ ok: false, errors: { phone: 'Mobile number must be 10 digits.' } });
  });

  it.each(['A', '1.', 'क', 'A 1'])('refuses the name %j, which has fewer than 2 letters', (name) => {
    expect(validateForm(enquirySchema, { ...enquiry, name })).toEqual({ ok: false, errors: { name: 'Name must have at least 2 letters.' } });
  });

  it.each(['Al', 'कम'])('takes the short name %j', (name) => {
    expect(validateForm(enquirySchema, { ...enquiry, name })).toMatchObject({ ok: true });
  });

  it.each(['x', 'hi there', 'balloons?'])('refuses the enquiry %j as too short to answer', (enquiryabout) => {
    expect(validateForm(enquirySchema, { ...enquiry, enquiryabout })).toEqual({
      ok: false,
      errors: { enquiryabout: 'Enquiry About needs a few more words (at least 3 words or 10 characters), so we can answer it.' },
    });
  });

  it.each(['need 50 balloons', 'Sky lantern', 'गुब्बारे चाहिए कल'])('takes the enquiry %j', (enquiryabout) => {
    expect(validateForm(enquirySchema, { ...enquiry, enquiryabout })).toMatchObject({ ok: true });
  });

  const franchise = { name: 'Ravi', email: 'ravi@example.in', phone: '9123456780', address: '4 Park Street, Kolkata', businessbudget: '10 lakh' };
  it.each([
    ['big', 'Area must be a number of square feet, like 250.'],
    ['about 300', 'Area must be a number of square feet, like 250.'],
    ['150', 'Area must be at least 200 sq. ft., the franchise minimum.'],
    ['199 sq ft', 'Area must be at least 200 sq. ft., the franchise minimum.'],
  ])('refuses the franchise area %j', (area, message) => {
    expect(validateForm(franchiseSchema, { ...franchise, area })).toEqual({ ok: false, errors: { area: message } });
  });

  it.each(['200', '1,200', '300 sq ft', '450 sq. ft.'])('takes the franchise area %j', (area) => {
    expect(validateForm(franchiseSchema, { ...franchise, area })).toMatchObject({ ok: true, values: { area } });
  });
});

describe('franchise form', () => {
  const valid = { name: 'Ravi', email: 'ravi@example.in', phone: '9123456780', address: '4 Park Street, Kolkata', area: '250', businessbudget: '10 lakh' };

  it('gives the spec message for every missing field', () => {
    expect(validateForm(franchiseSchema, {})).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        email: 'Email is required.',
        phone: 'Phone number is required.',
        address: 'Address is required.',
        area: 'Area is required.',
        businessbudget: 'Business Budget is required.',
      },
    });
  });

  it.each([
    'x@y.io?bcc=attacker%40evil.example&body=hi',
    'x@y.io&cc=a@b.example',
    'x%40y@y.io',
    '"ravi"@example.in',
    "ravi'@example.in",
    'ravi@exa mple.in',
    'ravi@example.in#frag',
    'ravi@-example.in',
    '.ravi@example.in',
    'ra..vi@example.in',
    'ravi@example..in',
    'ravi@exa=mple.in',
    'a@b@example.in',
  ])('rejects %j as an e-mail address (nothing a link would read as its own)', (email) => {
    expect(validateForm(franchiseSchema, { ...valid, email })).toEqual({ ok: false, errors: { email: 'Invalid email address.' } });
  });

  it.each(['ravi.kumar+shop@example.co.in', 'RAVI_K-1@mail.example.in', 'रवि@उदाहरण.भारत', 'a@xn--p1ai.xn--p1ai'])('accepts %j', (email) => {
    expect(validateForm(franchiseSchema, { ...valid, email })).toMatchObject({ ok: true, values: { email } });
  });

  it.each(['ravi', 'ravi@', '@example.in', 'ravi@example', 'ravi @example.in', 'ravi@example.'])('rejects %j as an e-mail address', (email) => {
    expect(validateForm(franchiseSchema, { ...valid, email })).toEqual({ ok: false, errors: { email: 'Invalid email address.' } });
  });

  it.each(['912345678', '91234567801', '91234 5678'])('rejects the phone number %j as not 10 digits', (phone) => {
    expect(validateForm(franchiseSchema, { ...valid, phone })).toEqual({ ok: false, errors: { phone: 'Phone number must be 10 digits.' } });
  });

  it('accepts and trims a complete application', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, ` ${v}  `]));
    expect(validateForm(franchiseSchema, padded)).toEqual({ ok: true, values: valid });
  });
});
