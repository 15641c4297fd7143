// The pathless layout of the storefront's pages (catalogue, info and business pages, the forms and the
// order request): their stylesheet, inlined once here, and the error screen of any of them that fails
// without one of its own, titled by the meta below. The home page and the cart are outside it: the
// home page's first screen needs only the global stylesheet, and the cart brings its own.
import { Outlet } from 'react-router';
import { PageError } from '../features/shell/page-error.tsx';
import { PageStyles } from '../features/shell/page-styles.tsx';
import { errorMeta } from '../features/shell/seo.ts';
import type { Route } from './+types/storefront';

/** Only an error caught here reaches this meta: each page names itself otherwise. */
export function meta({ error, matches }: Route.MetaArgs) {
  return error ? errorMeta(error, matches) : [];
}

export default function Storefront() {
  return (
    <>
      <PageStyles />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <PageStyles />
      <PageError error={error} />
    </>
  );
}
