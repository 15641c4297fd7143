// The enquiry and franchise forms' plain form posts, for a visitor whose scripts have not come (or never
// will). The page's action sends the same JSON body the scripted form sends to the same API route, in
// process and as the visitor (apiContext: their address, cookies and user agent), so the route's own
// checks answer it: the form's rules, the honeypot and form timer, the Idempotency-Key and the per-address
// and per-number limits, none of them written twice. A lead taken is answered Post/Redirect/Get: 303 to
// the page, with a one-time cookie holding the confirmation it shows; anything else renders the form
// again with every value as typed and the message the scripted form would show.
import { data, redirect } from 'react-router';
import { localHref, requestLocale } from '../../../shared/locale.ts';
import type { z } from 'zod';
import { cookieValue } from '../../../shared/cart.ts';
import { validateForm } from '../../../shared/forms.ts';
import { FORM_KEY_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEAD_SENT_COOKIE, type LeadCreated, REFERENCE_RE } from '../../../shared/leads.ts';
import type { PageApi } from '../../../shared/services.ts';
import type { PostedLead, SentLead } from './lead-form.tsx';
import { IDEMPOTENCY_HEADER, leadOutcome, tooManyText } from './leads-client.ts';

/** One lead form as its page's action posts it. */
export interface LeadPost<S extends z.ZodObject> {
  /** The API route the scripted form calls. */
  api: string;
  /** The page taking the post, which shows the confirmation. */
  page: string;
  schema: S;
  fields: readonly string[];
}

/** A cookie's value stays under browsers' 4 kB for one cookie, name and attributes included. */
const COOKIE_VALUE_MAX = 3600;
const SENT_SECONDS = 60;
const FORM_KEY_RE = /^[A-Za-z0-9_-]{1,100}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The post's Idempotency-Key: the page's render-time key (the day it was rendered) with the page and the
 * body sent. The page cache gives every visitor the same HTML, so no key in the page can be one
 * visitor's: a random one would be shared by strangers all the same (the second one's form refused as
 * "another request" under that key) and make each instance's kept page differ. With the body in it, a
 * double press, a resend after a lost answer or Back and Submit again make one lead, and another form
 * never meets this one's key.
 */
async function postKey(page: string, formKey: string, body: Record<string, string>): Promise<string> {
  const text = `${page}\n${formKey}\n${JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The confirmation cookie's value; a text too long for a cookie is cut (it only fills the e-mail draft). */
function sentCookieValue(sent: SentLead<Record<string, string | null>>): string {
  const values = { ...sent.values };
  let encoded = encodeURIComponent(JSON.stringify({ body: sent.body, values }));
  while (encoded.length > COOKIE_VALUE_MAX) {
    const longest = Object.keys(values).reduce((a, b) => ((values[b]?.length ?? 0) > (values[a]?.length ?? 0) ? b : a));
    const chars = Array.from(values[longest] ?? '');
    if (chars.length <= 1) break;
    // Up to nine characters of the encoding per character of the text.
    const cut = Math.max(1, Math.ceil((encoded.length - COOKIE_VALUE_MAX) / 9));
    values[longest] = `${chars.slice(0, Math.max(1, chars.length - cut - 1)).join('')}…`;
    encoded = encodeURIComponent(JSON.stringify({ body: sent.body, values }));
  }
  return encoded;
}

/** Takes one plain post of a lead form: a redirect to the confirmation, or the form again with what to say. */
export async function leadAction<S extends z.ZodObject>(
  request: Request,
  api: PageApi,
  post: LeadPost<S>,
): Promise<Response | ReturnType<typeof data<{ posted: PostedLead<z.infer<S>> }>>> {
  const form = await request.formData();
  // The page as the visitor has it (its Hindi twin under /hi): the confirmation comes back to it.
  const locale = requestLocale(request);
  const pagePath = localHref(post.page, locale);
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  // The body the scripted form sends: its fields as typed, the honeypot, and a start time when one came.
  const values = Object.fromEntries(post.fields.map((f) => [f, text(f)]));
  const body: Record<string, string> = { ...values, [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) };
  if (text(FORM_TOKEN_FIELD)) body[FORM_TOKEN_FIELD] = text(FORM_TOKEN_FIELD);
  // A lead from a Hindi page is written to in Hindi: said outright, whatever Referer the visitor's browser sent.
  if (locale === 'hi') body.locale = locale;
  const formKey = FORM_KEY_RE.test(text(FORM_KEY_FIELD)) ? text(FORM_KEY_FIELD) : '';
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: await postKey(post.page, formKey, body) };
  // The API notes the page a lead came from, as it does for the scripted form's call.
  const referer = request.headers.get('referer');
  if (referer) headers.referer = referer;
  const res = await api({ method: 'POST', url: post.api, json: body, headers });

  const answer = isObject(res.body) ? res.body : null;
  const retryAfter = res.headers['retry-after'];
  const answerHeaders = new Headers(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) });
  const ok = res.status >= 200 && res.status < 300 && answer !== null;
  const outcome = leadOutcome<LeadCreated>(
    ok
      ? { ok, status: res.status, message: '', body: answer, headers: answerHeaders }
      : { ok, status: res.status, message: '', body: answer, headers: answerHeaders },
  );
  // What the server took, as the scripted form keeps it for the e-mail draft and WhatsApp.
  const checked = validateForm(post.schema, values);
  const taken = (checked.ok ? checked.values : values) as z.infer<S>;
  const posted: PostedLead<z.infer<S>> = { values, errors: {}, formError: null, limited: null, unreachable: null };
  switch (outcome.kind) {
    case 'created': {
      const shown = Object.fromEntries(
        post.fields.map((f) => [f, (taken as Record<string, unknown>)[f] == null ? null : String((taken as Record<string, unknown>)[f])]),
      );
      const cookie = `${LEAD_SENT_COOKIE}=${sentCookieValue({ body: outcome.body, values: shown })}; Path=${pagePath}; Max-Age=${SENT_SECONDS}; HttpOnly; SameSite=Lax`;
      // The reference in the address: a page no cache (the service worker's) can have kept.
      return redirect(`${pagePath}?sent=${outcome.body.reference}`, { status: 303, headers: { 'Set-Cookie': cookie } });
    }
    case 'invalid': {
      const known = Object.fromEntries(post.fields.filter((f) => outcome.errors[f]).map((f) => [f, outcome.errors[f]!]));
      posted.errors = known;
      if (Object.keys(known).length === 0) posted.formError = outcome.message;
      return data({ posted }, { status: 400 });
    }
    case 'limited':
      posted.formError = tooManyText(outcome.minutes);
      posted.limited = taken;
      return data({ posted }, { status: 429, headers: answerHeaders });
    case 'unreachable':
      posted.unreachable = taken;
      return data({ posted }, { status: 503 });
  }
}

/**
 * The confirmation a plain post left for this page, and the header that clears it (it is shown once);
 * none when there is none or it is not one of ours.
 */
export function leadSent<S extends z.ZodObject>(request: Request, post: LeadPost<S>): { sent: SentLead<z.infer<S>> | null; clear: string } | undefined {
  const raw = cookieValue(request.headers.get('cookie'), LEAD_SENT_COOKIE);
  if (raw === undefined) return undefined;
  const clear = `${LEAD_SENT_COOKIE}=; Path=${localHref(post.page, requestLocale(request))}; Max-Age=0; HttpOnly; SameSite=Lax`;
  let sent: SentLead<z.infer<S>> | null = null;
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as unknown;
    if (isObject(v) && isObject(v.body) && isObject(v.values)) {
      const { body, values } = v;
      const fieldsOk = post.fields.every((f) => values[f] === null || (typeof values[f] === 'string' && values[f].length <= 2000));
      if (typeof body.reference === 'string' && REFERENCE_RE.test(body.reference) && Number.isSafeInteger(body.id) && fieldsOk) {
        sent = {
          body: { status: 201, message: typeof body.message === 'string' ? body.message.slice(0, 200) : '', id: body.id as number, reference: body.reference },
          values: Object.fromEntries(post.fields.map((f) => [f, values[f]])) as z.infer<S>,
        };
      }
    }
  } catch {
    /* not ours: cleared all the same */
  }
  return { sent, clear };
}

/**
 * A lead page's headers: a post's answer and a confirmation are this visitor's own (no-store), and a
 * "too many" answer says when to come back.
 */
export function leadPageHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const out = new Headers();
  for (const from of [actionHeaders, loaderHeaders])
    for (const name of ['Cache-Control', 'Retry-After']) {
      const v = from.get(name);
      if (v !== null && !out.has(name)) out.set(name, v);
    }
  return out;
}
