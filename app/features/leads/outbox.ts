// The phone's outbox for the public forms: a form sent without a connection (or whose send timed out) is
// kept in IndexedDB with its Idempotency-Key and sent again when the phone is back online (the `online`
// event), on the next visit (the shell loads this module when something is waiting), and by Background
// Sync where the browser has it (the service worker calls flushOutbox on its `sync` event). The key makes
// every resend safe: however many tabs or workers send the same form, the server acts on it once.
// Loaded with import() after hydration, so no page pays for it on first load. It touches neither the
// DOM nor localStorage unless they exist, so a service worker can import it.
import { SESSION_HEADER } from '../../../shared/cart.ts';
import { api } from '../shell/api-client.ts';
import { OUTBOX_FLAG } from './outbox-flag.ts';

export const OUTBOX_SYNC_TAG = 'gubbara-outbox';
/** Dispatched on window for each kept form the server took: detail {key, body}. */
export const OUTBOX_SENT_EVENT = 'gubbara:outbox-sent';

const DB_NAME = 'gubbara-outbox';
const STORE = 'forms';

export interface KeptForm {
  /** The Idempotency-Key the form was first sent with. */
  key: string;
  url: string;
  body: Record<string, unknown>;
  /** The cart session an order request belongs to. */
  session?: string;
  /**
   * The page it was filled on, sent as its Referer when it goes: the server takes a lead's language from
   * it, and a form kept on a Hindi page may be sent from an English one, or by the service worker.
   */
  page?: string;
  savedAt: number;
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE, { keyPath: 'key' });
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB unavailable'));
  }).catch((err: unknown) => {
    opened = undefined;
    throw err;
  });
  return opened;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

function flag(on: boolean): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (on) localStorage.setItem(OUTBOX_FLAG, '1');
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused (private mode): the online event and Background Sync still send it.
  }
}

/** Keeps a form to send later; rejects when the browser cannot store it (the page then offers e-mail). */
export async function keep(form: Omit<KeptForm, 'savedAt'>): Promise<void> {
  const page = typeof location === 'undefined' ? {} : { page: location.pathname };
  await request((await store('readwrite')).put({ ...form, ...page, savedAt: Date.now() } satisfies KeptForm));
  flag(true);
  await askForSync();
  watchOnline();
}

/** The forms waiting, oldest first. */
export async function waiting(): Promise<KeptForm[]> {
  const all = await request((await store('readonly')).getAll() as IDBRequest<KeptForm[]>);
  return all.sort((a, b) => a.savedAt - b.savedAt);
}

async function drop(key: string): Promise<void> {
  await request((await store('readwrite')).delete(key));
}

let flushing: Promise<number> | undefined;

/**
 * Sends every waiting form once; returns how many are still waiting. A form the server took (or
 * refused for good: bad input, a key used for another form) leaves the outbox; one that got no answer,
 * a server error or "too many" stays for the next try.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    try {
      for (const form of await waiting()) {
        const res = await api(form.url, {
          method: 'POST',
          json: form.body,
          cache: 'no-store',
          ...(form.page ? { referrer: form.page } : {}),
          headers: { 'Idempotency-Key': form.key, ...(form.session ? { [SESSION_HEADER]: form.session } : {}) },
        });
        const final = res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429);
        if (!final) continue;
        await drop(form.key);
        if (typeof window !== 'undefined')
          window.dispatchEvent(new CustomEvent(OUTBOX_SENT_EVENT, { detail: { key: form.key, status: res.status, body: res.body } }));
      }
      const left = (await waiting()).length;
      if (left === 0) flag(false);
      return left;
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

/** Asks the service worker, when there is one with Background Sync, to send the outbox once online. */
async function askForSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const reg = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker or no permission: the online event and the next visit send it.
  }
}

let watching = false;
/** Sends the outbox whenever the browser says it is online again, and now if it already is. */
export function watchOnline(): void {
  if (typeof window === 'undefined') return;
  if (!watching) {
    watching = true;
    window.addEventListener('online', () => void flushOutbox());
  }
  if (navigator.onLine) void flushOutbox();
}
