// Products by spreadsheet in Chromium on the real built server, on a 360 px phone: sign in, open
// /admin/viewproduct, export the CSV, change two products in it, check the file (the preview shows
// 2 to update and writes nothing), confirm with the progress bar showing, and find the changes on
// the products' pages. axe finds no violation on the page or the preview.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, signIn, chromiumForFile, waitingForHydration } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

const stamp = Date.now().toString(36);
let exported = '';
let rows: Record<string, string>[] = [];
let changed: { id: string; category: string; title: string; price: string }[] = [];

beforeAll(async () => {
  // The import is held back by page.route, which never sees what passes through a service worker.
  page = await chromium.pageForFile({ acceptDownloads: true, serviceWorkers: 'block' });
});

const axe = () => expectAccessible(page);

const notice = () => page.locator('.product-sheet [role="alert"]');

describe('products by spreadsheet at 360 px', () => {
  it('signs in and finds the spreadsheet part of /admin/viewproduct', async () => {
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/admin/viewproduct`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Products by spreadsheet' }).isVisible()).toBe(true);
    expect(await page.getByLabel('CSV file to import').getAttribute('accept')).toBe('.csv,text/csv');
    expect(await page.getByLabel('Pictures (optional)').getAttribute('accept')).toBe('.zip,application/zip');
    await axe();
  });

  it('exports every product as a UTF-8 CSV with a BOM', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gubbara-products-\d{4}-\d{2}-\d{2}\.csv$/);
    exported = fs.readFileSync((await download.path())!, 'utf8');
    expect(exported.charCodeAt(0)).toBe(0xfeff);
    rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    const all = (await (await page.context().request.get(`${baseUrl}/api/admin/viewproduct`)).json()) as unknown[];
    expect(rows).toHaveLength(all.length);
  });

  it('checks a changed file: the preview shows 2 to update, and nothing is written yet', async () => {
    const [a, b] = rows.filter((r) => r.image !== '');
    a!.title = `Sheet Edited Arch ${stamp}`;
    b!.price = String(Number(b!.price) + 1234);
    changed = [a!, b!].map((r) => ({ id: r.id!, category: r.category!, title: r.title!, price: r.price! }));
    const columns = Object.keys(rows[0]!);
    const file = '\uFEFF' + stringify(rows, { header: true, columns, record_delimiter: '\r\n' });
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect
      .poll(() => notice().textContent())
      .toBe(`0 new products, 2 to update, ${(rows.length - 2).toLocaleString('en-IN')} unchanged. Nothing has changed yet.`);
    const table = page.getByRole('table', { name: 'Changes' });
    const cells = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    const rowOf = (id: string) => String(rows.findIndex((r) => r.id === id) + 2);
    expect(cells).toEqual([
      [rowOf(changed[0]!.id), `Update #${changed[0]!.id}`, changed[0]!.title, 'title'],
      [rowOf(changed[1]!.id), `Update #${changed[1]!.id}`, changed[1]!.title, 'price'],
    ]);
    const stored = (await (await page.context().request.get(`${baseUrl}/api/home/product/${changed[0]!.id}`)).json()) as { title: string };
    expect(stored.title).not.toBe(changed[0]!.title);
    await axe();
  });

  it('imports on confirmation with a progress bar, and the products’ pages show the change', async () => {
    // Held back a little on its way, so the bar can be seen while the import runs.
    await page.route('**/api/admin/products/import', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import 2 changes' }).click();
    await expect.poll(() => page.getByRole('progressbar', { name: 'Importing…' }).isVisible()).toBe(true);
    await expect.poll(() => notice().textContent(), { timeout: 20_000 }).toBe(`Imported: 0 new products, 2 updated, ${rows.length - 2} unchanged`);
    await page.unroute('**/api/admin/products/import');
    expect(await page.getByRole('button', { name: 'Import 2 changes' }).count()).toBe(0);
    await axe();

    const visitor = waitingForHydration(await page.context().newPage());
    await visitor.goto(`${baseUrl}/product-detail?id=${changed[0]!.id}&category=${changed[0]!.category}`);
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(changed[0]!.title);
    await visitor.goto(`${baseUrl}/product-detail?id=${changed[1]!.id}&category=${changed[1]!.category}`);
    const price = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(Number(changed[1]!.price));
    await expect.poll(() => visitor.locator('main').textContent()).toContain(price);
    await visitor.close();
  });
});
