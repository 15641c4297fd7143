// /contactForm: the "Get Details" enquiry form, with a close icon back to the home page. Its action takes
// the form as a plain post (before or without scripts) through the enquiry API; the loader gives the
// form its render-time key (the day it was rendered) and, once, the confirmation such a post was redirected to.
import { data } from 'react-router';
import { apiContext } from '../context.ts';
import { ENQUIRY_PAGE } from '../features/pages/content.ts';
import { EnquiryPage } from '../features/pages/enquiry.tsx';
import { ENQUIRY_POST } from '../features/leads/enquiry-form.tsx';
import { leadAction, leadPageHeaders, leadSent } from '../features/leads/lead-action.server.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { indiaToday } from '../../shared/leads.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/contactForm';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ matches, title: 'Get Details | Gubbara', description: ENQUIRY_PAGE.description, path: PAGE_PATHS.enquiryForm, origin: originFrom(matches) });
}

export async function loader({ request }: Route.LoaderArgs) {
  const flash = leadSent(request, ENQUIRY_POST);
  const page = { formKey: indiaToday(), sent: flash?.sent ?? null };
  return flash ? data(page, { headers: { 'Set-Cookie': flash.clear, 'Cache-Control': 'private, no-store' } }) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(request, context.get(apiContext), ENQUIRY_POST);
}

export const headers = leadPageHeaders;

export default function ContactForm({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryPage form={{ formKey: loaderData.formKey, sent: loaderData.sent, posted: actionData?.posted }} />;
}
