// The mark a kept form leaves in localStorage, in a module of its own: every page reads it after
// hydration to load the outbox (outbox.ts) only when something waits to be sent.
export const OUTBOX_FLAG = 'gubbara-outbox-waiting';

/** Whether a form kept offline waits to be sent (false when storage is refused). */
export function outboxWaiting(): boolean {
  try {
    return localStorage.getItem(OUTBOX_FLAG) !== null;
  } catch {
    return false;
  }
}
