// Calling a page's loader directly in an API test, with the app's services in the load context as the
// server gives them, and reading what it answered.
import { RouterContextProvider } from 'react-router';
import { servicesContext } from '../../app/context.ts';
import type { AppServices } from '../../server/services.ts';

/** A loader's arguments for `url` (path and query) with these route params and services. */
export function loaderArgs(services: AppServices, url: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider(new Map([[servicesContext, services]]) as never);
  return { request: new Request(`http://internal.test${url}`), params, context } as never;
}

/** What a loader answered: data() may carry a status; without one, or a plain object, is a 200. */
export function loaderAnswer<T>(r: unknown): { status: number; data: T } {
  if (r && typeof r === 'object' && 'init' in r && 'data' in r)
    return { status: (r as { init: { status?: number } | null }).init?.status ?? 200, data: (r as { data: T }).data };
  return { status: 200, data: r as T };
}
