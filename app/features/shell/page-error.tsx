// The branded error screen, never a blank page and always with a way home: inside the site's layout
// (header and footer stay) for a page that failed, or framed by the root when the root itself failed.
import { isRouteErrorResponse } from 'react-router';
import { LocalLink as Link, useT } from './i18n.tsx';

/** A script chunk that failed to load (a new version was deployed, or the network dropped). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(message);
}

export interface ErrorText {
  title: string;
  text: string;
  /** A part of the site did not load: reloading is what helps. */
  reload: boolean;
}

/** What an error screen says: not found (in the page's own words), a part of the site that did not load, or anything else. */
export function errorText(error: unknown, notFound = { title: 'Page not found', text: 'We could not find that page.' }): ErrorText {
  if (isRouteErrorResponse(error) && error.status === 404) return { ...notFound, reload: false };
  if (isChunkLoadError(error))
    return {
      title: 'Please reload the page',
      text: 'Part of the site could not be loaded, perhaps because of a weak connection or a new version of the site. Reloading usually fixes it.',
      reload: true,
    };
  return { title: 'Something went wrong', text: 'Sorry, this page could not be shown. Please try again in a moment.', reload: false };
}

/** The screen's heading, text and buttons; `reloadDocument` when the app around it cannot be trusted to navigate. */
export function ErrorContent({ shown, reloadDocument = false }: { shown: ErrorText; reloadDocument?: boolean }) {
  const t = useT();
  return (
    <>
      <h1>{t(shown.title)}</h1>
      <p>{t(shown.text)}</p>
      <p className="error-actions">
        {shown.reload && (
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {t('Reload')}
          </button>
        )}
        <Link className="btn" to="/" reloadDocument={reloadDocument}>
          {t('Go to Homepage')}
        </Link>
      </p>
    </>
  );
}

export function PageError({
  error,
  notFoundTitle = 'Page not found',
  notFoundText = 'We could not find that page.',
}: {
  error: unknown;
  notFoundTitle?: string;
  notFoundText?: string;
}) {
  const shown = errorText(error, { title: notFoundTitle, text: notFoundText });
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <div className="error-page">
      <ErrorContent shown={shown} />
    </div>
  );
}
