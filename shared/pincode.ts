// Indian pincodes, on the server and in the browser: the shape of a pincode, the state it lies in (from
// the postal circles, docs/decisions/0010-pincode-state-from-postal-circles.md), and the patterns of the
// owner's service-area rules (one pincode, a range, or a prefix).

/** Six digits, never starting with 0. */
export const PINCODE = /^[1-9]\d{5}$/;

export function isPincode(value: string): boolean {
  return PINCODE.test(value);
}

/** The states and union territories as GST names them, with their GST state codes. */
export const GST_STATE_CODES = {
  'Jammu & Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra & Nagar Haveli and Daman & Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman & Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const;

export type IndianState = keyof typeof GST_STATE_CODES;

/**
 * The state of each pincode prefix; the longest prefix that a pincode starts with decides. Two digits
 * are the postal circle; a circle that spans two states is split by three, four or five digits where the
 * post offices under them lie in the other state (Chandigarh in Punjab's 16, Goa in Maharashtra's 40,
 * Uttarakhand among Uttar Pradesh's 24–26, Jharkhand among Bihar's 81–83, the north-eastern states in 79).
 * 90–99 are the Army Postal Service: no state.
 */
const PREFIX_STATES: readonly (readonly [string, IndianState])[] = [
  ['11', 'Delhi'],
  ['12', 'Haryana'],
  ['13', 'Haryana'],
  ['14', 'Punjab'],
  ['15', 'Punjab'],
  ['16', 'Punjab'],
  ['1600', 'Chandigarh'],
  ['16005', 'Punjab'],
  ['16006', 'Punjab'],
  ['16007', 'Punjab'],
  ['160101', 'Chandigarh'],
  ['160102', 'Chandigarh'],
  ['17', 'Himachal Pradesh'],
  ['18', 'Jammu & Kashmir'],
  ['19', 'Jammu & Kashmir'],
  ['194', 'Ladakh'],
  ...(['20', '21', '22', '23', '24', '25', '26', '27', '28'] as const).map((p) => [p, 'Uttar Pradesh'] as const),
  ['2447', 'Uttarakhand'],
  ['246', 'Uttarakhand'],
  ['2467', 'Uttar Pradesh'],
  ['2476', 'Uttarakhand'],
  ['248', 'Uttarakhand'],
  ['249', 'Uttarakhand'],
  ['2623', 'Uttarakhand'],
  ['2624', 'Uttarakhand'],
  ['2625', 'Uttarakhand'],
  ['263', 'Uttarakhand'],
  ...(['30', '31', '32', '33', '34'] as const).map((p) => [p, 'Rajasthan'] as const),
  ...(['36', '37', '38', '39'] as const).map((p) => [p, 'Gujarat'] as const),
  ['3962', 'Dadra & Nagar Haveli and Daman & Diu'],
  // Diu, among Gujarat's Saurashtra pincodes.
  ['362520', 'Dadra & Nagar Haveli and Daman & Diu'],
  ['362540', 'Dadra & Nagar Haveli and Daman & Diu'],
  ['362570', 'Dadra & Nagar Haveli and Daman & Diu'],
  ...(['40', '41', '42', '43', '44'] as const).map((p) => [p, 'Maharashtra'] as const),
  ['403', 'Goa'],
  ...(['45', '46', '47', '48'] as const).map((p) => [p, 'Madhya Pradesh'] as const),
  ['49', 'Chhattisgarh'],
  ['50', 'Telangana'],
  ...(['51', '52', '53'] as const).map((p) => [p, 'Andhra Pradesh'] as const),
  ...(['56', '57', '58', '59'] as const).map((p) => [p, 'Karnataka'] as const),
  ...(['60', '61', '62', '63', '64'] as const).map((p) => [p, 'Tamil Nadu'] as const),
  ['6050', 'Puducherry'],
  ['60960', 'Puducherry'],
  ...(['67', '68', '69'] as const).map((p) => [p, 'Kerala'] as const),
  ['68255', 'Lakshadweep'],
  ...(['70', '71', '72', '73', '74'] as const).map((p) => [p, 'West Bengal'] as const),
  ['737', 'Sikkim'],
  ['744', 'Andaman & Nicobar Islands'],
  ...(['75', '76', '77'] as const).map((p) => [p, 'Odisha'] as const),
  ['78', 'Assam'],
  ['790', 'Arunachal Pradesh'],
  ['791', 'Arunachal Pradesh'],
  ['792', 'Arunachal Pradesh'],
  ['793', 'Meghalaya'],
  ['794', 'Meghalaya'],
  ['795', 'Manipur'],
  ['796', 'Mizoram'],
  ['797', 'Nagaland'],
  ['798', 'Nagaland'],
  ['799', 'Tripura'],
  ...(['80', '81', '82', '83', '84', '85'] as const).map((p) => [p, 'Bihar'] as const),
  ['814', 'Jharkhand'],
  ['815', 'Jharkhand'],
  ['816', 'Jharkhand'],
  ['822', 'Jharkhand'],
  ...(['825', '826', '827', '828', '829', '830', '831', '832', '833', '834', '835'] as const).map((p) => [p, 'Jharkhand'] as const),
];

const BY_PREFIX = new Map<string, IndianState>(PREFIX_STATES.map(([p, s]) => [p, s]));
const LONGEST_PREFIX = Math.max(...PREFIX_STATES.map(([p]) => p.length));

/** The state a pincode lies in, or null for an Army Postal Service pincode or a circle with no state. */
export function pincodeState(pincode: string): IndianState | null {
  if (!isPincode(pincode)) return null;
  for (let n = LONGEST_PREFIX; n >= 2; n--) {
    const state = BY_PREFIX.get(pincode.slice(0, n));
    if (state) return state;
  }
  return null;
}

// ---- service-area rules ----

export const RULE_KINDS = ['pincode', 'range', 'prefix'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** A rule's pattern read: its kind and the pincodes it covers, low to high (both included). */
export interface RulePattern {
  kind: RuleKind;
  /** As stored: `560038`, `560001-560099` or `5600`. */
  pattern: string;
  low: number;
  high: number;
}

export const PATTERN_HINT = 'a pincode (560038), a range (560001-560099) or a prefix of 1 to 5 digits (5600)';

/** The pattern's kind and span, or a sentence saying what is wrong with it. */
export function readRulePattern(text: string): RulePattern | string {
  const value = text.replace(/\s+/g, '').replace(/[–—]/g, '-');
  if (value === '') return `Pattern is required: ${PATTERN_HINT}`;
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range) {
    const [, from, to] = range as unknown as [string, string, string];
    if (!isPincode(from) || !isPincode(to)) return `Range "${value}" must be two pincodes of 6 digits, not starting with 0, joined by -`;
    if (Number(from) > Number(to)) return `Range "${value}" must go from the lower pincode to the higher`;
    return { kind: 'range', pattern: `${from}-${to}`, low: Number(from), high: Number(to) };
  }
  if (!/^\d+$/.test(value)) return `Pattern "${text.trim()}" is not ${PATTERN_HINT}`;
  if (value.startsWith('0')) return `Pattern "${value}" starts with 0: no pincode does`;
  if (value.length === 6) return { kind: 'pincode', pattern: value, low: Number(value), high: Number(value) };
  if (value.length > 6) return `Pattern "${value}" has ${value.length} digits: a pincode has 6`;
  const pad = 6 - value.length;
  return { kind: 'prefix', pattern: value, low: Number(value) * 10 ** pad, high: (Number(value) + 1) * 10 ** pad - 1 };
}

/** How a rule is shown in a list: "560038", "560001–560099", "5600…". */
export function describePattern(kind: RuleKind, pattern: string): string {
  if (kind === 'range') return pattern.replace('-', '–');
  return kind === 'prefix' ? `${pattern}…` : pattern;
}

/** A service-area rule as the admin API answers it. */
export interface ServiceAreaRule {
  id: number;
  kind: RuleKind;
  pattern: string;
  served: boolean;
  /** Whole rupees; 0: delivery is included. */
  deliveryCharge: number;
  extraLeadDays: number;
  area: string;
  createdAt: string;
  updatedAt: string;
}

/** The public answer about one pincode. */
export interface PincodeAnswer {
  pincode: string;
  served: boolean;
  state: string | null;
  area: string | null;
  deliveryCharge: number;
  /** YYYY-MM-DD in India time: the first date with a setup slot free; null when none is within the booking horizon. */
  earliestDate: string | null;
  message: string;
}

export const MAX_EXTRA_LEAD_DAYS = 30;
export const MAX_AREA_LENGTH = 60;
export const MAX_DELIVERY_CHARGE = 100_000;
