// The visitor's pincode check: the service-area answer for a pincode, the last pincode checked on this
// device (localStorage), and the earliest setup date in words.
import type { PincodeAnswer } from '../../../shared/pincode.ts';
import { type ApiResult, api } from '../shell/api-client.ts';
import { storageGet, storageSet } from '../shell/visitor-session.ts';

const REMEMBERED_KEY = 'pincode';
/** shared/pincode.ts's PINCODE, restated so its state table stays out of the page's script. */
const PINCODE = /^[1-9]\d{5}$/;

/** The pincode as typed, without spaces ("560 038"), when it is one; else null. */
export function pincodeOf(typed: string): string | null {
  const value = typed.replace(/\s+/g, '');
  return PINCODE.test(value) ? value : null;
}

export function checkPincode(pincode: string, signal: AbortSignal): Promise<ApiResult<PincodeAnswer>> {
  return api<PincodeAnswer>(`/api/booking/pincode/${pincode}`, { signal });
}

export function rememberedPincode(): string | null {
  const value = storageGet(REMEMBERED_KEY);
  return value && PINCODE.test(value) ? value : null;
}

export function rememberPincode(pincode: string): void {
  storageSet(REMEMBERED_KEY, pincode);
}

/** A date (YYYY-MM-DD, a day in India) as people say it: 2026-11-28 is "Sat 28 Nov". */
export { dayInWords as dateInWords } from '../../../shared/dates.ts';
