// The state of a pincode from the postal-circle table, the patterns of service-area rules, which rule
// decides, and the earliest setup date at the 18:00 India-time cut-off.
import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, describePattern, isPincode, pincodeState, readRulePattern } from '../../shared/pincode.ts';
import { mostSpecific } from '../../server/modules/booking/service-area.service.ts';
import { dateInWords, pincodeOf } from '../../app/features/leads/pincode-client.ts';
import { servedText } from '../../app/features/leads/pincode-check.tsx';

describe('pincodeState', () => {
  // Real pincodes (head post offices and the edges of circles that span two states).
  const cases: [string, string | null][] = [
    ['110001', 'Delhi'],
    ['122001', 'Haryana'],
    ['132001', 'Haryana'],
    ['141001', 'Punjab'],
    ['160062', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['160036', 'Chandigarh'],
    ['160101', 'Chandigarh'],
    ['171001', 'Himachal Pradesh'],
    ['180001', 'Jammu & Kashmir'],
    ['190001', 'Jammu & Kashmir'],
    ['194101', 'Ladakh'],
    ['194103', 'Ladakh'],
    ['201301', 'Uttar Pradesh'],
    ['208001', 'Uttar Pradesh'],
    ['221001', 'Uttar Pradesh'],
    ['226001', 'Uttar Pradesh'],
    ['244001', 'Uttar Pradesh'],
    ['247001', 'Uttar Pradesh'],
    ['250001', 'Uttar Pradesh'],
    ['262001', 'Uttar Pradesh'],
    ['244715', 'Uttarakhand'],
    ['246001', 'Uttarakhand'],
    ['247667', 'Uttarakhand'],
    ['248001', 'Uttarakhand'],
    ['249401', 'Uttarakhand'],
    ['262501', 'Uttarakhand'],
    ['263001', 'Uttarakhand'],
    ['302001', 'Rajasthan'],
    ['342001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['395003', 'Gujarat'],
    ['396210', 'Dadra & Nagar Haveli and Daman & Diu'],
    ['396230', 'Dadra & Nagar Haveli and Daman & Diu'],
    ['362520', 'Dadra & Nagar Haveli and Daman & Diu'],
    ['400001', 'Maharashtra'],
    ['411001', 'Maharashtra'],
    ['440001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['403601', 'Goa'],
    ['452001', 'Madhya Pradesh'],
    ['462001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500001', 'Telangana'],
    ['506001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['530001', 'Andhra Pradesh'],
    ['560001', 'Karnataka'],
    ['560038', 'Karnataka'],
    ['570001', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['641001', 'Tamil Nadu'],
    ['605602', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['609602', 'Puducherry'],
    ['682001', 'Kerala'],
    ['695001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman & Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['823001', 'Bihar'],
    ['842001', 'Bihar'],
    ['814112', 'Jharkhand'],
    ['826001', 'Jharkhand'],
    ['831001', 'Jharkhand'],
    ['834001', 'Jharkhand'],
    // The Army Postal Service, and circles no pincode uses.
    ['900001', null],
    ['999999', null],
    ['350001', null],
  ];
  it.each(cases)('%s is in %s', (pincode, state) => {
    expect(pincodeState(pincode)).toBe(state);
  });

  it('names only states GST knows, and nothing for what is not a pincode', () => {
    for (const [pincode] of cases) {
      const state = pincodeState(pincode);
      if (state !== null) expect(GST_STATE_CODES).toHaveProperty([state]);
    }
    for (const bad of ['', '56003', '5600380', '060038', 'abcdef', ' 560038']) expect(pincodeState(bad)).toBeNull();
  });

  it('has every state and union territory of GST with its code', () => {
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
    expect(GST_STATE_CODES.Karnataka).toBe('29');
    expect(GST_STATE_CODES.Ladakh).toBe('38');
  });
});

describe('isPincode', () => {
  it('takes six digits not starting with 0', () => {
    expect(isPincode('560038')).toBe(true);
    for (const bad of ['060038', '56003', '5600381', '56003a', '']) expect(isPincode(bad)).toBe(false);
  });
});

describe('readRulePattern', () => {
  it('reads a pincode, a range and a prefix with the pincodes they cover', () => {
    expect(readRulePattern('560038')).toEqual({ kind: 'pincode', pattern: '560038', low: 560038, high: 560038 });
    expect(readRulePattern(' 560001 – 560099 ')).toEqual({ kind: 'range', pattern: '560001-560099', low: 560001, high: 560099 });
    expect(readRulePattern('5600')).toEqual({ kind: 'prefix', pattern: '5600', low: 560000, high: 560099 });
    expect(readRulePattern('5')).toEqual({ kind: 'prefix', pattern: '5', low: 500000, high: 599999 });
    expect(readRulePattern('56003')).toEqual({ kind: 'prefix', pattern: '56003', low: 560030, high: 560039 });
  });

  it('says what is wrong with a bad pattern', () => {
    expect(readRulePattern('')).toBe('Pattern is required: a pincode (560038), a range (560001-560099) or a prefix of 1 to 5 digits (5600)');
    expect(readRulePattern('560099-560001')).toBe('Range "560099-560001" must go from the lower pincode to the higher');
    expect(readRulePattern('56001-560099')).toBe('Range "56001-560099" must be two pincodes of 6 digits, not starting with 0, joined by -');
    expect(readRulePattern('060038')).toBe('Pattern "060038" starts with 0: no pincode does');
    expect(readRulePattern('5600381')).toBe('Pattern "5600381" has 7 digits: a pincode has 6');
    expect(readRulePattern('56*')).toBe('Pattern "56*" is not a pincode (560038), a range (560001-560099) or a prefix of 1 to 5 digits (5600)');
  });

  it('is shown as an owner reads it', () => {
    expect(describePattern('range', '560001-560099')).toBe('560001–560099');
    expect(describePattern('prefix', '5600')).toBe('5600…');
    expect(describePattern('pincode', '560038')).toBe('560038');
  });
});

describe('mostSpecific', () => {
  const rule = (id: number, pattern: string) => {
    const read = readRulePattern(pattern);
    if (typeof read === 'string') throw new Error(read);
    return { id, ...read };
  };
  it('takes a pincode over a range over a prefix; the narrowest range; the longest prefix', () => {
    const prefix5 = rule(1, '5');
    const prefix560 = rule(2, '560');
    const wide = rule(3, '560000-560999');
    const narrow = rule(4, '560030-560040');
    const exact = rule(5, '560038');
    expect(mostSpecific([prefix5, prefix560, wide, narrow, exact])).toBe(exact);
    expect(mostSpecific([prefix5, prefix560, wide, narrow])).toBe(narrow);
    // A range beats a prefix even when the prefix is narrower.
    expect(mostSpecific([rule(6, '56003'), wide])).toBe(wide);
    expect(mostSpecific([prefix5, prefix560])).toBe(prefix560);
    expect(mostSpecific([])).toBeUndefined();
  });
});

describe('the pincode check on /buy', () => {
  it('reads a pincode as typed, spaces and all', () => {
    expect(pincodeOf(' 560 038 ')).toBe('560038');
    expect(pincodeOf('56003')).toBeNull();
    expect(pincodeOf('060038')).toBeNull();
  });

  it("says the earliest date in words, whatever the machine's time zone", () => {
    expect(dateInWords('2026-11-29')).toBe('Sun 29 Nov');
    expect(dateInWords('2027-01-01')).toBe('Fri 1 Jan');
  });

  it('says where and from when it delivers, and the charge when there is one', () => {
    const answer = { pincode: '560038', served: true, state: 'Karnataka', area: 'Bengaluru', deliveryCharge: 0, earliestDate: '2026-11-28', message: '' };
    expect(servedText(answer)).toBe('Delivers to 560038, Bengaluru, Karnataka. Earliest setup: Sat 28 Nov.');
    expect(servedText({ ...answer, area: null, deliveryCharge: 1500 })).toBe(
      'Delivers to 560038, Karnataka. Earliest setup: Sat 28 Nov. Delivery charge: ₹1,500.',
    );
  });
});
