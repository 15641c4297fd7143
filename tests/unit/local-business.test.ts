// The business's address as schema.org parts, read from the one line BUSINESS_ADDRESS holds.
import { describe, expect, it } from 'vitest';
import { postalAddress } from '../../app/features/home/local-business.ts';

describe('postalAddress', () => {
  it('reads street, locality, state and pincode from "street, locality, State PIN"', () => {
    expect(postalAddress('Demo address: 12 MG Road, Bengaluru, Karnataka 560001')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Demo address: 12 MG Road',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560001',
      addressCountry: 'IN',
    });
    // A pincode in a part of its own: no state to read.
    expect(postalAddress('Shop 4, Sector 17, Chandigarh, 160017')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Shop 4, Sector 17',
      addressLocality: 'Chandigarh',
      postalCode: '160017',
      addressCountry: 'IN',
    });
  });

  it('keeps an address without a pincode whole, as the street', () => {
    expect(postalAddress('Near the clock tower, Mysuru')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Near the clock tower, Mysuru',
      addressCountry: 'IN',
    });
  });
});
