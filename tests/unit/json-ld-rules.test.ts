// The JSON-LD checker of the outside checkers (tests/conformance/json-ld.ts) on pages written here: it
// must flag what Google's rules ask for, or the conformance run would pass over a missing property.
import { describe, expect, it } from 'vitest';
import { checkPage, fails, findingLine } from '../conformance/json-ld.ts';

const ORIGIN = 'https://shop.example';
const page = (...blocks: object[]) => blocks.map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`).join('');
const days = (min: number, max: number) => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

const OFFER = {
  '@type': 'Offer',
  price: '250',
  priceCurrency: 'INR',
  availability: 'https://schema.org/InStock',
  itemCondition: 'https://schema.org/NewCondition',
  shippingDetails: {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 0), transitTime: days(7, 10) },
  },
  hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' },
};
const PRODUCT = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Red balloons',
  image: [`${ORIGIN}/a.jpg`],
  description: 'Fifty',
  brand: { '@type': 'Brand', name: 'G' },
  sku: '1',
  offers: OFFER,
};

const failing = (html: string) => checkPage('/p', html, ORIGIN).filter(fails).map(findingLine);

describe('the JSON-LD checker', () => {
  it('passes a product with its shipping and return policy, listing only what the site leaves out by choice', () => {
    const findings = checkPage('/p', page(PRODUCT), ORIGIN);
    expect(findings.filter(fails)).toEqual([]);
    expect(findings.map((f) => f.path)).toEqual(['Product › gtin', 'Product › aggregateRating', 'Product › review']);
  });

  it('fails a product without shippingDetails, naming the page and the property', () => {
    const { shippingDetails: _, ...offer } = OFFER;
    expect(failing(page({ ...PRODUCT, offers: offer }))).toEqual([
      '/p: recommended Product › offers › shippingDetails: recommended property missing (JSON-LD block 1)',
    ]);
  });

  it('fails a product without a price, a finite return window without its days, and a delivery time without units', () => {
    const offer = {
      ...OFFER,
      price: undefined,
      hasMerchantReturnPolicy: {
        ...OFFER.hasMerchantReturnPolicy,
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
      shippingDetails: { ...OFFER.shippingDetails, deliveryTime: { handlingTime: days(0, 1), transitTime: { minValue: 7, maxValue: 10 } } },
    };
    expect(failing(page({ ...PRODUCT, offers: offer }))).toEqual([
      '/p: required Product › offers › price: required property missing (JSON-LD block 1)',
      '/p: required Product › offers › shippingDetails › deliveryTime › transitTime › unitCode: required property missing (JSON-LD block 1)',
      '/p: required Product › offers › hasMerchantReturnPolicy › merchantReturnDays: required for a finite return window (JSON-LD block 1)',
    ]);
  });

  it('fails a block that does not parse', () => {
    expect(failing('<script type="application/ld+json">{"@type": </script>')).toEqual([
      '/p: required JSON-LD block 1: does not parse: Unexpected end of JSON input',
    ]);
  });

  it('fails a breadcrumb list the page does not show as it lists it', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Latex', item: `${ORIGIN}/products?category=latex` },
        { '@type': 'ListItem', position: 3, name: 'Red balloons' },
      ],
    };
    const nav = (second: string) =>
      `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="${second}">Latex</a></li><li><span aria-current="page">Red balloons</span></li></ol></nav>`;
    expect(failing(page(list) + nav('/products?category=latex'))).toEqual([]);
    expect(failing(page(list) + nav('/category/latex'))).toEqual([
      '/p: required BreadcrumbList: lists [{"name":"Home","href":"/"},{"name":"Latex","href":"/products?category=latex"},{"name":"Red balloons","current":true}] but the page shows [{"name":"Home","href":"/"},{"name":"Latex","href":"/category/latex"},{"name":"Red balloons","current":true}]',
    ]);
    expect(failing(page(list) + nav('/products?category=latex').replace(' aria-current="page"', ''))).toEqual([
      '/p: required BreadcrumbList: lists [{"name":"Home","href":"/"},{"name":"Latex","href":"/products?category=latex"},{"name":"Red balloons","current":true}] but the page shows [{"name":"Home","href":"/"},{"name":"Latex","href":"/products?category=latex"},{"name":"Red balloons","current":false}]',
    ]);
    expect(failing(page(list))).toEqual(['/p: required BreadcrumbList: the page shows no <nav aria-label="Breadcrumb"> for it']);
  });
});
