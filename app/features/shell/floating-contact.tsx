// The fixed WhatsApp, phone and enquiry-form buttons on every page.
import { Link } from 'react-router';
import type { BusinessInfo } from '../../../shared/services.ts';
import { displayPhone, telLink, whatsappLink } from './business.ts';
import { FormIcon, PhoneIcon, WhatsAppIcon } from './icons.tsx';

export function FloatingContact({ business }: { business: BusinessInfo }) {
  return (
    <div className="floating-contact">
      <a
        className="fab fab-whatsapp"
        href={whatsappLink(business.whatsapp, 'Hello, I would like to know more about your balloon decoration services.')}
        aria-label={`Chat on WhatsApp ${displayPhone(business.whatsapp)}`}
      >
        <WhatsAppIcon />
      </a>
      <a className="fab fab-phone" href={telLink(business.phone)} aria-label={`Call ${displayPhone(business.phone)}`}>
        <PhoneIcon />
      </a>
      <Link className="fab fab-form" to="/contactForm" aria-label="Enquiry form">
        <FormIcon />
      </Link>
    </div>
  );
}
