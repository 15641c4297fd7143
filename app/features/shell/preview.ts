// The owner's preview of a draft on the real page: `?preview=1` shows the page's draft document
// instead of the published one, but only to a request carrying a valid admin session. The page cache
// never keeps a request that carries the admin cookie (server/modules/page-cache), so a draft never
// reaches a visitor; anyone else asking for ?preview=1 gets the published page. A preview is answered
// with Cache-Control: no-store (no browser, proxy or service worker keeps it) and says noindex (the
// route's meta reads `preview`).
import { type MiddlewareFunction, type RouterContextProvider, createContext } from 'react-router';
import type { ContentDocs, ContentPage } from '../../../shared/content.ts';
import { servicesContext } from '../../context.ts';

export const PREVIEW_PARAM = 'preview';

/** This request is the signed-in owner's preview: set by previewMiddleware, read by pageContent. */
const previewContext = createContext(false);

/** The middleware of a page showing an owner's document: checks the session once, and keeps a preview out of every cache. */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const asked = new URL(request.url).searchParams.get(PREVIEW_PARAM) === '1';
  if (!asked || !(await context.get(servicesContext).auth.sessionFromCookieHeader(request.headers.get('cookie')))) return next();
  context.set(previewContext, true);
  const res = await next();
  res.headers.set('Cache-Control', 'no-store');
  return res;
};

/** The page's document as this request may see it: the draft for the owner's preview, otherwise the published one. */
export async function pageContent<P extends ContentPage>(
  context: Readonly<RouterContextProvider>,
  page: P,
): Promise<{ doc: ContentDocs[P]; preview: boolean }> {
  const { content } = context.get(servicesContext);
  if (context.get(previewContext)) return { doc: await content.draft(page), preview: true };
  return { doc: await content.published(page), preview: false };
}
