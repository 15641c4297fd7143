// Registers the service worker (app/sw/service-worker.ts) once the page has hydrated and the browser
// is idle, so that neither its script nor its precaching competes with the page's own first load.
import { SERVICE_WORKER_PATH } from '../../../shared/urls.ts';

export function registerServiceWorker(): void {
  // Vite's dev server builds no worker; and a browser without workers just has no offline pages.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': every check for a new deploy's worker asks the server, never the HTTP cache.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' }).catch(() => {
      // Refused (a private window, storage off): the site works as before, without offline pages.
    });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
