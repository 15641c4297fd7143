import { type ShouldRevalidateFunctionArgs, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import { THEME_COLOUR } from '../shared/constants.ts';
import { WEB_MANIFEST_PATH } from '../shared/urls.ts';
import { servicesContext } from './context.ts';
import { registerServiceWorker } from './features/shell/service-worker-client.ts';
import { FloatingContact } from './features/shell/floating-contact.tsx';
import { outboxWaiting } from './features/leads/outbox-flag.ts';
import { ErrorContent, errorText } from './features/shell/page-error.tsx';
import { SiteFooter } from './features/shell/site-footer.tsx';
import { SiteHeader } from './features/shell/site-header.tsx';
import { HINDI_MESSAGES } from './features/shell/messages.hi.server.ts';
import { useT } from './features/shell/i18n.tsx';
import { HindiFont } from './features/shell/hindi-font.tsx';
import { localeOfPath, requestLocale } from '../shared/locale.ts';
import { categoryName } from '../shared/locale-text.ts';
// The global stylesheet is inlined into <head>: one render-blocking round trip fewer on a slow phone.
import appCss from './features/shell/app.css?inline';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, config, settings } = context.get(servicesContext);
  const [categories, business] = await Promise.all([catalog.listCategories(true), settings.business()]);
  const locale = requestLocale(request);
  return {
    // The menu and the category lists name each category in the page's language (its Hindi name when the owner gave one).
    categories: locale === 'hi' ? categories.map((c) => ({ ...c, name: categoryName(c, locale) })) : categories,
    business,
    locale,
    /** The Hindi interface texts, sent to Hindi pages only (app/features/shell/i18n.tsx). */
    messages: locale === 'hi' ? HINDI_MESSAGES : null,
    /** Public origin for canonical URLs and link previews (configured, never the request's Host). */
    origin: config.baseUrl,
  };
}

/** The root's data (the language's messages) is read again when a navigation crosses languages. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  // Marks the page once React has taken it over (every handler attached). Public pages load their
  // scripts after the first paint, so this comes some time after the browser's load event; browser
  // tests wait for it before they click what only a script handles.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    registerServiceWorker();
    // A form kept on the phone while offline is sent on the next visit: the outbox's code loads only then.
    if (outboxWaiting())
      void import('./features/leads/outbox.ts').then(
        (m) => m.watchOnline(),
        () => undefined,
      );
  }, []);
  return (
    <html lang={locale === 'hi' ? 'hi' : 'en-IN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <style dangerouslySetInnerHTML={{ __html: appCss }} />
        {locale === 'hi' && <HindiFont />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

type RootData = Route.ComponentProps['loaderData'];

/** The last root data seen in this browser, so an error page keeps the header when the root loader failed too. */
let lastRootData: RootData | undefined;

/** The owner's pages (and their sign-in): no contact buttons for visitors (admin.css makes the header compact). */
const ADMIN_PATH = /^\/admin(-login)?(\/|$)/;

export default function App({ loaderData }: Route.ComponentProps) {
  const admin = ADMIN_PATH.test(useLocation().pathname);
  const t = useT();
  useEffect(() => {
    lastRootData = loaderData;
  }, [loaderData]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <SiteHeader categories={loaderData.categories} business={loaderData.business} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter business={loaderData.business} />
      {!admin && <FloatingContact business={loaderData.business} />}
    </>
  );
}

/** The branded error page when the root failed too: the last header seen, or a plain one. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = (useRouteLoaderData('root') as RootData | undefined) ?? lastRootData;
  const shown = errorText(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      {root ? (
        <SiteHeader categories={root.categories} business={root.business} />
      ) : (
        <header className="site-header">
          <div className="header-main">
            <a href="/" className="brand">
              <img src="/favicon.svg" alt="" width="32" height="32" />
              <span>Gubbara</span>
            </a>
          </div>
        </header>
      )}
      <main id="main" className="error-page">
        <title>{`${shown.title} | Gubbara`}</title>
        <ErrorContent shown={shown} reloadDocument />
      </main>
      {root && <SiteFooter business={root.business} />}
    </>
  );
}
