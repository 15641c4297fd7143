// Browser side of the anonymous cart (issue 4): the session id, the four cart calls of spec section 7,
// and the header count, kept correct after a reload and in step across open tabs.
//
// Cross-tab: every change writes the new count to localStorage (`cartCount`); other tabs get a `storage`
// event, update their badge and, for a change (not a mere read), tell an open cart page to re-fetch.
import { useSyncExternalStore } from 'react';
import { type CartDeleteAnswer, type CartLineAnswer, type CartView, SESSION_HEADER, isSessionId } from '../../../shared/cart.ts';

const SESSION_KEY = 'sessId';
const COUNT_KEY = 'cartCount';

/** A cart call the server refused (status) or that could not reach it (status 0). */
export class CartRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
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

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method, headers: { [SESSION_HEADER]: getSessionId() }, cache: 'no-store' });
  } catch (err) {
    throw new CartRequestError(0, `network error: ${(err as Error).message}`);
  }
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    try {
      message = ((await res.json()) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new CartRequestError(res.status, message);
  }
  return (await res.json()) as T;
}

// ---- the header count ----

let count = 0;
let started = false;
const countListeners = new Set<() => void>();
const changeListeners = new Set<() => void>();

function setCount(n: number, kind: 'read' | 'change'): void {
  if (n !== count) {
    count = n;
    countListeners.forEach((l) => l());
  }
  // A read writes only the number (no event when it is unchanged); a change always differs, so other tabs hear of it.
  storageSet(COUNT_KEY, kind === 'read' ? JSON.stringify({ n }) : JSON.stringify({ n, change: `${Date.now()}-${Math.random()}` }));
}

function cachedCount(): number {
  try {
    const n = (JSON.parse(storageGet(COUNT_KEY) ?? 'null') as { n?: unknown } | null)?.n;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0;
  } catch {
    return 0;
  }
}

function onStorage(e: StorageEvent): void {
  if (e.key === COUNT_KEY && e.newValue) {
    try {
      const v = JSON.parse(e.newValue) as { n?: unknown; change?: unknown };
      if (typeof v.n === 'number' && v.n !== count) {
        count = v.n;
        countListeners.forEach((l) => l());
      }
      if (v.change) changeListeners.forEach((l) => l());
    } catch {
      /* not ours */
    }
  } else if (e.key === SESSION_KEY || e.key === null) {
    // Another tab replaced the session (or cleared storage): count and cart page follow the current one.
    void refreshCartCount();
    changeListeners.forEach((l) => l());
  }
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  count = cachedCount();
  window.addEventListener('storage', onStorage);
  // Back/forward cache restores an old page: bring the count up to date.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) void refreshCartCount();
  });
  void refreshCartCount();
}

/** The sum of quantities in the visitor's cart, for the header badge. 0 on the server. */
export function useCartCount(): number {
  return useSyncExternalStore(
    (l) => {
      countListeners.add(l);
      start();
      return () => countListeners.delete(l);
    },
    () => count,
    () => 0,
  );
}

/** Calls `listener` when the cart changed in another tab. Returns the unsubscribe function. */
export function onCartChangedElsewhere(listener: () => void): () => void {
  start();
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

// ---- the four calls ----

/** GET /api/cart/getcart/{sessId}; also brings the header count up to date. */
export async function fetchCart(): Promise<CartView> {
  const sess = getSessionId();
  const cart = await call<CartView>('GET', `/api/cart/getcart/${sess}`);
  setCount(cart.totalQuantity, 'read');
  return cart;
}

/** Re-reads the header count from the server; failures are only logged (spec section 8). */
export async function refreshCartCount(): Promise<void> {
  try {
    await fetchCart();
  } catch (err) {
    console.error('Unable to refresh the cart count', err);
  }
}

/** Adds `quantity` of a product; rejects when the server refuses. Refreshes the header count. */
export async function addToCart(productId: number, quantity = 1): Promise<CartLineAnswer> {
  const sess = getSessionId();
  const answer = await call<CartLineAnswer>('POST', `/api/cart/add/${sess}?id=${encodeURIComponent(productId)}&quantity=${encodeURIComponent(quantity)}`);
  setCount(answer.totalQuantity, 'change');
  return answer;
}

/** Sets a line's quantity; rejects when the server refuses. */
export async function updateCartItemQuantity(itemId: number, quantity: number): Promise<CartLineAnswer> {
  const answer = await call<CartLineAnswer>('PUT', `/api/cart/updateCartItemQuantity/${encodeURIComponent(itemId)}?quantity=${encodeURIComponent(quantity)}`);
  setCount(answer.totalQuantity, 'change');
  return answer;
}

/** Removes a line; rejects when the server refuses. */
export async function deleteCartItem(itemId: number): Promise<CartDeleteAnswer> {
  const answer = await call<CartDeleteAnswer>('DELETE', `/api/cart/deleteitem/${encodeURIComponent(itemId)}`);
  setCount(answer.totalQuantity, 'change');
  return answer;
}

/** Says `text` to screen readers through one polite live region. */
export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  let el = document.getElementById('cart-announcer');
  if (!el) {
    el = document.createElement('div');
    el.id = 'cart-announcer';
    el.setAttribute('role', 'status');
    Object.assign(el.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
    document.body.append(el);
  }
  const region = el;
  region.textContent = '';
  setTimeout(() => {
    region.textContent = text;
  }, 50);
}
