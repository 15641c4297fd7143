// Schema.org blocks for search engines, built from the shop's own facts (shared/constants.ts, the
// business's settings): what an offer's delivery and returns are, where and when the business is, and
// where a page sits in the site. The pages pass them to seo() as its jsonLd.
import { DELIVERY_CHARGE_RUPEES, DELIVERY_DAYS, OPENING_HOURS, PHONE_PREFIX, RETURNS_ACCEPTED } from '../../../shared/constants.ts';
import { PINCODE, pincodeState } from '../../../shared/pincode.ts';
import type { BusinessInfo } from '../../../shared/services.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';

const COUNTRY = 'IN';
const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** An offer's delivery (charges included, in DELIVERY_DAYS anywhere in India) and its return policy, from the terms. */
export function offerPolicies(origin: string) {
  return {
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: DELIVERY_CHARGE_RUPEES, currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: COUNTRY },
      // The promise counts from the order's confirmation to the door: all of it is given as transit,
      // so the two add up to what the terms say.
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 0), transitTime: days(DELIVERY_DAYS.min, DELIVERY_DAYS.max) },
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: COUNTRY,
      returnPolicyCategory: RETURNS_ACCEPTED ? 'https://schema.org/MerchantReturnUnlimitedWindow' : 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: origin + PAGE_PATHS.terms,
    },
  };
}

/**
 * The parts of an Indian address written "street, locality, State 560001": the pincode, its state
 * (from its postal circle), the locality before it and the street before that. A part the text does not
 * give is left out.
 */
export function postalAddress(address: string) {
  const parts = address.split(',').map((p) => p.trim());
  const last = parts[parts.length - 1] ?? '';
  const pin = /([1-9]\d{5})$/.exec(last)?.[1];
  const state = pin && PINCODE.test(pin) ? pincodeState(pin) : null;
  const structured = pin !== undefined && parts.length >= 3;
  return {
    '@type': 'PostalAddress',
    streetAddress: structured ? parts.slice(0, -2).join(', ') : address,
    ...(structured ? { addressLocality: parts[parts.length - 2] } : {}),
    ...(state ? { addressRegion: state } : {}),
    ...(pin ? { postalCode: pin } : {}),
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

/** One step of a page's place in the site; the page itself is the last, without an address. */
export interface Crumb {
  name: string;
  href?: string | undefined;
}

/** The trail as a BreadcrumbList; `path` is the page's own address, the last item's. */
export function breadcrumbList(trail: Crumb[], origin: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: origin + (c.href ?? path) })),
  };
}
