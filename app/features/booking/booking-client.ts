// Browser side of the booking on /buy: the open dates and free slots of a month, and the order request
// sent with its slot. A slot taken meanwhile is its own outcome (409 with the next free slots), so the
// page can offer those instead of an error.
import type { Availability, FreeSlot } from '../../../shared/bookings.ts';
import type { OrderCreated } from '../../../shared/leads.ts';
import { api } from '../shell/api-client.ts';
import { IDEMPOTENCY_HEADER, type LeadOutcome, leadOutcome } from '../leads/leads-client.ts';

export type OrderOutcome = LeadOutcome<OrderCreated> | { kind: 'taken'; message: string; nextFree: FreeSlot[] };

/** The days from `from` to `to` (YYYY-MM-DD, at most 62 days); null when the server could not answer. */
export async function fetchAvailability(from: string, to: string, signal?: AbortSignal): Promise<Availability | null> {
  const res = await api<Availability>(`/api/booking/availability?from=${from}&to=${to}`, { signal, cache: 'no-store' });
  return res.ok && Array.isArray(res.body.days) ? res.body : null;
}

const isFreeSlot = (v: unknown): v is FreeSlot =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FreeSlot).date === 'string' &&
  typeof (v as FreeSlot).slotId === 'number' &&
  typeof (v as FreeSlot).label === 'string';

/**
 * POSTs the order request with the visitor's session: as JSON, or as multipart with the reference
 * photo (the body in its `json` part) when one is chosen; never rejects.
 */
export async function postOrder(url: string, body: Record<string, unknown>, photo?: File | null, key?: string): Promise<OrderOutcome> {
  let sent: { json: unknown } | { form: FormData; timeoutMs: number } = { json: body };
  if (photo) {
    const form = new FormData();
    form.append('json', JSON.stringify(body));
    form.append('photo', photo);
    sent = { form, timeoutMs: 5 * 60_000 };
  }
  // The form's Idempotency-Key: a resend after a lost answer gets the first order back, not a second one.
  const res = await api(url, { method: 'POST', ...sent, session: true, cache: 'no-store', headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined });
  // A photo the server found too large: said as a refusal of the form, not as the server being away.
  if (res.status === 413) return { kind: 'invalid', message: res.message || 'The photo is too large.', errors: {} };
  if (res.status === 409 && res.body && typeof res.body.message === 'string') {
    const nextFree = Array.isArray(res.body.nextFree) ? res.body.nextFree.filter(isFreeSlot) : [];
    return { kind: 'taken', message: res.body.message, nextFree };
  }
  return leadOutcome<OrderCreated>(res);
}
