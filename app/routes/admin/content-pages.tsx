// /admin/content/pages?page=: the info pages' rich text, one page at a time (About when none is named).
import { servicesContext } from '../../context.ts';
import { adminTitle } from '../../features/admin/admin-title.ts';
import { INFO_PAGES, PagesEditor, isInfoPageName } from '../../features/admin/pages-editor.tsx';
import type { ContentState, InfoDoc } from '../../../shared/content.ts';
import type { Route } from './+types/content-pages';

export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('page');
  const page = isInfoPageName(asked) ? asked : 'about';
  const services = context.get(servicesContext);
  const [state, history] = await Promise.all([services.content.get(page), services.content.history(page)]);
  return { page, state: state as ContentState<InfoDoc>, history };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return adminTitle(matches, `Page Texts: ${INFO_PAGES[loaderData?.page ?? 'about'].name}`);
}

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  return <PagesEditor page={loaderData.page} state={loaderData.state} history={loaderData.history} />;
}
