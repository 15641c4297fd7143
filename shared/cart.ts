// The anonymous cart's shapes and rules, shared by the API and the pages.
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './constants.ts';
import type { Locale } from './locale.ts';

/**
 * A session id is exactly what crypto.randomUUID() makes: a version-4 UUID, lowercase hex with dashes
 * (122 random bits). Only the lowercase form is accepted, so one cart has one spelling.
 */
export const SESSION_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What the API document says of a session id (the checks themselves are `isSessionId`'s). */
export const SESSION_ID_SCHEMA = { type: 'string', format: 'uuid', pattern: SESSION_ID_RE.source } as const;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_RE.test(value);
}

/** The header every cart call carries; it must name the cart the call acts on. */
export const SESSION_HEADER = 'X-Session-Id';

/** A cart quantity: a whole number from 1 to 999 written plainly (no sign, no leading zero, no exponent). */
export const QUANTITY_RE = /^[1-9]\d{0,2}$/;
export const QUANTITY_MESSAGE = `quantity must be a whole number from ${MIN_CART_QUANTITY} to ${MAX_CART_QUANTITY}`;

export interface CartProduct {
  id: number;
  title: string;
  /** The owner's Hindi title, for the Hindi pages; absent when there is none. */
  titleHi?: string;
  /** Whole rupees, from the catalogue. */
  price: number;
  /** Stored image file name, as in the catalogue. */
  image: string | null;
  /** The category's menu slug, for the detail page link. */
  category: string;
}

export interface CartItem {
  id: number;
  quantity: number;
  product: CartProduct;
  lineTotal: number;
}

/** GET /api/cart/getcart/{sessId}: the spec's items[] plus totals. */
export interface CartView {
  items: CartItem[];
  totalQuantity: number;
  total: number;
}

/**
 * The cart as a page in `locale` carries it: an English page drops the Hindi titles (its page data stays
 * English); a Hindi page keeps them for productTitle.
 */
export function cartIn(cart: CartView, locale: Locale): CartView {
  if (locale === 'hi') return cart;
  return { ...cart, items: cart.items.map((i) => ({ ...i, product: { id: i.product.id, title: i.product.title, price: i.product.price, image: i.product.image, category: i.product.category } })) };
}

/** The answer of add and update. */
export interface CartLineAnswer {
  status: 200;
  message: string;
  item: { id: number; productId: number; quantity: number };
  totalQuantity: number;
}

/** The answer of delete. */
export interface CartDeleteAnswer {
  status: 200;
  message: string;
  id: number;
  totalQuantity: number;
}

/** Masks session ids (and any other UUID) in a URL or text so they never reach a log whole. */
export function redactSessionIds(text: string): string {
  return text.replace(/([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '$1-…');
}

/**
 * The cookie holding the cart's session id, so that a visitor without scripts (or whose tap came before
 * them) has a cart too: HttpOnly, SameSite=Lax. Scripts keep the same id in localStorage (`sessId`)
 * and POST /api/cart/session makes the two name one cart.
 */
export const CART_COOKIE = 'gubbara_cart';

/** A cookie's value from a Cookie header, undefined when it is not there. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The cart's session id from a Cookie header, when the cookie holds a well-formed one. */
export function cartSessionFromCookie(header: string | null | undefined): string | undefined {
  const value = cookieValue(header, CART_COOKIE);
  return isSessionId(value) ? value : undefined;
}

/** The Set-Cookie value that keeps `sessionId` as the cart cookie for `maxAgeSeconds`. */
export function cartCookie(sessionId: string, maxAgeSeconds: number, secure: boolean): string {
  return `${CART_COOKIE}=${sessionId}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
