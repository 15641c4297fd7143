// /buy as a plain form post, for a visitor whose scripts have not come (or never will). The loader's
// part: the free setup slots of the coming weeks for the form's one select, and the form's
// Idempotency-Key and signed start time, made as the page is rendered (/buy is never kept, so the moment
// is the visitor's). The action's part: the form's own rules (those the scripted form checks in the
// browser), then the very request the scripted form sends, made to the site's API in-process as this
// visitor (their address, cookies and user agent), so its rate limits, honeypot, form timer,
// Idempotency-Key and slot capacity decide as they do for everyone. Taken: 303 to the booking's page,
// the link the API answered with (its Hindi twin when the form was sent from /hi/buy). Refused: the page
// again with every value as typed and the answer's message at its field, in the page's language.
import { data, redirect } from 'react-router';
import type { FreeSlot } from '../../../shared/bookings.ts';
import { addDays } from '../../../shared/bookings.ts';
import { SESSION_HEADER, cartSessionFromCookie } from '../../../shared/cart.ts';
import { validateForm } from '../../../shared/forms.ts';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, MAX_ADD_ONS, indiaToday } from '../../../shared/leads.ts';
import type { PageApi, PageServices } from '../../../shared/services.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { localHref, requestLocale } from '../../../shared/locale.ts';
import { translate } from '../shell/i18n.tsx';
import { HINDI_MESSAGES } from '../shell/messages.hi.server.ts';
import { IDEMPOTENCY_HEADER, retryMinutes, tooManyText } from '../leads/leads-client.ts';
import {
  BOOKING_FIELDS,
  type BookingField,
  CHOICE_DAYS,
  type ChoiceDay,
  KEY_FIELD,
  SLOT_CHOICE_FIELD,
  SLOT_TAKEN,
  bookingBody,
  bookingRequestSchema,
  statusUrlIn,
} from './booking-form.ts';

const KEY_RE = /^[A-Za-z0-9_-]{16,100}$/;
/** A post bigger than the API takes (its 5 MB photo and the fields) is not read. */
const MAX_POST_BYTES = 6 * 1024 * 1024;

/** What the page shows after a refused post: the form as sent, and why it was not taken. */
export interface OrderPosted {
  values: Record<BookingField, string>;
  addOns: number[];
  errors: Partial<Record<BookingField, string>>;
  /** A message for the whole form (no field named). */
  formError: string | null;
  /** The photo's own refusal, or a word that the browser could not keep it. */
  photoError: string | null;
  /** The next free slots, when the chosen one was taken meanwhile. */
  nextFree: FreeSlot[] | null;
  /** The shop asked to wait: the page offers WhatsApp and a call. */
  limited: boolean;
  /** The server could not take it (no answer, or a failure of ours). */
  unreachable: boolean;
  /** The key and start time the form posts again with. */
  key: string;
  token: string | null;
}

/** The free setup slots from today on, for the form's select (dates with none are left out). */
export async function slotChoices(services: PageServices, now = new Date()): Promise<ChoiceDay[]> {
  const from = indiaToday(now);
  const { days } = await services.calendar.availability(from, addDays(from, CHOICE_DAYS - 1), null);
  return days
    .filter((d) => d.open)
    .map((d) => ({ date: d.date, surchargePercent: d.surchargePercent, slots: d.slots.filter((s) => s.left > 0) }))
    .filter((d) => d.slots.length > 0);
}

/** A signed start time for the form, from the API (null when it could not give one: the form goes without). */
export async function formToken(api: PageApi): Promise<string | null> {
  const answer = await api({ method: 'GET', url: '/api/leads/form-token' });
  const token = (answer.body as { token?: unknown } | null)?.token;
  return answer.status === 200 && typeof token === 'string' ? token : null;
}

/** The request's form, read up to MAX_POST_BYTES; what was wrong with it otherwise. */
async function boundedForm(request: Request): Promise<FormData | 'too large' | 'unreadable'> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_POST_BYTES) return 'too large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_POST_BYTES) return 'too large';
      chunks.push(chunk);
    }
  }
  try {
    return await new Request(request.url, { method: 'POST', headers: request.headers, body: Buffer.concat(chunks) }).formData();
  } catch {
    // Not a form's encoding, or a broken one.
    return 'unreadable';
  }
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** A refusal of the API's, sorted into the field it names, the photo, or the whole form. */
function placed(message: string, field: unknown, errors: unknown): Pick<OrderPosted, 'errors' | 'formError' | 'photoError'> {
  const known: Partial<Record<BookingField, string>> = {};
  if (errors && typeof errors === 'object')
    for (const [k, v] of Object.entries(errors as Record<string, unknown>))
      if ((BOOKING_FIELDS as readonly string[]).includes(k) && typeof v === 'string') known[k as BookingField] = v;
  if (typeof field === 'string' && (BOOKING_FIELDS as readonly string[]).includes(field)) known[field as BookingField] ??= message;
  if (Object.keys(known).length > 0) return { errors: known, formError: null, photoError: null };
  if (/^photo\b/i.test(message)) return { errors: {}, formError: null, photoError: message };
  return { errors: {}, formError: message, photoError: null };
}

export async function orderAction(request: Request, api: PageApi) {
  const locale = requestLocale(request);
  /** A message in the page's language (the Hindi messages hold the form's and the API's own texts). */
  const say = (english: string, vars?: Record<string, string | number>) => translate(locale === 'hi' ? HINDI_MESSAGES : null, english, vars);
  const read = await boundedForm(request);
  const form = typeof read === 'string' ? null : read;
  const values = Object.fromEntries(BOOKING_FIELDS.map((f) => [f, form ? text(form, f) : ''])) as Record<BookingField, string>;
  // Without scripts the date and the slot are one choice of the select.
  const choice = form && /^(\d{4}-\d{2}-\d{2})\|(\d{1,9})$/.exec(text(form, SLOT_CHOICE_FIELD));
  if (choice) {
    values.eventDate = choice[1]!;
    values.slotId = choice[2]!;
  }
  const addOns = [...new Set((form?.getAll('addOns') ?? []).filter((v): v is string => typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v)).map(Number))].slice(
    0,
    MAX_ADD_ONS,
  );
  const sentKey = form ? text(form, KEY_FIELD) : '';
  const key = KEY_RE.test(sentKey) ? sentKey : crypto.randomUUID();
  const token = form ? text(form, FORM_TOKEN_FIELD) || null : null;
  const photo = form?.get('photo');
  const photoSent = photo instanceof File && photo.size > 0 ? photo : null;
  const again = (status: number, outcome: Partial<OrderPosted>) =>
    data<OrderPosted>(
      {
        values,
        addOns,
        nextFree: null,
        limited: false,
        unreachable: false,
        key,
        token,
        ...outcome,
        errors: Object.fromEntries(Object.entries(outcome.errors ?? {}).map(([field, message]) => [field, say(message)])),
        formError: outcome.formError ? say(outcome.formError) : null,
        // A file input cannot be filled again by the page: the visitor chooses the photo once more.
        photoError: say(outcome.photoError ?? (photoSent ? 'Please choose the photo again: a page cannot keep it.' : '')) || null,
      },
      { status },
    );

  if (read === 'too large') return again(413, { photoError: 'The photo must be at most 5 MB.' });
  if (!form) return again(400, { formError: 'The form could not be read: please send it again.' });
  const session = cartSessionFromCookie(request.headers.get('cookie'));
  if (!session) return again(400, { formError: 'Your cart is empty: add products before requesting an order.' });

  // The form's own rules first, as the scripted form checks them before sending.
  const checked = validateForm(bookingRequestSchema, values);
  if (!checked.ok) return again(400, { errors: checked.errors as Partial<Record<BookingField, string>> });

  const raw: Record<string, string> = { ...values, [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD) };
  if (token) raw[FORM_TOKEN_FIELD] = token;
  // An order from /hi/buy is written to in Hindi (its confirmation and reminders, its booking page's link).
  const body = { ...bookingBody(raw), ...(addOns.length > 0 ? { addOns } : {}), ...(locale === 'hi' ? { locale } : {}) };
  const headers: Record<string, string> = {
    [SESSION_HEADER]: session,
    [IDEMPOTENCY_HEADER]: key,
    // The order's source page, as the scripted form's request names it.
    referer: new URL(localHref(PAGE_PATHS.buy, locale), request.url).href,
  };
  const url = `/api/orders/${session}`;
  let answer;
  try {
    if (photoSent) {
      // As the scripted form sends a photo: the body in a `json` part beside the file.
      const multipart = new FormData();
      multipart.append('json', JSON.stringify(body));
      multipart.append('photo', photoSent, photoSent.name);
      const encoded = new Response(multipart);
      headers['content-type'] = encoded.headers.get('content-type')!;
      answer = await api({ method: 'POST', url, headers, body: Buffer.from(await encoded.arrayBuffer()) });
    } else answer = await api({ method: 'POST', url, headers, json: body });
  } catch {
    return again(503, { unreachable: true });
  }

  const json = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as Record<string, unknown>;
  const message = typeof json.message === 'string' ? json.message : '';
  if (answer.status === 201 && typeof json.statusUrl === 'string') {
    const to = new URL(json.statusUrl, request.url);
    return redirect(statusUrlIn(`${to.pathname}${to.search}`, locale), 303);
  }
  // The API names the slot and the date in English: a Hindi page says it its own way.
  if (answer.status === 409 && Array.isArray(json.nextFree))
    return again(409, { errors: { slotId: locale === 'hi' ? SLOT_TAKEN : message }, nextFree: json.nextFree as FreeSlot[] });
  if (answer.status === 429) {
    const retry = answer.headers['retry-after'];
    return again(429, { formError: tooManyText(retryMinutes(typeof retry === 'string' ? retry : null), say), limited: true });
  }
  if (answer.status === 413) return again(413, { photoError: message || 'The photo is too large.' });
  // 422: this key went with another form (one already taken): a new key lets the visitor send this one.
  if (answer.status === 422) return again(422, { ...placed(message, json.field, json.errors), key: crypto.randomUUID() });
  if (answer.status >= 400 && answer.status < 500 && message) return again(answer.status, placed(message, json.field, json.errors));
  return again(503, { unreachable: true });
}
