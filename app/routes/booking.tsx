// /booking/:reference?k=: the page a customer returns to after an order request. Opened only with the
// booking's key (a wrong or missing one is the not-found page), never kept in the page cache; Reschedule
// and Cancel post to this route's action as plain forms. Its Hindi twin /hi/booking/... is where an
// order sent from a Hindi page leads; its forms post there and its outcomes are said in Hindi.
import { data } from 'react-router';
import { servicesContext } from '../context.ts';
import { BOOKING_PAGE } from '../features/booking/content.ts';
import { type BookingPage, BookingView } from '../features/booking/booking-view.tsx';
import { PageError } from '../features/shell/page-error.tsx';
import { errorMeta } from '../features/shell/seo.ts';
import type { BookingChange } from '../../shared/bookings.ts';
import { paymentClaimSchema } from '../../shared/payments.ts';
import { PAGE_QUERY, bookingHref, bookingInvoiceHref, bookingQuoteHref, pageQuery } from '../../shared/urls.ts';
import { localHref, requestLocale } from '../../shared/locale.ts';
import { dateLocale, translate } from '../features/shell/i18n.tsx';
import { type TemplateOutcome, type TemplateVars, fillMessage } from '../../shared/message-template.ts';
import { HINDI_MESSAGES } from '../features/shell/messages.hi.server.ts';
import { dayInLang } from '../features/booking/day-words.ts';
import type { Route } from './+types/booking';

const keyOf = (request: Request) => pageQuery(request, PAGE_QUERY.booking).get('k') ?? undefined;

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<BookingPage> {
  const { bookings, payments, invoices } = context.get(servicesContext);
  const key = keyOf(request);
  const booking = await bookings.find(params.reference, key);
  if (!booking) throw data(BOOKING_PAGE.notFoundTitle, { status: 404 });
  const [choices, payment, docs] = await Promise.all([
    booking.policy.canReschedule ? bookings.choices(booking) : [],
    payments.bookingPayment(params.reference, key),
    invoices.customerDocuments(params.reference, key),
  ]);
  return {
    booking,
    choices,
    payment,
    action: localHref(bookingHref(booking.reference, key ?? ''), requestLocale(request)),
    documents: {
      discount: docs.discount,
      quoteUrl: bookingQuoteHref(booking.reference, key ?? ''),
      invoice: docs.invoice && { number: docs.invoice.number, url: bookingInvoiceHref(booking.reference, key ?? '') },
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { bookings, payments } = context.get(servicesContext);
  const locale = requestLocale(request);
  const say = (english: string, vars?: TemplateVars) => translate(locale === 'hi' ? HINDI_MESSAGES : null, english, vars);
  // The services answer with the message's English template and its values: worded here in the page's language.
  const word = (outcome: TemplateOutcome) => fillMessage(outcome, say, (ymd) => dayInLang(ymd, dateLocale(locale)));
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'paid') {
    // The page's "I have paid": checked by the same schema as the API call.
    const claim = paymentClaimSchema.safeParse({ utr: String(form.get('utr') ?? '').trim(), amount: Number(String(form.get('amount') ?? '').trim() || 'x') });
    if (!claim.success) return data({ ok: false, message: say(claim.error.issues[0]!.message) }, { status: 400 });
    const outcome = await payments.claimFromPage(params.reference, keyOf(request), claim.data);
    return data({ ok: outcome.ok, message: word(outcome) }, { status: outcome.ok ? 200 : 409 });
  }
  let change: BookingChange;
  if (intent === 'cancel') change = { kind: 'cancel' };
  else {
    const to = /^(\d{4}-\d{2}-\d{2})\|(\d{1,9})$/.exec(String(form.get('to') ?? ''));
    if (intent !== 'reschedule' || !to) return data({ ok: false, message: say('Choose a new date and slot.') }, { status: 400 });
    change = { kind: 'reschedule', eventDate: to[1]!, slotId: Number(to[2]) };
  }
  const outcome = await bookings.change(params.reference, keyOf(request), change);
  return data({ ok: outcome.ok, message: word(outcome) }, { status: outcome.ok ? 200 : 409 });
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (error) return errorMeta(error, matches, BOOKING_PAGE.notFoundTitle);
  return [{ title: `${BOOKING_PAGE.title} | Gubbara` }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'same-origin' }];
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingView page={loaderData} outcome={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} notFoundTitle={BOOKING_PAGE.notFoundTitle} notFoundText={BOOKING_PAGE.notFoundText} />;
}
