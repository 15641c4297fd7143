// The business as schema.org's LocalBusiness for the home page's head: its settings (BUSINESS_*), its
// hours from shared/constants.ts, its address read into parts.
import { OPENING_HOURS, PHONE_PREFIX } from '../../../shared/constants.ts';
import type { BusinessInfo } from '../../../shared/services.ts';

const COUNTRY = 'IN';
const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The parts of an Indian address written "street, locality, State PIN": the pincode, the state before it,
 * the locality before that and the street before that. A part the text does not give is left out. Read
 * from the text alone: the pincode-to-state table is too big to send to the home page for this.
 */
export function postalAddress(address: string) {
  const parts = address.split(',').map((p) => p.trim());
  const last = /^(.*?)\s*([1-9]\d{5})$/.exec(parts[parts.length - 1] ?? '');
  const structured = last !== null && parts.length >= 3;
  const state = last?.[1] || undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: structured ? parts.slice(0, -2).join(', ') : address,
    ...(structured ? { addressLocality: parts[parts.length - 2] } : {}),
    ...(state ? { addressRegion: state } : {}),
    ...(last ? { postalCode: last[2] } : {}),
    addressCountry: COUNTRY,
  };
}

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
    address: postalAddress(b.address),
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS_OF_WEEK, opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes }],
    areaServed: { '@type': 'Country', name: 'India' },
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    sameAs: [b.instagramUrl, b.facebookUrl, b.linkedinUrl],
  };
}
