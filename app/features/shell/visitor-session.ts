// The visitor's anonymous session: a random id kept in localStorage (`sessId`) that the cart and the
// order request are filed under, and the small storage helpers that keep working when storage is off.
import { isSessionId } from '../../../shared/cart.ts';

export const SESSION_KEY = 'sessId';

export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage disabled or full: this tab keeps working from memory */
  }
}

/** A version-4 UUID; crypto.randomUUID() is missing outside secure contexts, so build one from getRandomValues there. */
function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let memorySession: string | undefined;

/** The visitor's session id from localStorage (`sessId`), created when missing or not in the accepted format. */
export function getSessionId(): string {
  const stored = storageGet(SESSION_KEY);
  if (isSessionId(stored)) return stored;
  memorySession ??= newSessionId();
  storageSet(SESSION_KEY, memorySession);
  return memorySession;
}
