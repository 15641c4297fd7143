// The fixed WhatsApp, phone and enquiry-form buttons on every page, under the cart with its count on a
// phone (app.css hides it where the header stays in view beside the page).
import { LocalLink as Link, useT } from './i18n.tsx';
import type { BusinessInfo } from '../../../shared/services.ts';
import { CartIcon } from '../cart/cart-badge.tsx';
import { itemCount, useCartCount } from '../cart/cart-client.ts';
import { displayPhone, telLink, whatsappLink } from './business.ts';
import { FormIcon, PhoneIcon, WhatsAppIcon } from './icons.tsx';

/** The WhatsApp button's opening line, in the page's language (messages.hi.server.ts). */
export const WHATSAPP_HELLO = 'Hello, I would like to know more about your balloon decoration services.';

/** The buttons' names for a screen reader, `{phone}` filled after the lookup. */
export const WHATSAPP_LABEL = 'Chat on WhatsApp {phone}';
export const CALL_LABEL = 'Call {phone}';

export function FloatingContact({ business }: { business: BusinessInfo }) {
  const count = useCartCount();
  const t = useT();
  return (
    <div className="floating-contact">
      <Link className="fab fab-cart" to="/cart" aria-label={count > 0 ? `${t('Your cart')}: ${itemCount(count, t)}` : t('Your cart')}>
        <CartIcon />
        {count > 0 && (
          <span className="fab-cart-count" aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
      <a
        className="fab fab-whatsapp"
        href={whatsappLink(business.whatsapp, t(WHATSAPP_HELLO))}
        aria-label={t(WHATSAPP_LABEL, { phone: displayPhone(business.whatsapp) })}
      >
        <WhatsAppIcon />
      </a>
      <a className="fab fab-phone" href={telLink(business.phone)} aria-label={t(CALL_LABEL, { phone: displayPhone(business.phone) })}>
        <PhoneIcon />
      </a>
      <Link className="fab fab-form" to="/contactForm" aria-label={t('Enquiry form')}>
        <FormIcon />
      </Link>
    </div>
  );
}
