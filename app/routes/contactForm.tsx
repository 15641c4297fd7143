// /contactForm: the "Get Details" enquiry form, with a close icon back to the home page.
import { Link } from 'react-router';
import { ENQUIRY_FORM } from '../features/pages/content.ts';
import { EnquiryForm } from '../features/leads/enquiry-form.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/contactForm';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Get Details | Gubbara', description: ENQUIRY_FORM.description, path: '/contactForm', origin: originFrom(matches) });
}

export default function ContactForm() {
  return (
    <article className="form-page">
      <div className="form-card">
        <Link to="/" className="close-link" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Link>
        <h1>{ENQUIRY_FORM.title}</h1>
        <p>{ENQUIRY_FORM.description}</p>
        <EnquiryForm />
      </div>
    </article>
  );
}
