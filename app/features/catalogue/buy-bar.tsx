// The slim bar at the foot of the window once the product's own price and Add to Cart have scrolled up
// out of sight: the price, Add to Cart and a WhatsApp chat about this product (its title and address,
// in the page's language: the loader writes the text, product-ask.server.ts, and the bar's and the
// link's accessible names, product-words.server.ts),
// so a visitor reading the details further down can still buy or ask without scrolling back. It stops
// short of the fixed contact buttons' column (--fab-gutter in app.css), so neither covers the other.
// Without JavaScript it stays hidden: the page's own Add to Cart needs a script as well.
import { type RefObject, useEffect, useState } from 'react';
import type { Product } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { useBusiness, whatsappLink } from '../shell/business.ts';
import { WhatsAppIcon } from '../shell/icons.tsx';
import type { ProductWords } from './product-words.ts';

export function BuyBar({
  product: p,
  title,
  watch,
  askText,
  words,
}: {
  product: Product;
  /** The product's title in the page's language. */
  title: string;
  watch: RefObject<HTMLElement | null>;
  askText: string;
  words: ProductWords;
}) {
  const [shown, setShown] = useState(false);
  const business = useBusiness();
  useEffect(() => {
    const el = watch.current;
    if (!el) return;
    // Shown only once the block has gone above the window, not while the page opens below it.
    const seen = new IntersectionObserver(([e]) => setShown(!!e && !e.isIntersecting && e.boundingClientRect.bottom <= 0));
    seen.observe(el);
    return () => seen.disconnect();
  }, [watch]);
  return (
    <aside className="buy-bar" aria-label={words.buyBar} hidden={!shown}>
      <p className="product-price">{formatRupees(p.price)}</p>
      <AddToCartButton productId={p.id} title={title} />
      <a className="fab fab-whatsapp" href={whatsappLink(business.whatsapp, askText)} aria-label={words.ask}>
        <WhatsAppIcon />
      </a>
    </aside>
  );
}
