// The owner's preview of a draft on the real page: `?preview=1` shows the page's draft document
// instead of the published one, but only to a request carrying a valid admin session. The page cache
// never keeps a request that carries the admin cookie (server/modules/page-cache), so a draft never
// reaches a visitor; anyone else asking for ?preview=1 gets the published page. A preview says
// noindex (the route's meta reads `preview`).
import type { ContentDocs, ContentPage } from '../../../shared/content.ts';
import type { PageServices } from '../../../shared/services.ts';

export const PREVIEW_PARAM = 'preview';

/** The page's document as this request may see it: the draft for the owner's preview, otherwise the published one. */
export async function pageContent<P extends ContentPage>(
  services: PageServices,
  request: Request,
  page: P,
): Promise<{ doc: ContentDocs[P]; preview: boolean }> {
  const asked = new URL(request.url).searchParams.get(PREVIEW_PARAM) === '1';
  if (asked && (await services.auth.sessionFromCookieHeader(request.headers.get('cookie')))) return { doc: await services.content.draft(page), preview: true };
  return { doc: await services.content.published(page), preview: false };
}
