// What the owner sends a customer on WhatsApp (the greeting from the lead page; a booking's confirmation
// with the link to its page, the reminder the day before and "we are on the way"), in the language the
// customer ordered in: a lead made on a Hindi page is written to in Hindi, with its booking page under
// /hi. The texts are English templates, as the English messages have always read; a Hindi lead's are
// looked up in CUSTOMER_TEXTS_HI and filled after, so a value (a name, an address) is never read as a
// placeholder. They live here rather than in the pages' Hindi messages because the server writes the
// confirmation (it alone can make a new key to the booking page) and the owner's lead page writes the
// others, and both read them.
import { dateInWords } from './dates.ts';
import type { Locale } from './locale.ts';
import { type SayText, type TemplateVars, fillTemplate } from './message-template.ts';

/** The English templates. The parts in brackets are said only when the lead has that value. */
export const CUSTOMER_TEXTS = {
  greeting: 'Hello {name}, this is {business} about your request {reference}.',
  confirmed: 'Hello {name}, {business} here: your booking {reference} is confirmed{when}.',
  confirmedWhen: ' for {when}',
  venue: 'Venue: {address}',
  follow: 'Follow or change it here: {url}',
  reminder: 'Hello {name}, a reminder from {business}: we set up your decoration tomorrow{when}{at}. Reference {reference}.',
  reminderWhen: ', {when}',
  reminderAt: ', at {address}',
  onTheWay: 'Hello {name}, {business} here: we are on the way{to} for your booking {reference}.',
  onTheWayTo: ' to {address}',
} as const;

/** The same in Hindi, keyed by the English template. */
export const CUSTOMER_TEXTS_HI: Readonly<Record<(typeof CUSTOMER_TEXTS)[keyof typeof CUSTOMER_TEXTS], string>> = {
  [CUSTOMER_TEXTS.greeting]: 'नमस्ते {name}, {business} की ओर से आपके अनुरोध {reference} के बारे में संदेश।',
  [CUSTOMER_TEXTS.confirmed]: 'नमस्ते {name}, {business} की ओर से: आपकी बुकिंग {reference}{when} पक्की हो गई है।',
  [CUSTOMER_TEXTS.confirmedWhen]: ' {when} के लिए',
  [CUSTOMER_TEXTS.venue]: 'स्थान: {address}',
  [CUSTOMER_TEXTS.follow]: 'अपनी बुकिंग यहाँ देखें या बदलें: {url}',
  [CUSTOMER_TEXTS.reminder]: 'नमस्ते {name}, {business} की ओर से याद दिला रहे हैं: हम कल{when}{at} आपकी सजावट करने आएँगे। संदर्भ: {reference}।',
  [CUSTOMER_TEXTS.reminderWhen]: ' ({when})',
  [CUSTOMER_TEXTS.reminderAt]: ', {address} पर',
  [CUSTOMER_TEXTS.onTheWay]: 'नमस्ते {name}, {business} की ओर से: हम आपकी बुकिंग {reference} के लिए{to} निकल पड़े हैं।',
  [CUSTOMER_TEXTS.onTheWayTo]: ' {address} की ओर',
};

const hindiDays = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A day (YYYY-MM-DD, India's) in words: "Sat 12 Dec 2026", or as the Hindi booking page writes it ("शनि, 12 दिस॰ 2026"). */
export function customerDay(ymd: string, locale: Locale): string {
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return dateInWords(ymd);
  const at = new Date(`${ymd}T12:00:00+05:30`);
  return Number.isNaN(at.getTime()) ? ymd : hindiDays.format(at);
}

/** The templates said in `locale`. */
function sayIn(locale: Locale): SayText {
  return locale === 'hi'
    ? (template: string, vars?: TemplateVars) => fillTemplate(CUSTOMER_TEXTS_HI[template as keyof typeof CUSTOMER_TEXTS_HI] ?? template, vars)
    : fillTemplate;
}

/** A part said only when `value` is there: the part's template filled with it, or nothing. */
const part = (say: SayText, template: string, name: string, value: string | null) => (value ? say(template, { [name]: value }) : '');

/** The owner's greeting to a customer on WhatsApp, from the lead page. */
export function customerWhatsappText(o: { reference: string; name: string; businessName: string }, locale: Locale = 'en'): string {
  return sayIn(locale)(CUSTOMER_TEXTS.greeting, { name: o.name, business: o.businessName, reference: o.reference });
}

/** What the owner's WhatsApp messages to a booked customer say of the booking. */
export interface BookingFacts {
  reference: string;
  name: string;
  businessName: string;
  /** YYYY-MM-DD, India. */
  eventDate: string | null;
  slotLabel: string | null;
  address: string | null;
}

/** The date and the slot, as far as they are known: "Sat 12 Dec 2026, Morning". */
const when = (b: BookingFacts, locale: Locale) => [b.eventDate ? customerDay(b.eventDate, locale) : null, b.slotLabel].filter(Boolean).join(', ') || null;

/** The owner's confirmation, with the customer's status page (its /hi address for a Hindi lead). */
export function confirmationWhatsappText(b: BookingFacts, statusUrl: string, locale: Locale = 'en'): string {
  const say = sayIn(locale);
  return [
    say(CUSTOMER_TEXTS.confirmed, {
      name: b.name,
      business: b.businessName,
      reference: b.reference,
      when: part(say, CUSTOMER_TEXTS.confirmedWhen, 'when', when(b, locale)),
    }),
    ...(b.address ? [say(CUSTOMER_TEXTS.venue, { address: b.address })] : []),
    say(CUSTOMER_TEXTS.follow, { url: statusUrl }),
  ].join('\n');
}

/** The reminder the owner sends the day before. */
export function reminderWhatsappText(b: BookingFacts, locale: Locale = 'en'): string {
  const say = sayIn(locale);
  return say(CUSTOMER_TEXTS.reminder, {
    name: b.name,
    business: b.businessName,
    when: part(say, CUSTOMER_TEXTS.reminderWhen, 'when', when(b, locale)),
    at: part(say, CUSTOMER_TEXTS.reminderAt, 'address', b.address),
    reference: b.reference,
  });
}

/** Sent as the crew leaves for the venue. */
export function onTheWayWhatsappText(b: BookingFacts, locale: Locale = 'en'): string {
  const say = sayIn(locale);
  return say(CUSTOMER_TEXTS.onTheWay, {
    name: b.name,
    business: b.businessName,
    to: part(say, CUSTOMER_TEXTS.onTheWayTo, 'address', b.address),
    reference: b.reference,
  });
}
