// The JSON-LD blocks of a page, held to the properties Google's rich-result rules require and recommend
// for their types: merchant listings (Product, Offer, OfferShippingDetails, MerchantReturnPolicy), local
// business (LocalBusiness, PostalAddress, OpeningHoursSpecification) and breadcrumbs (BreadcrumbList).
// A block that does not parse, a required property that is missing and a breadcrumb trail the page does
// not show are errors; a missing recommended property is listed, and fails only when it is not among
// those the site knowingly leaves out (so one the pages have stays there).

import { decodeHtml } from '../helpers/html.ts';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';

/** `note`: a type the checker has no rules for, listed only. */
export type Level = 'required' | 'recommended' | 'note';

export interface Finding {
  /** The page's path and query. */
  page: string;
  level: Level;
  /** Where in the block: the type, then the properties down to the missing one ("Product › offers › price"). */
  path: string;
  message: string;
}

/** `Type › property` paths of recommended properties that no page has, by choice: listed, never failed. */
export const KNOWINGLY_LEFT_OUT = new Set([
  // No product has a GTIN or maker's part number: they are made or printed to order.
  'Product › gtin',
  // The shop has no product reviews or ratings to show.
  'Product › aggregateRating',
  'Product › review',
  // The business's map link is the owner's; no coordinates are configured.
  'LocalBusiness › geo',
]);

type Node = Record<string, unknown>;
const decode = decodeHtml;

interface Rule {
  required: string[];
  recommended: string[];
  /** Checks of nested values, after the property lists. */
  nested?: (node: Node, at: string, found: (level: Level, path: string, message: string) => void) => void;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const typesOf = (n: Node): string[] => asList(n['@type']).filter((t): t is string => typeof t === 'string');
const enumName = (v: unknown) => (typeof v === 'string' ? v.replace(/^https?:\/\/schema\.org\//, '') : '');

/** Runs `rule` over each node of `value` (one or a list), reporting under `at`. */
function checkEach(value: unknown, at: string, rule: Rule, found: (level: Level, path: string, message: string) => void) {
  for (const [i, v] of asList(value).entries()) {
    const here = asList(value).length > 1 ? `${at}[${i}]` : at;
    if (!isNode(v)) {
      found('required', here, 'is not an object');
      continue;
    }
    checkNode(v, here, rule, found);
  }
}

function checkNode(node: Node, at: string, rule: Rule, found: (level: Level, path: string, message: string) => void) {
  for (const level of ['required', 'recommended'] as const)
    for (const prop of rule[level]) {
      // "a|b": either one will do.
      if (!prop.split('|').some((p) => present(node[p]))) found(level, `${at} › ${prop}`, `${level} property missing`);
    }
  rule.nested?.(node, at, found);
}

/** A duration in days: QuantitativeValue with minValue, maxValue and unitCode DAY. */
const DAYS: Rule = {
  required: ['minValue', 'maxValue', 'unitCode'],
  recommended: [],
  nested: (n, at, found) => {
    if (present(n.unitCode) && n.unitCode !== 'DAY' && n.unitCode !== 'd') found('required', `${at} › unitCode`, `is ${String(n.unitCode)}, not DAY`);
  },
};

const SHIPPING: Rule = {
  required: ['shippingRate', 'shippingDestination', 'deliveryTime'],
  recommended: [],
  nested: (n, at, found) => {
    checkEach(n.shippingRate, `${at} › shippingRate`, { required: ['value|maxValue', 'currency'], recommended: [] }, found);
    checkEach(n.shippingDestination, `${at} › shippingDestination`, { required: ['addressCountry'], recommended: [] }, found);
    checkEach(
      n.deliveryTime,
      `${at} › deliveryTime`,
      {
        required: ['handlingTime', 'transitTime'],
        recommended: [],
        nested: (d, dAt, f) => {
          checkEach(d.handlingTime, `${dAt} › handlingTime`, DAYS, f);
          checkEach(d.transitTime, `${dAt} › transitTime`, DAYS, f);
        },
      },
      found,
    );
  },
};

const RETURN_POLICY: Rule = {
  required: ['applicableCountry', 'returnPolicyCategory'],
  recommended: [],
  nested: (n, at, found) => {
    const category = enumName(n.returnPolicyCategory);
    const known = ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow'];
    if (present(n.returnPolicyCategory) && !known.includes(category))
      found('required', `${at} › returnPolicyCategory`, `is ${category}, not one of ${known.join(', ')}`);
    if (category === 'MerchantReturnFiniteReturnWindow' && !present(n.merchantReturnDays))
      found('required', `${at} › merchantReturnDays`, 'required for a finite return window');
    if (category !== 'MerchantReturnNotPermitted')
      for (const p of ['returnMethod', 'returnFees']) if (!present(n[p])) found('recommended', `${at} › ${p}`, 'recommended property missing');
  },
};

const OFFER: Rule = {
  required: ['price', 'priceCurrency', 'availability'],
  recommended: ['shippingDetails', 'hasMerchantReturnPolicy', 'itemCondition'],
  nested: (n, at, found) => {
    if (present(n.price) && !(Number(n.price) > 0)) found('required', `${at} › price`, `is ${String(n.price)}, not a price above 0`);
    checkEach(n.shippingDetails, `${at} › shippingDetails`, SHIPPING, found);
    checkEach(n.hasMerchantReturnPolicy, `${at} › hasMerchantReturnPolicy`, RETURN_POLICY, found);
  },
};

const OPENING_HOURS: Rule = { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] };

const RULES: Record<string, Rule> = {
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: ['description', 'brand', 'sku', 'gtin', 'aggregateRating', 'review'],
    nested: (n, at, found) => checkEach(n.offers, `${at} › offers`, OFFER, found),
  },
  LocalBusiness: {
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'logo', 'image', 'openingHoursSpecification', 'geo', 'priceRange'],
    nested: (n, at, found) => {
      checkEach(
        n.address,
        `${at} › address`,
        { required: [], recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] },
        found,
      );
      checkEach(n.openingHoursSpecification, `${at} › openingHoursSpecification`, OPENING_HOURS, found);
    },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    recommended: [],
    nested: (n, at, found) => {
      const items = asList(n.itemListElement);
      for (const [i, item] of items.entries()) {
        const here = `${at} › itemListElement[${i}]`;
        if (!isNode(item)) {
          found('required', here, 'is not a ListItem');
          continue;
        }
        // The last crumb is the page itself and may leave out its address.
        checkNode(item, here, { required: i === items.length - 1 ? ['position', 'name'] : ['position', 'name', 'item'], recommended: [] }, found);
        if (present(item.position) && item.position !== i + 1) found('required', `${here} › position`, `is ${String(item.position)}, not ${i + 1}`);
      }
    },
  },
};

/** The text of each `<script type="application/ld+json">` in the page. */
export function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

/** The breadcrumb nav's name on an English page and on a Hindi one. */
const BREADCRUMB_LABELS = ['Breadcrumb', HINDI_MESSAGES.Breadcrumb!];

/** The crumbs of the page's `<nav aria-label="Breadcrumb">` (its Hindi name on a /hi page): each one's text and address (none for the page itself). */
export function visibleBreadcrumbs(html: string): Array<{ name: string; href: string | undefined; current?: boolean }> | undefined {
  const nav = [...html.matchAll(/<nav\b[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/nav>/gi)].find((m) => BREADCRUMB_LABELS.includes(m[1]!))?.slice(1);
  if (!nav) return undefined;
  return [...nav[1]!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((li) => {
    const href = /<a\b[^>]*href="([^"]*)"/i.exec(li[1]!)?.[1];
    const name = decode(li[1]!.replace(/<[^>]*>/g, '').trim());
    // The page's own crumb says so to a screen reader.
    if (href === undefined) return { name, href, current: /aria-current="page"/.test(li[1]!) };
    return { name, href: decode(href) };
  });
}

/** Every finding on one page's HTML. `origin` is the site's, as the blocks' absolute addresses start. */
export function checkPage(page: string, html: string, origin: string): Finding[] {
  const findings: Finding[] = [];
  for (const [i, text] of jsonLdScripts(html).entries()) {
    const block = `JSON-LD block ${i + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      findings.push({ page, level: 'required', path: block, message: `does not parse: ${(e as Error).message}` });
      continue;
    }
    const nodes = asList(isNode(data) && Array.isArray(data['@graph']) ? data['@graph'] : data);
    for (const node of nodes) {
      if (!isNode(node) || typesOf(node).length === 0) {
        findings.push({ page, level: 'required', path: block, message: 'has no @type' });
        continue;
      }
      const context = isNode(data) ? data['@context'] : undefined;
      if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context))
        findings.push({ page, level: 'required', path: `${block} › @context`, message: `is ${String(context)}, not https://schema.org` });
      for (const type of typesOf(node)) {
        const rule = RULES[type];
        if (!rule) {
          findings.push({ page, level: 'note', path: type, message: 'no rich-result rules known for this type' });
          continue;
        }
        checkNode(node, type, rule, (level, path, message) => findings.push({ page, level, path, message: `${message} (${block})` }));
        if (type === 'BreadcrumbList') findings.push(...matchesVisibleTrail(page, html, node, origin));
      }
    }
  }
  return findings;
}

/** A BreadcrumbList says what the page shows: the same crumbs, names and addresses in its Breadcrumb nav. */
function matchesVisibleTrail(page: string, html: string, list: Node, origin: string): Finding[] {
  const shown = visibleBreadcrumbs(html);
  if (!shown) return [{ page, level: 'required', path: 'BreadcrumbList', message: 'the page shows no <nav aria-label="Breadcrumb"> for it' }];
  const listed = asList(list.itemListElement)
    .filter(isNode)
    .map((item) => ({ name: String(item.name), href: typeof item.item === 'string' ? item.item.replace(origin, '') : undefined }));
  // The page's own crumb is text, not a link, in the nav.
  const expected = listed.map((c, i) => (i === listed.length - 1 ? { name: c.name, href: undefined, current: true } : c));
  return JSON.stringify(shown) === JSON.stringify(expected)
    ? []
    : [{ page, level: 'required', path: 'BreadcrumbList', message: `lists ${JSON.stringify(expected)} but the page shows ${JSON.stringify(shown)}` }];
}

/** One line for a finding: page, level, where, what. */
export function findingLine(f: Finding): string {
  return `${f.page}: ${f.level} ${f.path}: ${f.message}`;
}

/** Whether a finding fails the check: every required one, and a recommended one the site has not chosen to leave out. */
export function fails(f: Finding): boolean {
  return f.level === 'required' || (f.level === 'recommended' && !KNOWINGLY_LEFT_OUT.has(f.path.replace(/\[\d+\]/g, '')));
}

/** The types of the page's blocks that parse. */
export function jsonLdTypes(html: string): string[] {
  return jsonLdScripts(html).flatMap((text) => {
    try {
      const data: unknown = JSON.parse(text);
      return asList(isNode(data) && Array.isArray(data['@graph']) ? data['@graph'] : data).flatMap((n) => (isNode(n) ? typesOf(n) : []));
    } catch {
      return [];
    }
  });
}
