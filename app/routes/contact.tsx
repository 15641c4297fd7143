// /contact: address, support e-mail, WhatsApp and phone with +91, and a map loaded on request.
import { Link } from 'react-router';
import { CONTACT } from '../features/pages/content.ts';
import { MapOnRequest } from '../features/pages/map-on-request.tsx';
import { displayPhone, telLink, useBusiness, whatsappLink } from '../features/shell/business.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Contact Us | Gubbara', description: CONTACT.description, path: '/contact', origin: originFrom(matches) });
}

export default function Contact() {
  const b = useBusiness();
  return (
    <article className="text-page">
      <header className="page-header">
        <h1>{CONTACT.title}</h1>
      </header>
      <div className="contact-grid">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading">Reach Us</h2>
          <dl className="facts contact-facts">
            <dt>Address</dt>
            <dd>
              <address>{b.address}</address>
            </dd>
            <dt>Support e-mail</dt>
            <dd>
              <a href={`mailto:${b.email}`}>{b.email}</a>
            </dd>
            <dt>WhatsApp</dt>
            <dd>
              <a href={whatsappLink(b.whatsapp)} target="_blank" rel="noopener noreferrer">
                {displayPhone(b.whatsapp)}
                <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
              </a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>
            </dd>
            <dt>Hours</dt>
            <dd>{CONTACT.hours}</dd>
          </dl>
          <p>
            <Link className="btn" to="/contactForm">
              Enquiry Form
            </Link>
          </p>
        </section>
        <section aria-labelledby="map-heading">
          <h2 id="map-heading">Find Us</h2>
          <MapOnRequest mapUrl={b.mapUrl} address={b.address} />
        </section>
      </div>
    </article>
  );
}
