// /contact: address, support e-mail, WhatsApp and phone with +91, and a map loaded on request.
import { ContactPage } from '../features/pages/contact.tsx';
import { CONTACT } from '../features/pages/content.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ matches, title: 'Contact Us | Gubbara', description: CONTACT.description, path: PAGE_PATHS.contact, origin: originFrom(matches) });
}

export default function Contact() {
  return <ContactPage />;
}
