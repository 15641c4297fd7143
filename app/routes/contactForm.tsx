// /contactForm: the "Get Details" enquiry form, with a close icon back to the home page.
import { ENQUIRY_PAGE } from '../features/pages/content.ts';
import { EnquiryPage } from '../features/pages/enquiry.tsx';
import { originFrom, seo, localeFrom } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/contactForm';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ locale: localeFrom(matches), title: 'Get Details | Gubbara', description: ENQUIRY_PAGE.description, path: PAGE_PATHS.enquiryForm, origin: originFrom(matches) });
}

export default function ContactForm() {
  return <EnquiryPage />;
}
