// /cart: the cart the cart cookie names, as the server rendered it, with a line's quantity and Remove
// as plain form posts; without a cookie, 'Loading...' until the scripts load the sessId cart (and, for
// a visitor without scripts, the empty cart's text, which they only see). Once the scripts run, the page
// loads the cart through the API (the cookie's lines are in it by then), then shows the items (and the
// way on to /buy to request them), the empty state, or 'Unable to load cart.'.
// Quantity changes show at once and are sent to the server one at a time per line (the last wins);
// if the server refuses, the line returns to the server's value. Delete re-fetches the cart.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LocalLink as Link, useLocalHref, useLocale, useT } from '../shell/i18n.tsx';
import type { CartItem, CartView } from '../../../shared/cart.ts';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '../../../shared/constants.ts';
import { productTitle, productTitleLang } from '../../../shared/locale-text.ts';
import { formatRupees } from '../../../shared/money.ts';
import { PAGE_PATHS, categoryHref, productHref } from '../../../shared/urls.ts';
import { ProductImage } from '../catalogue/product-image.tsx';
import { deleteCartItem, fetchCart, onCartChangedElsewhere, updateCartItemQuantity } from './cart-client.ts';
import type { CartNote } from './cart-action.server.ts';
import { LinesTable } from './order-lines.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import './cart.css';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; items: CartItem[] };

const EMPTY_TEXT = "It looks like you haven't added anything to your cart yet. Let's change that";

export function CartPage({ initial, note }: { initial: CartView | null; note: CartNote | null }) {
  const [state, setState] = useState<State>(initial ? { kind: 'ready', items: initial.items } : { kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const locale = useLocale();
  /** Last quantity the server confirmed for each line. */
  const confirmed = useRef(new Map<number, number>());
  /** Quantity the visitor wants for a line whose update is still being sent. */
  const wanted = useRef(new Map<number, number>());
  const sending = useRef(new Set<number>());

  const showQuantity = useCallback((itemId: number, quantity: number) => {
    setState((s) =>
      s.kind === 'ready' ? { ...s, items: s.items.map((i) => (i.id === itemId ? { ...i, quantity, lineTotal: quantity * i.product.price } : i)) } : s,
    );
  }, []);

  /** Loads the cart; `quiet` keeps the current display when the load fails (used after a refused update). */
  const load = useCallback(
    (quiet = false) =>
      fetchCart().then((answer) => {
        if (!answer.ok) {
          console.error('Unable to load cart.', answer.status, answer.message);
          if (!quiet) setState({ kind: 'error' });
          return;
        }
        const cart = answer.body;
        confirmed.current = new Map(cart.items.map((i) => [i.id, i.quantity]));
        // A line with an update still on its way keeps showing the wanted quantity.
        setState({ kind: 'ready', items: cart.items.map((i) => (wanted.current.has(i.id) ? { ...i, quantity: wanted.current.get(i.id)! } : i)) });
      }),
    [],
  );

  useEffect(() => {
    void load();
    return onCartChangedElsewhere(() => void load());
  }, [load]);

  /** Sends the wanted quantity of a line, one request at a time, until the server holds the last one wanted. */
  async function send(itemId: number) {
    sending.current.add(itemId);
    try {
      for (;;) {
        const quantity = wanted.current.get(itemId);
        if (quantity === undefined) return;
        const answer = await updateCartItemQuantity(itemId, quantity);
        if (!answer.ok) {
          console.error('Quantity update failed', answer.status, answer.message);
          wanted.current.delete(itemId);
          const last = confirmed.current.get(itemId);
          if (last !== undefined) showQuantity(itemId, last);
          await load(true);
          return;
        }
        confirmed.current.set(itemId, answer.body.item.quantity);
        if (wanted.current.get(itemId) === quantity) {
          wanted.current.delete(itemId);
          showQuantity(itemId, answer.body.item.quantity);
          return;
        }
      }
    } finally {
      sending.current.delete(itemId);
    }
  }

  function changeQuantity(item: CartItem, quantity: number, e: React.MouseEvent<HTMLButtonElement>) {
    if (quantity < MIN_CART_QUANTITY || quantity > MAX_CART_QUANTITY) return;
    // The pressed button is about to be disabled at a bound: keep focus in the row on the other one.
    if (quantity === MIN_CART_QUANTITY || quantity === MAX_CART_QUANTITY) {
      const other = e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(quantity === MIN_CART_QUANTITY ? '.cart-plus' : '.cart-minus');
      other?.focus();
    }
    showQuantity(item.id, quantity);
    wanted.current.set(item.id, quantity);
    if (!sending.current.has(item.id)) void send(item.id);
  }

  async function remove(item: CartItem) {
    const answer = await deleteCartItem(item.id);
    if (!answer.ok) console.error('Cart delete failed', answer.status, answer.message);
    wanted.current.delete(item.id);
    await load();
    heading.current?.focus();
  }

  const added = note?.added === undefined ? undefined : initial?.items.find((i) => i.product.id === note.added)?.product;
  const notice = note && (note.added || note.failed) && (
    <p className={note.failed ? 'cart-note cart-note-failed' : 'cart-note'} role={note.failed ? 'alert' : 'status'}>
      {note.failed ? t('Failed to add product to cart.') : t('{title} added to cart.', { title: added ? productTitle(added, locale) : t('The product') })}{' '}
      <Link to={added ? categoryHref(added.category) : PAGE_PATHS.home}>{t('Continue shopping')}</Link>
    </p>
  );

  if (state.kind === 'ready' && state.items.length === 0) {
    return (
      <section className="cart-page cart-empty" aria-labelledby="cart-heading">
        <h1 id="cart-heading" ref={heading} tabIndex={-1}>
          {t('Your Cart is Empty')}
        </h1>
        {notice}
        <EmptyCart />
      </section>
    );
  }

  return (
    <section className="cart-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading" ref={heading} tabIndex={-1}>
        {t('Your Cart')}
      </h1>
      {notice}
      {state.kind === 'loading' && (
        <>
          <p role="status">{t('Loading...')}</p>
          {/* Without scripts and without the cart cookie, nothing was ever added here. */}
          <noscript>
            <EmptyCart />
          </noscript>
        </>
      )}
      {state.kind === 'error' && <p role="alert">{t('Unable to load cart.')}</p>}
      {state.kind === 'ready' && (
        <>
          <CartTable items={state.items} onQuantity={changeQuantity} onRemove={remove} />
          <p style={{ display: 'flex', justifyContent: 'flex-end', margin: '1rem 0 0' }}>
            <Link to="/buy" className="btn">
              {t('Request this order')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The empty cart's text and ways on; Go to Homepage is a link until there are scripts to press it. */
function EmptyCart() {
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const t = useT();
  const onHome = useHydrated() ? () => navigate(localHref('/')) : undefined;
  return (
    <>
      <p>{t(EMPTY_TEXT)}</p>
      <div className="cart-empty-actions">
        {onHome ? (
          <button type="button" className="btn" onClick={onHome}>
            {t('Go to Homepage')}
          </button>
        ) : (
          <a href={localHref('/')} className="btn">
            {t('Go to Homepage')}
          </a>
        )}
        <Link to="/home" className="cart-continue">
          {t('Continue Shopping')}
        </Link>
      </div>
    </>
  );
}

function CartTable({
  items,
  onQuantity,
  onRemove,
}: {
  items: CartItem[];
  onQuantity: (item: CartItem, quantity: number, e: React.MouseEvent<HTMLButtonElement>) => void;
  onRemove: (item: CartItem) => void;
}) {
  const total = items.reduce((sum, i) => sum + i.quantity * i.product.price, 0);
  const cartPath = useLocalHref()(PAGE_PATHS.cart);
  const t = useT();
  const locale = useLocale();
  return (
    <LinesTable className="cart-table" headings={['Product', 'Quantity', 'Total']} totalLabel="Grand Total" totalClassName="cart-grand-total" total={total}>
      {items.map((item) => {
        const { product: p, quantity: q } = item;
        // The owner's Hindi title on a Hindi page, the English one (marked so) when there is none.
        const title = productTitle(p, locale);
        // The line's buttons post this form to /cart until the scripts take them over.
        const form = `cart-line-${item.id}`;
        return (
          <tr key={item.id} className="cart-row">
            <td>
              <form id={form} method="post" action={cartPath} hidden>
                <input type="hidden" name="item" value={item.id} />
              </form>
              <div className="cart-product">
                <Link to={productHref(p)} className="cart-product-image" tabIndex={-1} aria-hidden="true">
                  <ProductImage filename={p.image} alt="" sizes="64px" width={64} height={64} />
                </Link>
                <div>
                  <Link to={productHref(p)} className="cart-product-title" lang={locale === 'hi' ? productTitleLang(p, locale) : undefined}>
                    {title}
                  </Link>
                  <p className="cart-unit-price">{t('{price} each', { price: formatRupees(p.price) })}</p>
                  <button
                    form={form}
                    name="intent"
                    value="remove"
                    className="cart-remove"
                    onClick={(e) => {
                      e.preventDefault();
                      onRemove(item);
                    }}
                    aria-label={t('Remove {title} from cart', { title })}
                  >
                    {t('Remove')}
                  </button>
                </div>
              </div>
            </td>
            <td>
              <div className="cart-qty" role="group" aria-label={t('Quantity of {title}', { title })}>
                <button
                  form={form}
                  name="quantity"
                  value={q - 1}
                  className="cart-minus"
                  onClick={(e) => {
                    e.preventDefault();
                    onQuantity(item, q - 1, e);
                  }}
                  disabled={q <= MIN_CART_QUANTITY}
                  aria-label={t('Decrease quantity of {title}', { title })}
                >
                  −
                </button>
                <span className="cart-qty-value" aria-live="polite">
                  {q}
                </span>
                <button
                  form={form}
                  name="quantity"
                  value={q + 1}
                  className="cart-plus"
                  onClick={(e) => {
                    e.preventDefault();
                    onQuantity(item, q + 1, e);
                  }}
                  disabled={q >= MAX_CART_QUANTITY}
                  aria-label={t('Increase quantity of {title}', { title })}
                >
                  +
                </button>
              </div>
            </td>
            <td className="cart-line-total">{formatRupees(q * p.price)}</td>
          </tr>
        );
      })}
    </LinesTable>
  );
}
