// Installable and quick offline, in Chromium on the real built server: the manifest Chromium reads
// (its icons fetched at their sizes), the service worker active and controlling the page, a page
// visited once opening offline with its scripts, the offline page for one never visited, nothing of
// the admin area, the cart or the API kept, and a new deploy's worker taking over on the next visit.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type BuiltServer, buildDir, startBuiltServer } from '../../scripts/lib/built-server.ts';
import { injectServiceWorker } from '../../scripts/lib/service-worker.ts';
import { precompressDir } from '../../server/precompress.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../helpers/browser.ts';
import { owner, ownerCookie } from '../helpers/e2e-server.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

/** A phone's page in a context of its own (its own worker and caches), closed when the test ends. */
const contexts: BrowserContext[] = [];
async function freshPage(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: PHONE });
  contexts.push(context);
  const page = await context.newPage();
  // Two cores shared by many: installing the worker (fetching every precached file) can take a while.
  page.setDefaultTimeout(90_000);
  return page;
}
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Opens `url` and waits until the service worker controls the page (registered after hydration, then claimed). */
async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths (with their query) kept in one of the worker's caches. */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => {
      const u = new URL(r.url);
      return u.pathname + u.search;
    });
  }, cacheName);
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', { timeout: 300_000 }, () => {
  it('is linked from the page, read by Chromium without an error, named after the business, with its icons at their sizes', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    const settings = (await (await fetch(`${baseUrl}/api/admin/settings`, { headers: { cookie: await ownerCookie(baseUrl) } })).json()) as { name: string };
    expect(manifest).toMatchObject({
      name: settings.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b3123f',
      background_color: '#ffffff',
    });
    expect(typeof manifest.short_name === 'string' && manifest.short_name.length > 0 && manifest.short_name.length <= 12).toBe(true);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const r = await fetch(baseUrl + icon.src);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type'), icon.src).toBe(icon.type);
      expect(pngSize(Buffer.from(await r.arrayBuffer())), icon.src).toBe(icon.sizes);
    }

    // Chromium's own reading of it: no parse error, and nothing in the way of installing the site
    // once the service worker controls the page.
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(read.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(read.errors.map((e) => e.message)).toEqual([]);
    await openControlled(page, `${baseUrl}/`);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test's browser context is a private window, where Chromium never offers to install.
    expect(installable.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

describe('the service worker', { timeout: 300_000 }, () => {
  it('is served from the root for the whole site, always revalidated, under a policy of its own', async () => {
    const res = await fetch(`${baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    const page = await fetch(`${baseUrl}/about`);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('is active and controls the page once it has hydrated', async () => {
    const page = await freshPage();
    await openControlled(page, `${baseUrl}/`);
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { state: registration.active?.state, scope: registration.scope, script: navigator.serviceWorker.controller?.scriptURL };
      });
    // The worker claims the page while it is still 'activating' (clientsClaim runs in its activate
    // step), so the page may be controlled a moment before the state reads 'activated'.
    await expect.poll(worker, { timeout: 20_000 }).toEqual({ state: 'activated', scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });
  });

  it('opens a page visited once offline, hydrated from the precached scripts, with its pictures', async () => {
    const page = await freshPage();
    await openControlled(page, `${baseUrl}/`);
    const products = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number; category: string; title: string }[];
    const p = products[0]!;
    const productPath = `/product-detail?id=${p.id}&category=${p.category}`;
    await page.goto(baseUrl + productPath);
    await hydrated(page);
    await expect.poll(() => cachedPaths(page, 'pages'), { timeout: 20_000 }).toContain(productPath);
    await expect
      .poll(async () => (await cachedPaths(page, 'pictures')).some((u) => u.startsWith('/api/admin/uploads/product?filename=')), { timeout: 20_000 })
      .toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(p.title);
    // Its main picture drawn from the worker's cache.
    const picture = page.locator('img[src^="/api/admin/uploads/product"], img[srcset*="/api/admin/uploads/product"]').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    await page.context().setOffline(false);
  });

  it('shows the offline page for a page never visited, and it passes axe on a phone and a laptop', async () => {
    const page = await freshPage();
    await openControlled(page, `${baseUrl}/`);
    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/contact`);
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expect(await page.title()).toBe('You are offline | Gubbara');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
    expect(await page.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    await page.context().setOffline(false);
  });

  it('keeps nothing of the admin area, the cart, the order page or the API, and shows the offline page for them offline', async () => {
    const page = await freshPage();
    await openControlled(page, `${baseUrl}/`);
    // The home page again, now through the worker (kept); a visitor's cart: an API write, then the
    // cart and order pages.
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => page.locator('.cart-link .cart-badge').textContent(), { timeout: 20_000 }).toBe('1');
    for (const path of ['/cart', '/buy']) {
      await page.goto(baseUrl + path);
      await hydrated(page);
    }
    // The owner, signed in, on the admin pages and on a public page (rendered for the owner, not kept).
    const login = await page.context().request.post(`${baseUrl}/api/login`, { data: owner() });
    expect(login.status()).toBe(200);
    await page.goto(`${baseUrl}/admin/orders`);
    await hydrated(page);
    await page.goto(`${baseUrl}/privacy`);
    await hydrated(page);

    const pages = await cachedPaths(page, 'pages');
    expect(pages).toContain('/');
    expect(pages.filter((u) => /^\/(admin|cart|buy|privacy|api)/.test(u))).toEqual([]);
    const everyCache = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) all.push(new URL(r.url).pathname);
      return all;
    });
    expect(everyCache.filter((u) => u.startsWith('/api/') && !u.startsWith('/api/admin/uploads'))).toEqual([]);

    await page.context().setOffline(true);
    for (const path of ['/admin/orders', '/cart']) {
      await page.goto(baseUrl + path);
      expect(await page.title(), path).toBe('You are offline | Gubbara');
    }
    await page.context().setOffline(false);
  });
});

describe('a new deploy', { timeout: 300_000 }, () => {
  let second: BuiltServer | undefined;
  let copy: string | undefined;
  afterAll(async () => {
    await second?.stop();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('takes over on the next visit: the new worker controls the page and serves the new files', async () => {
    // A server of its own on a copy of the build, so the deploy touches no other test's files.
    // Beside the build, where the server's packages resolve (ignored by git as build-*).
    copy = fs.mkdtempSync(`${path.resolve(buildDir)}-deploy-`);
    fs.cpSync(buildDir, copy, { recursive: true });
    second = await startBuiltServer({ env: { BUILD_DIR: copy, SEED_DEMO: 'false' }, logFile: path.join(copy, 'server.log') });
    const page = await freshPage();
    await openControlled(page, `${second.url}/`);
    const offlinePage = () => page.evaluate(async () => (await fetch('/offline.html')).text());
    // Unique to this run, so no earlier build can already hold it.
    const marker = `<!-- deploy ${Date.now()} -->`;
    const served = async () => (await fetch(`${second!.url}/sw.js`, { headers: { 'accept-encoding': 'br' } })).text();
    const before = await served();
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(await offlinePage()).not.toContain(marker);

    // The deploy: a changed file, and the worker built again with its new revision.
    const offlineFile = path.join(copy, 'client', 'offline.html');
    fs.writeFileSync(offlineFile, fs.readFileSync(offlineFile, 'utf8').replace('</body>', `${marker}</body>`));
    await injectServiceWorker(copy);
    await precompressDir(path.join(copy, 'client'));
    const after = await served();
    expect(after).not.toBe(before);
    // Until the visitor comes back, the old worker's files are what the page gets.
    expect(await offlinePage()).not.toContain(marker);

    // The next visit: the browser finds the new worker, which takes over without waiting for the
    // old one's pages to close, and answers with the new deploy's files.
    await page.goto(`${second.url}/`);
    await hydrated(page);
    // The visit asks the browser to look for a new worker; on a busy machine that look can come late,
    // so the poll asks again as a page's own update() would. Taking over once found is the worker's part.
    const offlineAfterUpdate = () =>
      page.evaluate(async () => {
        const w = window as unknown as { lastUpdateError?: string };
        await (await navigator.serviceWorker.getRegistration())?.update().catch((e: unknown) => (w.lastUpdateError = String(e)));
        return (await fetch('/offline.html')).text();
      });
    try {
      await expect.poll(offlineAfterUpdate, { timeout: 120_000, interval: 1000 }).toContain(marker);
    } catch (err) {
      // What the browser holds when the new worker has not taken over: which workers the registration
      // has and in what state, and which offline pages the precache keeps; then the server's own log.
      const state = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        const worker = (w: ServiceWorker | null | undefined) => (w ? w.state : null);
        const keys: string[] = [];
        for (const name of await caches.keys()) for (const k of await (await caches.open(name)).keys()) if (k.url.includes('offline')) keys.push(`${name} ${k.url}`);
        const lastUpdateError = (window as unknown as { lastUpdateError?: string }).lastUpdateError;
        return { installing: worker(r?.installing), waiting: worker(r?.waiting), active: worker(r?.active), controlled: navigator.serviceWorker.controller !== null, keys, lastUpdateError };
      });
      const log = fs.existsSync(path.join(copy, 'server.log')) ? fs.readFileSync(path.join(copy, 'server.log'), 'utf8').slice(-4000) : '';
      throw new Error(`${(err as Error).message}\nworker: ${JSON.stringify(state)}\nserved sw.js names offline.html as ${/offline\.html[^}]*/.exec(await served())?.[0]}\nserver log: ${log}`, { cause: err });
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  });
});
