// /franchise: franchise information, the franchise terms (the owner's document) and the franchise form.
// ?preview=1 shows the owner the draft. Its action takes the form as a plain post (before or without
// scripts) through the franchise API; the loader gives the form its render-time key (the day it was rendered) and, once, the
// confirmation such a post was redirected to.
import { data } from 'react-router';
import { apiContext } from '../context.ts';
import { FRANCHISE_PAGE } from '../features/pages/content.ts';
import { FranchisePage } from '../features/pages/franchise.tsx';
import { FRANCHISE_POST } from '../features/leads/franchise-form.tsx';
import { leadAction, leadPageHeaders, leadSent } from '../features/leads/lead-action.server.ts';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { indiaToday } from '../../shared/leads.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/franchise';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ matches,
    title: 'Franchise Partner | Gubbara',
    description: FRANCHISE_PAGE.description,
    path: PAGE_PATHS.franchise,
    origin: originFrom(matches),
    noindex: loaderData?.preview === true,
  });
}

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { doc, preview } = await pageContent(context, 'franchise');
  const flash = leadSent(request, FRANCHISE_POST);
  const page = { body: doc.body, preview, formKey: indiaToday(), sent: flash?.sent ?? null };
  return flash ? data(page, { headers: { 'Set-Cookie': flash.clear, 'Cache-Control': 'private, no-store' } }) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(request, context.get(apiContext), FRANCHISE_POST);
}

export const headers = leadPageHeaders;

export default function Franchise({ loaderData, actionData }: Route.ComponentProps) {
  return <FranchisePage body={loaderData.body} form={{ formKey: loaderData.formKey, sent: loaderData.sent, posted: actionData?.posted }} />;
}
