// The business as schema.org's LocalBusiness for the home page's head: the details the owner keeps at
// /admin/settings (the address in its parts) and the hours from shared/constants.ts.
import { OPENING_HOURS, PHONE_PREFIX } from '../../../shared/constants.ts';
import type { BusinessInfo } from '../../../shared/services.ts';

const COUNTRY = 'IN';
const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The business as a local business: address, hours, phone, logo. */
export function localBusiness(origin: string, b: BusinessInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: b.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/demo/slide-1-1280.webp`,
    telephone: `${PHONE_PREFIX}${b.phone}`,
    email: b.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.street,
      ...(b.city ? { addressLocality: b.city } : {}),
      ...(b.state ? { addressRegion: b.state } : {}),
      ...(b.pincode ? { postalCode: b.pincode } : {}),
      addressCountry: COUNTRY,
    },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS_OF_WEEK, opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes }],
    areaServed: { '@type': 'Country', name: 'India' },
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    sameAs: [b.instagramUrl, b.facebookUrl, b.linkedinUrl],
  };
}
