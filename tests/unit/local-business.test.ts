// The business as schema.org's LocalBusiness: the address in the parts the owner keeps, a part left
// empty left out; BUSINESS_ADDRESS, written on one line, is read into those parts at the first start.
import { describe, expect, it } from 'vitest';
import { localBusiness } from '../../app/features/home/local-business.ts';
import { businessInfo, splitAddress } from '../../shared/business.ts';

const details = {
  name: 'Gubbara',
  phone: '9876543210',
  whatsapp: '9876543210',
  email: 'hello@example.com',
  mapUrl: 'https://maps.example.com/gubbara',
  instagramUrl: 'https://instagram.com/gubbara',
  facebookUrl: 'https://facebook.com/gubbara',
  linkedinUrl: 'https://linkedin.com/company/gubbara',
  openingHours: 'Monday to Sunday, 9 am to 9 pm',
};

describe('localBusiness', () => {
  it('gives street, locality, state and pincode from the one-line address read at the first start', () => {
    const b = businessInfo({ ...details, ...splitAddress('Demo address: 12 MG Road, Bengaluru, Karnataka 560001') });
    expect(localBusiness('https://gubbara.example', b).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Demo address: 12 MG Road',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560001',
      addressCountry: 'IN',
    });
  });

  it('keeps an address it cannot read whole, as the street, and leaves the empty parts out', () => {
    const b = businessInfo({ ...details, ...splitAddress('Near the clock tower, Mysuru') });
    expect(localBusiness('https://gubbara.example', b).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Near the clock tower, Mysuru',
      addressCountry: 'IN',
    });
  });
});
