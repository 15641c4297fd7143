// Under the venue pincode on /buy: whether the shop delivers there, the area and state, the delivery
// charge and the earliest setup date, announced to screen readers as it changes. A pincode that the
// service answered is remembered on the device and filled in next time.
import { useEffect, useState } from 'react';
import type { PincodeAnswer } from '../../../shared/pincode.ts';
import { formatRupees } from '../../../shared/money.ts';
import { displayPhone, telLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { checkPincode, pincodeOf, rememberPincode, rememberedPincode } from './pincode-client.ts';
import type { Messages, Translate } from '../shell/i18n.tsx';
import { dayInWords } from '../../../shared/dates.ts';
import { fill } from '../shell/fill.tsx';
import { dayInLang } from '../booking/day-in-lang.ts';

// /buy passes its page's `t` and day words, so the check speaks Hindi there. The product page loads
// this module lazily and passes, on a Hindi page, the Hindi of the check's texts its loader wrote
// (PINCODE_CHECK_TEXTS): nothing here imports the i18n module itself, so the product page's lazy
// import names no more files than it did.
/** The texts, in Hindi where `hindi` has them, with their placeholders filled. */
const inWords =
  (hindi?: Messages | null): Translate =>
  (text, vars) =>
    (hindi?.[text] ?? text).replace(/\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole));
const english = inWords();

/** Asking whether the shop delivers to a pincode it does not list, as a template for the page's t(). */
export const PINCODE_ASK_TEXT = 'Hello! Do you deliver to {pincode}?';

/** Every text the check may show: the product page's loader sends a Hindi page their Hindi. */
export const PINCODE_CHECK_TEXTS = [
  'Checking the pincode…',
  'We could not check this pincode just now; send the request and we will confirm.',
  'Delivers to {place}.',
  'Earliest setup: {date}.',
  'Every setup slot is taken for now: message us and we will try to fit you in.',
  'Delivery charge: {amount}.',
  'Sorry, we do not deliver to {place} yet. You can still send this request, or {whatsapp} or {call}.',
  PINCODE_ASK_TEXT,
  'message us on WhatsApp',
  'call {phone}',
] as const;

/** Waits this long after the last keystroke before asking. */
const TYPING_PAUSE_MS = 300;

/** What is known about one pincode; shown only while the field still holds it. */
type Check = { pincode: string } & ({ kind: 'checking' } | { kind: 'answered'; answer: PincodeAnswer } | { kind: 'failed' });

/**
 * The words a served answer is shown in: "Delivers to 560038, Bengaluru, Karnataka. Earliest setup: Sat
 * 29 Nov." (in the page's language through `t`, the date as `day` writes it).
 */
export function servedText(a: PincodeAnswer, t: Translate = english, day: (ymd: string) => string = dayInWords): string {
  const place = [a.pincode, a.area, a.state].filter(Boolean).join(', ');
  const charge = a.deliveryCharge > 0 ? ` ${t('Delivery charge: {amount}.', { amount: formatRupees(a.deliveryCharge) })}` : '';
  const when = a.earliestDate
    ? t('Earliest setup: {date}.', { date: day(a.earliestDate) })
    : t('Every setup slot is taken for now: message us and we will try to fit you in.');
  return `${t('Delivers to {place}.', { place })} ${when}${charge}`;
}

export function PincodeCheck({
  typed,
  onRemembered,
  hindi,
  t = hindi ? inWords(hindi) : english,
  day = hindi ? (ymd) => dayInLang(ymd, 'hi-IN', false) : dayInWords,
}: {
  typed: string;
  onRemembered: (pincode: string) => void;
  /** The check's texts in Hindi by their English (the product page's, on a Hindi page): texts and days in Hindi. */
  hindi?: Messages | null | undefined;
  /** The page's translation and its day words without the year (English when left out, Hindi with `hindi`). */
  t?: Translate | undefined;
  day?: ((ymd: string) => string) | undefined;
}) {
  const business = useBusiness();
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
      {check?.kind === 'checking' && t('Checking the pincode…')}
      {check?.kind === 'failed' && t('We could not check this pincode just now; send the request and we will confirm.')}
      {check?.kind === 'answered' &&
        (check.answer.served ? (
          servedText(check.answer, t, day)
        ) : (
          fill(t('Sorry, we do not deliver to {place} yet. You can still send this request, or {whatsapp} or {call}.'), {
            place: [check.answer.pincode, check.answer.area, check.answer.state].filter(Boolean).join(', '),
            whatsapp: (
              <a href={whatsappLink(business.whatsapp, t(PINCODE_ASK_TEXT, { pincode: check.answer.pincode }))} target="_blank" rel="noopener noreferrer">
                {t('message us on WhatsApp')}
              </a>
            ),
            call: <a href={telLink(business.phone)}>{t('call {phone}', { phone: displayPhone(business.phone) })}</a>,
          })
        ))}
    </p>
  );
}
