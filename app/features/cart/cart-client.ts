// Browser side of the anonymous cart: its four API calls, made under the visitor's session id, and the
// header count, kept correct after a reload and in step across open tabs.
//
// Cross-tab: every change writes the new count to localStorage (`cartCount`); other tabs get a `storage`
// event, update their badge and, for a change (not a mere read), tell an open cart page to re-fetch.
import { useSyncExternalStore } from 'react';
import type { CartDeleteAnswer, CartLineAnswer, CartView } from '../../../shared/cart.ts';
import { type ApiResult, api } from '../shell/api-client.ts';
import { SESSION_KEY, getSessionId, storageGet, storageSet } from '../shell/visitor-session.ts';
import type { Translate } from '../shell/i18n.tsx';

const COUNT_KEY = 'cartCount';

/** The session this tab last made one with the cart cookie (sessionStorage: once per tab, not per page). */
const COOKIE_CHECKED_KEY = 'cartCookie';
let reconciled: Promise<void> | undefined;

/**
 * Before the first cart call of a tab: POST /api/cart/session moves whatever the cart cookie holds (a
 * form posted before the scripts ran, or without them) into the sessId cart and points the cookie at
 * it, so the page's forms and the scripts fill one cart. The sessId itself never changes.
 */
export function cartSession(): Promise<void> {
  return (reconciled ??= (async () => {
    const mine = getSessionId();
    let checked: string | null = null;
    try {
      checked = sessionStorage.getItem(COOKIE_CHECKED_KEY);
    } catch {
      /* storage off: check each page */
    }
    if (checked === mine) return;
    const answer = await api('/api/cart/session', { method: 'POST', session: true, cache: 'no-store' });
    if (!answer.ok) return console.error('Unable to join the cart cookie', answer.status, answer.message);
    try {
      sessionStorage.setItem(COOKIE_CHECKED_KEY, mine);
    } catch {
      /* as above */
    }
  })());
}

/** A cart call: the visitor's session in its header, never answered from the browser's cache. */
async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string): Promise<ApiResult<T>> {
  await cartSession();
  return api<T>(url, { method, session: true, cache: 'no-store' });
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
// Each answers the API's result as a value (a refusal or no answer is ok: false) and brings the header
// count up to date when the server gave it.

/** GET /api/cart/getcart/{sessId}. */
export async function fetchCart(): Promise<ApiResult<CartView>> {
  const answer = await call<CartView>('GET', `/api/cart/getcart/${getSessionId()}`);
  if (answer.ok) setCount(answer.body.totalQuantity, 'read');
  return answer;
}

/** Re-reads the header count from the server; a failure is only logged, never shown to the visitor. */
export async function refreshCartCount(): Promise<void> {
  const answer = await fetchCart();
  if (!answer.ok) console.error('Unable to refresh the cart count', answer.status, answer.message);
}

/** Adds `quantity` of a product. */
export async function addToCart(productId: number, quantity = 1): Promise<ApiResult<CartLineAnswer>> {
  const answer = await call<CartLineAnswer>(
    'POST',
    `/api/cart/add/${getSessionId()}?id=${encodeURIComponent(productId)}&quantity=${encodeURIComponent(quantity)}`,
  );
  if (answer.ok) setCount(answer.body.totalQuantity, 'change');
  return answer;
}

/** Sets a line's quantity. */
export async function updateCartItemQuantity(itemId: number, quantity: number): Promise<ApiResult<CartLineAnswer>> {
  const answer = await call<CartLineAnswer>('PUT', `/api/cart/updateCartItemQuantity/${encodeURIComponent(itemId)}?quantity=${encodeURIComponent(quantity)}`);
  if (answer.ok) setCount(answer.body.totalQuantity, 'change');
  return answer;
}

/** Removes a line. */
export async function deleteCartItem(itemId: number): Promise<ApiResult<CartDeleteAnswer>> {
  const answer = await call<CartDeleteAnswer>('DELETE', `/api/cart/deleteitem/${encodeURIComponent(itemId)}`);
  if (answer.ok) setCount(answer.body.totalQuantity, 'change');
  return answer;
}

/** "3 items" ("3 आइटम" on a Hindi page). */
export const itemCount = (count: number, t: Translate) => t(count === 1 ? '{count} item' : '{count} items', { count });

let hideAdded: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows what was added ("{title} added to cart. 3 items in your cart.", in the page's language) with a
 * link to the cart in one polite live region at the top of the window (clear of the fixed buttons and
 * the buy bar at its foot), for a few seconds.
 */
export function showAdded(text: string, view: string, href: string): void {
  let el = document.getElementById('cart-added');
  if (!el) {
    el = document.createElement('div');
    el.id = 'cart-added';
    el.setAttribute('role', 'status');
    document.body.append(el);
  }
  const region = el;
  region.replaceChildren();
  clearTimeout(hideAdded);
  // Emptied first and filled a moment later, so a screen reader announces a repeat of the same text.
  setTimeout(() => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = view;
    region.append(text, link);
    region.className = 'shown';
    hideAdded = setTimeout(() => (region.className = ''), 8000);
  }, 50);
}
