// Browser side of the visitor's lead calls (enquiry, franchise application, order request): one POST,
// and its answer sorted into what the page does next. Anything that is not a clear "yes", "fix these
// fields" or "slow down" counts as unreachable, so the page can fall back to e-mail or WhatsApp and
// the visitor's request is never silently lost.
import { type ApiResult, api } from '../shell/api-client.ts';

export type LeadOutcome<C> =
  | { kind: 'created'; body: C }
  /** 400: the first message, and each refused field's first message (empty when the server named none). */
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  /** 429: how many whole minutes to wait (at least 1). */
  | { kind: 'limited'; minutes: number }
  /** Network failure or time-out (no answer), or 5xx, 503, or an answer the page cannot read (`answered`). */
  | { kind: 'unreachable'; answered?: true };

/** Whole minutes from a Retry-After header (seconds or an HTTP date); 1 when absent or unreadable. */
export function retryMinutes(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

/** "Too many submissions…": the line shown when the server asks the visitor to wait (in the page's language through `t`). */
export function tooManyText(minutes: number, t?: (english: string, vars: { minutes: number }) => string): string {
  const text =
    minutes === 1
      ? 'Too many submissions from your connection. Please try again in {minutes} minute.'
      : 'Too many submissions from your connection. Please try again in {minutes} minutes.';
  return t ? t(text, { minutes }) : text.replace('{minutes}', String(minutes));
}

/** The header that makes a form's resends safe: the server acts on one key once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * POSTs `body` as JSON to a lead call with the form's Idempotency-Key (and the visitor's session for an
 * order request); never rejects.
 */
export async function postLead<C>(url: string, body: Record<string, unknown>, opts: { session?: boolean; key?: string } = {}): Promise<LeadOutcome<C>> {
  const headers = opts.key ? { [IDEMPOTENCY_HEADER]: opts.key } : undefined;
  return leadOutcome<C>(await api(url, { method: 'POST', json: body, session: opts.session, cache: 'no-store', headers }));
}

/** What the page does next with a lead call's answer. */
export function leadOutcome<C>(res: ApiResult<Record<string, unknown>>): LeadOutcome<C> {
  if (res.status === 0) return { kind: 'unreachable' };
  if (res.status === 429) return { kind: 'limited', minutes: retryMinutes(res.headers?.get('Retry-After') ?? null) };
  const json = res.body;
  if (res.status === 201 && json && typeof json.reference === 'string') return { kind: 'created', body: json as C };
  // 422: the form's key went with another form (the visitor changed it after a send whose answer was lost).
  if ((res.status === 400 || res.status === 422) && json) {
    const errors: Record<string, string> = {};
    if (json.errors && typeof json.errors === 'object') {
      for (const [k, v] of Object.entries(json.errors as Record<string, unknown>)) if (typeof v === 'string') errors[k] = v;
    }
    const message = typeof json.message === 'string' ? json.message : 'Please check the form.';
    if (typeof json.field === 'string' && !(json.field in errors)) errors[json.field] = message;
    return { kind: 'invalid', message, errors };
  }
  return { kind: 'unreachable', answered: true };
}
