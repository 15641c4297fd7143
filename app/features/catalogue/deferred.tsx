// Loading and error states of the catalogue pages: "Loading..." while the data comes, the error if it fails.
//
// The first visit is rendered on the server with its data. Later visits in the browser use a
// clientLoader that returns { pending: serverLoader() } without waiting, so the page appears at
// once with "Loading..." and fills in when the data arrives; a failed load shows its error.
import { type ReactNode, Suspense, useEffect } from 'react';
import { Await, isRouteErrorResponse, useAsyncError, useLocation } from 'react-router';

export interface Pending<T> {
  pending: Promise<T>;
}
export type MaybePending<T> = T | Pending<T>;

export function isPending<T>(d: MaybePending<T>): d is Pending<T> {
  return typeof d === 'object' && d !== null && 'pending' in d && d.pending instanceof Promise;
}

/** What a clientLoader returns: the server data as a promise, so navigation is not held up. */
export function deferServer<T>(serverLoader: () => Promise<T>): Pending<T> {
  const pending = serverLoader();
  // Rejections are shown by <Await errorElement>; keep them from being reported as unhandled.
  pending.catch(() => undefined);
  return { pending };
}

export function LoadingMessage() {
  return (
    <p className="page-status" role="status">
      Loading...
    </p>
  );
}

/** The message of whatever a loader threw: an error response's data or an Error's message. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

function DefaultAsyncError({ render }: { render: (message: string, error: unknown) => ReactNode }) {
  const error = useAsyncError();
  return <>{render(errorMessage(error), error)}</>;
}

/**
 * Renders the data: at once when the server sent it, else "Loading..." until the client load
 * resolves. One boundary per address, kept whichever way the data came: a new address shows
 * "Loading..." (navigations run in a transition, and React would otherwise keep showing the previous
 * page's content instead of the fallback), while a reload of the same address (a link to the page
 * itself) keeps what is on screen until the new data is in, instead of flashing "Loading..." over it.
 */
export function Deferred<T>({
  data,
  children,
  renderError = (message) => <ErrorMessage message={message} />,
}: {
  data: MaybePending<T>;
  children: (value: T) => ReactNode;
  renderError?: (message: string, error: unknown) => ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Suspense key={pathname + search} fallback={<LoadingMessage />}>
      <Await resolve={isPending(data) ? data.pending : data} errorElement={<DefaultAsyncError render={renderError} />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

export function ErrorMessage({ message }: { message: string }) {
  return (
    <p className="page-status page-error" role="alert">
      Error: {message}
    </p>
  );
}

/** After a client load, names the page in the tab (the route's meta only saw the pending data). */
export function useDocumentTitle(title: string, enabled: boolean): void {
  useEffect(() => {
    if (enabled) document.title = title;
  }, [title, enabled]);
}
