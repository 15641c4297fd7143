// The business as schema.org's LocalBusiness for the home page's head: the details the owner keeps at
// /admin/settings (the address in its parts, the days and hours open, the logo).
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import type { BusinessInfo } from '../../../shared/services.ts';

const COUNTRY = 'IN';

/** The business as a local business: address, hours, phone, logo. */
export function localBusiness(origin: string, b: BusinessInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: b.name,
    url: `${origin}/`,
    logo: `${origin}${b.logoUrl ?? '/favicon.svg'}`,
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
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: b.openDays, opens: b.opens, closes: b.closes }],
    areaServed: { '@type': 'Country', name: 'India' },
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    sameAs: [b.instagramUrl, b.facebookUrl, b.linkedinUrl],
  };
}
