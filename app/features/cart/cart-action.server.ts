// The cart's plain form posts, for a visitor whose scripts have not come (or never will): Add to Cart
// on the cards and the product page, and a line's quantity and Remove on /cart. Each changes the cart
// the cart cookie names (a new one for a first add) through the same service calls as the API, and
// answers with a redirect to /cart (Post/Redirect/Get) and a one-time message cookie the cart page reads
// and clears: the product added (with a way back to its category), or the spec's alert when it could not be.
import { redirect } from 'react-router';
import { localHref, requestLocale } from '../../../shared/locale.ts';
import { QUANTITY_RE, cartSessionFromCookie, cookieValue } from '../../../shared/cart.ts';
import type { PageServices } from '../../../shared/services.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';

const FLASH_COOKIE = 'gubbara_cart_note';

/** What the cart page says once after a form post. */
export interface CartNote {
  /** The product just added (its title is read from the cart). */
  added?: number | undefined;
  /** Add to Cart was refused (the product is gone, or 999 are already in the cart). */
  failed?: true;
}

const positive = (v: FormDataEntryValue | null) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

/** A refusal the service made of the visitor's input (its 4xx), as against a failure of ours. */
function refused(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export async function cartAction(request: Request, services: PageServices): Promise<Response> {
  const form = await request.formData();
  let session = cartSessionFromCookie(request.headers.get('cookie'));
  const note: CartNote = {};
  // A line's minus and plus send only its quantity; Remove and Add to Cart name what they do.
  const intent = form.get('intent') ?? 'quantity';
  try {
    if (intent === 'add') {
      session ??= crypto.randomUUID();
      const id = positive(form.get('id'));
      if (id === undefined) note.failed = true;
      else {
        await services.cart.add(session, id, 1);
        note.added = id;
      }
    } else if (intent === 'quantity' || intent === 'remove') {
      const item = positive(form.get('item'));
      const quantity = form.get('quantity');
      if (item !== undefined && intent === 'remove') await services.cart.deleteItem(session, item);
      else if (item !== undefined && typeof quantity === 'string' && QUANTITY_RE.test(quantity))
        await services.cart.updateQuantity(session, item, Number(quantity));
    }
  } catch (err) {
    // A refused change leaves the cart as it was, which the cart page then shows.
    if (!refused(err)) throw err;
    if (intent === 'add') note.failed = true;
  }
  // Back to the cart as the visitor has it (its Hindi twin under /hi).
  const cartPath = localHref(PAGE_PATHS.cart, requestLocale(request));
  const headers = new Headers();
  if (session) headers.append('Set-Cookie', services.cart.cookie(session));
  if (note.added || note.failed)
    headers.append('Set-Cookie', `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(note))}; Path=${cartPath}; Max-Age=60; HttpOnly; SameSite=Lax`);
  return redirect(cartPath, { status: 303, headers });
}

/** The one-time message a form post left, and the header that clears it; none when there is none. */
export function cartNote(request: Request): { note: CartNote; clear: string } | undefined {
  const raw = cookieValue(request.headers.get('cookie'), FLASH_COOKIE);
  if (!raw) return undefined;
  let note: CartNote = {};
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
    note = { added: positive(String(v.added)) };
    if (v.failed === true) note.failed = true;
  } catch {
    /* not ours: cleared all the same */
  }
  return { note, clear: `${FLASH_COOKIE}=; Path=${localHref(PAGE_PATHS.cart, requestLocale(request))}; Max-Age=0; HttpOnly; SameSite=Lax` };
}
