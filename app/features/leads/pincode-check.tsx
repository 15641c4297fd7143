// Under the venue pincode on /buy: whether the shop delivers there, the area and state, the delivery
// charge and the earliest setup date, announced to screen readers as it changes. A pincode that the
// service answered is remembered on the device and filled in next time.
import { useEffect, useState } from 'react';
import type { PincodeAnswer } from '../../../shared/pincode.ts';
import { formatRupees } from '../../../shared/money.ts';
import { displayPhone, telLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { useT } from '../shell/i18n.tsx';
import { checkPincode, dateInWords, pincodeOf, rememberPincode, rememberedPincode } from './pincode-client.ts';

/** Asking whether the shop delivers to a pincode it does not list, as a template for the page's t(). */
export const PINCODE_ASK_TEXT = 'Hello! Do you deliver to {pincode}?';

/** Waits this long after the last keystroke before asking. */
const TYPING_PAUSE_MS = 300;

/** What is known about one pincode; shown only while the field still holds it. */
type Check = { pincode: string } & ({ kind: 'checking' } | { kind: 'answered'; answer: PincodeAnswer } | { kind: 'failed' });

/** The words a served answer is shown in: "Delivers to 560038, Bengaluru, Karnataka. Earliest setup: Sat 29 Nov." */
export function servedText(a: PincodeAnswer): string {
  const place = [a.pincode, a.area, a.state].filter(Boolean).join(', ');
  const charge = a.deliveryCharge > 0 ? ` Delivery charge: ${formatRupees(a.deliveryCharge)}.` : '';
  const when = a.earliestDate
    ? `Earliest setup: ${dateInWords(a.earliestDate)}.`
    : 'Every setup slot is taken for now: message us and we will try to fit you in.';
  return `Delivers to ${place}. ${when}${charge}`;
}

export function PincodeCheck({ typed, onRemembered }: { typed: string; onRemembered: (pincode: string) => void }) {
  const business = useBusiness();
  const t = useT();
  const [last, setLast] = useState<Check | null>(null);
  const pincode = pincodeOf(typed);

  // Once, after hydration: a field left empty gets the pincode this device checked last.
  useEffect(() => {
    const remembered = rememberedPincode();
    if (remembered && typed === '') onRemembered(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's field counts
  }, []);

  useEffect(() => {
    if (!pincode) return;
    const stop = new AbortController();
    const timer = setTimeout(async () => {
      setLast({ pincode, kind: 'checking' });
      const res = await checkPincode(pincode, stop.signal);
      if (stop.signal.aborted) return;
      if (!res.ok) {
        setLast({ pincode, kind: 'failed' });
        return;
      }
      rememberPincode(pincode);
      setLast({ pincode, kind: 'answered', answer: res.body });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [pincode]);

  const check = last && last.pincode === pincode ? last : null;
  return (
    <p className="pincode-check" aria-live="polite">
      {check?.kind === 'checking' && 'Checking the pincode…'}
      {check?.kind === 'failed' && 'We could not check this pincode just now; send the request and we will confirm.'}
      {check?.kind === 'answered' &&
        (check.answer.served ? (
          servedText(check.answer)
        ) : (
          <>
            Sorry, we do not deliver to {[check.answer.pincode, check.answer.area, check.answer.state].filter(Boolean).join(', ')} yet. You can still send this
            request, or{' '}
            <a href={whatsappLink(business.whatsapp, t(PINCODE_ASK_TEXT, { pincode: check.answer.pincode }))} target="_blank" rel="noopener noreferrer">
              message us on WhatsApp
            </a>{' '}
            or <a href={telLink(business.phone)}>call {displayPhone(business.phone)}</a>.
          </>
        ))}
    </p>
  );
}
