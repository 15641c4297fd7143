// /contact: address, support e-mail, WhatsApp and phone with +91, and a map loaded on request.
import { EnquiryFormButton } from '../leads/enquiry-link.tsx';
import { displayPhone, mailtoLink, telLink, useBusiness, whatsappLink } from '../shell/business.ts';
import { CONTACT } from './content.ts';
import { MapOnRequest } from './map-on-request.tsx';
import { TextPage } from './text-page.tsx';
import { TitledSection } from '../shell/titled-section.tsx';
import { useT } from '../shell/i18n.tsx';

export function ContactPage() {
  const b = useBusiness();
  const t = useT();
  return (
    <TextPage title={t(CONTACT.title)}>
      <div className="contact-grid">
        <TitledSection id="reach-heading" title={t('Reach Us')}>
          <dl className="facts contact-facts">
            <dt>{t('Address')}</dt>
            <dd>
              <address>{b.address}</address>
            </dd>
            <dt>{t('Support e-mail')}</dt>
            <dd>
              <a href={mailtoLink(b.email)}>{b.email}</a>
            </dd>
            <dt>{t('WhatsApp')}</dt>
            <dd>
              <a href={whatsappLink(b.whatsapp)} target="_blank" rel="noopener noreferrer">
                {displayPhone(b.whatsapp)}
                <span className="visually-hidden">{` ${t('(opens WhatsApp in a new tab)')}`}</span>
              </a>
            </dd>
            <dt>{t('Phone')}</dt>
            <dd>
              <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>
            </dd>
            <dt>{t('Hours')}</dt>
            <dd>{b.openingHours}</dd>
          </dl>
          <EnquiryFormButton />
        </TitledSection>
        <TitledSection id="map-heading" title={t('Find Us')}>
          <MapOnRequest mapUrl={b.mapUrl} address={b.address} />
        </TitledSection>
      </div>
    </TextPage>
  );
}
