// Any other address: the home page, so a wrong link still lands somewhere useful, answered with HTTP
// status 404 so crawlers do not take the address for a page, and with a line on top that says so, so a
// visitor who mistyped knows the page they wanted is not this one. A 404 is never kept in the page
// cache (made-up addresses are endless), so the line always names the address asked for.
import { data } from 'react-router';
import { HomePage, loadHome } from '../features/home/home-page.tsx';
import { cutText } from '../../shared/text.ts';
import { unlistedMeta } from '../features/shell/seo.ts';
import { useT } from '../features/shell/i18n.tsx';
import { fill } from '../features/shell/fill.tsx';
import type { Route } from './+types/not-found';

/** An address as the visitor typed it, decoded where it can be and cut so a long one cannot push the page down. */
function shownPath(url: string): string {
  const path = new URL(url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken %-escape: show it as it came.
  }
  return cutText(decoded, 80);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedMeta(matches, 'Page not found | Gubbara');
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // Never the owner's preview: no middleware here asks for one.
  const { products, total, sections } = await loadHome(context, request);
  return data({ products, total, sections, missing: shownPath(request.url) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <p className="not-found-line">{fill(t("We couldn't find {missing} — here is our home page."), { missing: <strong>{loaderData.missing}</strong> })}</p>
      <HomePage products={loaderData.products} total={loaderData.total} sections={loaderData.sections} />
    </>
  );
}
