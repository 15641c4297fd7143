// What every offer of the shop says to search engines about its delivery and returns, built from the
// policy facts in shared/constants.ts (the terms and the FAQ say the same from there).
import { DELIVERY_CHARGE_RUPEES, DELIVERY_DAYS, RETURNS_ACCEPTED } from '../../../shared/constants.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';

const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** An offer's delivery (charges included, in DELIVERY_DAYS anywhere in India) and its return policy, from the terms. */
export function offerPolicies(origin: string) {
  return {
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: DELIVERY_CHARGE_RUPEES, currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      // The promise counts from the order's confirmation to the door: all of it is given as transit,
      // so the two add up to what the terms say.
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 0), transitTime: days(DELIVERY_DAYS.min, DELIVERY_DAYS.max) },
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: RETURNS_ACCEPTED ? 'https://schema.org/MerchantReturnUnlimitedWindow' : 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: origin + PAGE_PATHS.terms,
    },
  };
}
