// The owner's system page in Chromium on the real built server, on a 360 px phone: sign in, open
// System from the admin menu, read the facts, press Back up now and see the new backup's time, then
// download it. axe finds no violation before or after the backup.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile, expectAccessible, openAdminMenu, signIn } from '../helpers/browser.ts';
import { indiaStamp, momentInWords } from '../../shared/dates.ts';
import { backupDownloadName } from '../../shared/system.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

beforeAll(async () => {
  page = await chromium.pageForFile({ acceptDownloads: true });
});

const axe = () => expectAccessible(page);

/** The value beside a term of the page's fact lists. */
const fact = (term: string) => page.locator('dl.system-facts > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The warning shown while nothing keeps the data safe. */
const UNPROTECTED =
  /^(There is no backup yet|No backup is newer than a day), and automatic backups are off\. To turn them on, set BACKUP_DIR to a folder for the backups and restart the server\.$/;
const warning = () => page.locator('p.admin-message.is-error', { hasText: 'automatic backups are off' });

describe('/admin/system at 360 px', () => {
  it('is refused without a session: /admin/system opens the login page', async () => {
    const res = await fetch(`${baseUrl}/admin/system`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin-login?next=%2Fadmin%2Fsystem');
  });

  it('signs in and opens System from the admin menu', async () => {
    await signIn(page, baseUrl);
    await (await openAdminMenu(page)).getByRole('link', { name: 'System' }).click();
    await page.waitForURL(`${baseUrl}/admin/system`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('System');
    expect(await (await openAdminMenu(page)).getByRole('link', { name: 'System' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the version, the database, the counts, mail alerts and the disk', async () => {
    const facts = (await (await page.context().request.get(`${baseUrl}/api/admin/system`)).json()) as {
      app: { version: string; commit: string };
      counts: { products: number; categories: number };
      disk: { path: string };
    };
    expect(await fact('Version').textContent()).toBe(facts.app.version);
    expect(await fact('Commit').textContent()).toBe(facts.app.commit === 'unknown' ? 'unknown' : facts.app.commit.slice(0, 12));
    expect(await fact('Kind').textContent()).toBe('SQLite');
    expect(await fact('Size').textContent()).toMatch(/^\d+\.\d (KB|MB|GB) \(of which \d+\.\d (KB|MB|GB) write-ahead log\)$/);
    expect(await fact('Products').textContent()).toBe(String(facts.counts.products));
    expect(await fact('Categories').textContent()).toBe(String(facts.counts.categories));
    // The e2e server sends alerts to a local SMTP server.
    expect(await fact('Alerts').textContent()).toBe('On');
    expect(await fact('Free').textContent()).toMatch(/^\d+\.\d (KB|MB|GB) of \d+\.\d (KB|MB|GB)$/);
    // Server paths only inside the closed "Details" disclosure.
    const details = page.locator('details.system-details');
    expect(await details.getAttribute('open')).toBeNull();
    expect(
      await page
        .locator('main')
        .evaluate((m, p) => [...m.querySelectorAll('dd')].filter((dd) => dd.textContent!.includes(p) && !dd.closest('details')).length, facts.disk.path),
    ).toBe(0);
    await details.locator('summary').click();
    expect(await fact('Disk checked at').textContent()).toBe(facts.disk.path);
    await details.locator('summary').click();
    await expect.poll(() => page.getByRole('list', { name: 'Leads by status' }).getByRole('listitem').count()).toBe(7);
    await axe();
  });

  it('warns in red, saying how to turn automatic backups on, while no backup is newer than a day', async () => {
    const facts = (await (await page.context().request.get(`${baseUrl}/api/admin/system`)).json()) as {
      backups: { automatic: boolean; latest: { time: string } | null };
    };
    expect(facts.backups.automatic).toBe(false);
    const stale = facts.backups.latest === null || Date.now() - new Date(facts.backups.latest.time).getTime() > 24 * 3600_000;
    expect(stale).toBe(true);
    expect(await warning().textContent()).toMatch(UNPROTECTED);
    expect(await warning().evaluate((p) => getComputedStyle(p).color)).toBe('rgb(127, 29, 29)');
  });

  it('backs up now: the message names the file and Last backup shows its time in India time', async () => {
    const before = await fact('Last backup').textContent();
    const button = page.getByRole('button', { name: 'Back up now' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.textContent()) ?? '';
    expect(message).toMatch(/^Backup written: gubbara-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db \(\d+\.\d (KB|MB)\) in \d+\.\d\d s$/);
    const file = /gubbara-[^ ]+\.db/.exec(message)![0];

    const latest = ((await (await page.context().request.get(`${baseUrl}/api/admin/system`)).json()) as { backups: { latest: { file: string; time: string } } })
      .backups.latest;
    expect(latest.file).toBe(file);
    await expect.poll(() => fact('Last backup').textContent()).toMatch(new RegExp(`^${escaped(momentInWords(latest.time))} India time \\(`));
    expect(await fact('Last backup').textContent()).not.toBe(before);
    expect(await fact('Latest backup file').textContent()).toBe(file);
    expect(await warning().count()).toBe(0);
    expect(await button.isEnabled()).toBe(true);
    await axe();
  });

  it('downloads that backup as a SQLite file', async () => {
    const link = page.getByRole('link', { name: 'Download the latest backup' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const latest = (
      (await (await page.context().request.get(`${baseUrl}/api/admin/system`)).json()) as { backups: { latest: { file: string; bytes: number } } }
    ).backups.latest as { file: string; bytes: number; time: string };
    expect(download.suggestedFilename()).toBe(backupDownloadName(latest.file, latest.time));
    expect(download.suggestedFilename()).toBe(`gubbara-backup-${indiaStamp(latest.time).replace(' ', '-').replace(':', '')}-india-time.db`);
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBe(latest.bytes);
    expect(fs.readFileSync(saved).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  });
});
