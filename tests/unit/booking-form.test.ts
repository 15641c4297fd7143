// The booking form on /buy: its rules (a slot and the venue address required, the personal touches
// short and optional), the body it sends (personal touches nested, age a number), the date in words, and
// the WhatsApp message completed with the slot and the status link.
import { describe, expect, it } from 'vitest';
import { bookingBody, bookingRequestSchema, dateInWords, whatsappWithBooking } from '../../app/features/booking/booking-form.ts';
import { validateForm } from '../../shared/forms.ts';
import { indiaToday } from '../../shared/leads.ts';

const filled = { name: 'Meera Iyer', phone: '9876501234', eventDate: indiaToday(), slotId: '2', pincode: '560001', address: 'Hall 2', notes: '' };
const personal = { names: '', age: '', theme: '', colours: '' };

describe('the booking form', () => {
  it('needs a slot and the venue address, with the messages the visitor reads', () => {
    const r = validateForm(bookingRequestSchema, { ...filled, ...personal, slotId: '', address: '  ' });
    expect(r.ok ? {} : r.errors).toEqual({ slotId: 'Choose a setup slot.', address: 'Venue address is required.' });
  });

  it('takes an age from 0 to 120 in digits, and refuses anything else in plain words', () => {
    for (const age of ['0', '7', '120', '']) expect(validateForm(bookingRequestSchema, { ...filled, ...personal, age }).ok).toBe(true);
    for (const age of ['121', 'five', '-1', '2.5']) {
      const r = validateForm(bookingRequestSchema, { ...filled, ...personal, age });
      expect(r.ok ? {} : r.errors).toEqual({ age: 'Age must be a whole number from 0 to 120.' });
    }
  });

  it('sends the personal touches nested, leaving out empty ones, and the slot as a number', () => {
    expect(bookingBody({ ...filled, ...personal, names: 'Aarav & Diya', age: ' 5 ', website: '' })).toEqual({
      name: 'Meera Iyer',
      phone: '9876501234',
      eventDate: filled.eventDate,
      pincode: '560001',
      address: 'Hall 2',
      notes: '',
      website: '',
      slotId: 2,
      personal: { names: 'Aarav & Diya', age: 5 },
    });
    expect(bookingBody({ ...filled, ...personal })).not.toHaveProperty('personal');
  });

  it('says a date in words', () => {
    expect(dateInWords('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(dateInWords('2027-01-04')).toBe('Mon 4 Jan 2027');
  });

  it('adds the slot and the status link to the WhatsApp message once', () => {
    const server = `https://wa.me/919999999999?text=${encodeURIComponent('Hello!\nEvent date: 2026-12-12')}`;
    const status = 'http://localhost:3000/booking/GUB-ABCDEF?k=key';
    const url = new URL(whatsappWithBooking(server, 'Morning, 09:00–12:00', status));
    expect(url.searchParams.get('text')).toBe(`Hello!\nEvent date: 2026-12-12\nSetup slot: Morning, 09:00–12:00\nFollow the booking: ${status}`);
    expect(whatsappWithBooking(url.toString(), 'Morning, 09:00–12:00', status)).toBe(url.toString());
  });
});
