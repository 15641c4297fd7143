import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { servicesContext } from './context.ts';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import './styles/app.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  const categories = await catalog.listCategories(true);
  return {
    categories,
    business: config.business,
    /** Public origin for canonical URLs and link previews. */
    origin: config.publicBaseUrl ?? new URL(request.url).origin,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3123f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader categories={loaderData.categories} business={loaderData.business} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter business={loaderData.business} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main id="main" className="error-page">
      <title>{`${title} | Gubbara`}</title>
      <h1>{title}</h1>
      <p>{status === 404 ? 'We could not find that page.' : 'Sorry, this page could not be shown. Please try again in a moment.'}</p>
      <p>
        <a className="btn" href="/">
          Go to Homepage
        </a>
      </p>
    </main>
  );
}
