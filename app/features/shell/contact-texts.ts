// The pieces of the messages a visitor sends the shop from the forms and /buy: the WhatsApp texts and
// the e-mail drafts' lines. Each is written here in English with {placeholders}, as the English pages
// send it; a Hindi page passes its `t()` (i18n.tsx), which finds the Hindi text by this English one in
// messages.hi.server.ts, so the visitor writes to the shop in the page's language. Values the visitor
// typed or the catalogue holds are filled in after the lookup, as they are. (The chats every page
// offers keep their texts beside their links, so these lines never load with a page that has no form.)
import type { Locale } from '../../../shared/locale.ts';
import type { Translate } from './i18n.tsx';

/** The first line of an order sent on WhatsApp when the website could not take it. */
export const ORDER_FALLBACK_TEXT = 'Hello! I would like to order:';

/**
 * The lines of the details in a message ("Name: Asha"), labelled as the forms name their fields. The
 * name and total lines are the order message's own (ORDER_TEXTS in shared/leads.ts), written out here
 * so that this module, which every page loads, does not bring the forms' schemas with it.
 */
export const MESSAGE_LINES = {
  name: 'Name: {value}',
  mobile: 'Mobile Number: {value}',
  phone: 'Phone Number: {value}',
  email: 'Email: {value}',
  about: 'Enquiry About: {value}',
  eventDate: 'Event Date: {value}',
  pincode: 'Venue Pincode: {value}',
  address: 'Address: {value}',
  area: 'Area (sq. ft.): {value}',
  budget: 'Business Budget: {value}',
  total: 'Total: {value}',
} as const;

/** One "Label: value" line of a message, in the page's language. */
export function detailLine(t: Translate, line: keyof typeof MESSAGE_LINES, value: string): string {
  return t(MESSAGE_LINES[line], { value });
}

/**
 * A typed event date (YYYY-MM-DD) as a message gives it: as typed on an English page, in Hindi words
 * ("शनि, 12 दिस॰ 2026") on a Hindi page. Anything else is left as it is.
 */
export function messageDate(ymd: string, locale: Locale): string {
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const day = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return ymd;
  // hi-IN as dateLocale (i18n.tsx) says; written out so the pages' shared i18n chunk need not export it.
  return day.toLocaleDateString('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
