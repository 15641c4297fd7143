// The business as schema.org's LocalBusiness: the address in the parts the owner keeps, a part left
// empty left out; BUSINESS_ADDRESS, written on one line, is read into those parts at the first start;
// the days and hours the owner keeps, as schema.org values and in the words /contact shows; the logo.
import { describe, expect, it } from 'vitest';
import { localBusiness } from '../../app/features/home/local-business.ts';
import { type DayOfWeek, businessInfo, businessSettingsPut, formatOpeningHours, splitAddress, spokenTime } from '../../shared/business.ts';

const details = {
  name: 'Gubbara',
  phone: '9876543210',
  whatsapp: '9876543210',
  email: 'hello@example.com',
  mapUrl: 'https://maps.example.com/gubbara',
  instagramUrl: 'https://instagram.com/gubbara',
  facebookUrl: 'https://facebook.com/gubbara',
  linkedinUrl: 'https://linkedin.com/company/gubbara',
  openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as DayOfWeek[],
  opens: '09:00',
  closes: '21:00',
};
const address = splitAddress('Demo address: 12 MG Road, Bengaluru, Karnataka 560001');

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

  it('states the days and hours the owner keeps, and the logo when there is one', () => {
    const b = businessInfo(
      { ...details, ...address, openDays: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '20:30' },
      '/api/admin/uploads?filename=c-0123.png',
    );
    const ld = localBusiness('https://gubbara.example', b);
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '10:00',
        closes: '20:30',
      },
    ]);
    expect(ld.logo).toBe('https://gubbara.example/api/admin/uploads?filename=c-0123.png');
    expect(b.openingHours).toBe('Tuesday to Sunday, 10 am to 8:30 pm');
    expect(localBusiness('https://gubbara.example', businessInfo({ ...details, ...address })).logo).toBe('https://gubbara.example/favicon.svg');
  });
});

describe('opening hours in words', () => {
  it.each([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], '09:00', '21:00', 'Monday to Sunday, 9 am to 9 pm'],
    [['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday'], '10:00', '20:00', 'Monday to Wednesday, Friday and Saturday, 10 am to 8 pm'],
    [['Saturday', 'Sunday'], '00:00', '12:00', 'Saturday and Sunday, 12 am to 12 pm'],
    [['Wednesday'], '11:15', '23:45', 'Wednesday, 11:15 am to 11:45 pm'],
  ] as [DayOfWeek[], string, string, string][])('%j %s-%s: %s', (openDays, opens, closes, words) => {
    expect(formatOpeningHours({ openDays, opens, closes })).toBe(words);
  });

  it('says 12:05 as 12:05 pm and 00:30 as 12:30 am', () => {
    expect([spokenTime('12:05'), spokenTime('00:30')]).toEqual(['12:05 pm', '12:30 am']);
  });

  it("are stored in the week's order, each day once, and refused when they close before they open", () => {
    const put = (over: Record<string, unknown>) => businessSettingsPut.safeParse({ ...details, ...address, version: 1, ...over });
    expect(put({ openDays: ['Sunday', 'Monday', 'Sunday'] }).data?.openDays).toEqual(['Monday', 'Sunday']);
    expect(put({ opens: '21:00', closes: '09:00' }).error?.issues).toMatchObject([
      { path: ['closes'], message: 'Closing time must be after the opening time.' },
    ]);
    expect(put({ openDays: [] }).error?.issues).toMatchObject([{ path: ['openDays'], message: 'Choose at least one day the shop is open.' }]);
  });
});
