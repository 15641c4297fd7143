// The owner's look under the bonnet: the version running, the database's size and contents, the last
// backup with "Back up now" and a download of the newest one, whether alert e-mails are getting out, and
// free disk.
import { useRevalidator } from 'react-router';
import { formatBytes } from '../../../shared/bytes.ts';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../../shared/leads.ts';
import { type SystemFacts as Facts, backupDownloadName } from '../../../shared/system.ts';
import { momentInWords } from '../../../shared/dates.ts';
import { api } from '../shell/api-client.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { useAdminAction } from './forms.ts';
import { NoticeLine } from './parts.tsx';

/** A backup copies the whole database before the server answers: a large one takes minutes. */
const BACKUP_TIMEOUT_MS = 15 * 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Below this much free space (or a tenth of the disk) the page warns: backups and the database grow. */
const LOW_DISK_BYTES = 1024 * 1024 * 1024;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SystemFacts({ facts: f, now }: { facts: Facts; now: string }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();

  function backUp() {
    void run(() => api('/api/admin/system/backup', { method: 'POST', timeoutMs: BACKUP_TIMEOUT_MS }), {
      failure: 'Backup failed',
      unreachable: 'Backup failed: the site could not be reached',
      then: (res) => res.status !== 0 && revalidator.revalidate(),
    });
  }

  const latest = f.backups.latest;
  const backupAgeMs = latest ? new Date(now).getTime() - new Date(latest.time).getTime() : null;
  // Nothing keeps the shop's data safe: no copy from the last day, and none on its way.
  const unprotected = !f.backups.automatic && (backupAgeMs === null || backupAgeMs > DAY_MS);
  const lowDisk = f.disk.freeBytes !== null && f.disk.totalBytes !== null && (f.disk.freeBytes < LOW_DISK_BYTES || f.disk.freeBytes < f.disk.totalBytes / 10);

  return (
    <section aria-labelledby="system-title" className="system-page">
      <h1 id="system-title">System</h1>

      <h2 id="backups-title">Backups</h2>
      <NoticeLine notice={notice} />
      <dl className="system-facts">
        <Fact term="Last backup">
          {latest ? (
            <>
              {momentInWords(latest.time)} India time ({formatBytes(latest.bytes)})
            </>
          ) : (
            'No backup yet'
          )}
        </Fact>
        <Fact term="Backups kept">
          {f.backups.count}
          {f.backups.keep !== null ? ` (the newest ${f.backups.keep} are kept)` : ''}
        </Fact>
        <Fact term="Automatic backups">
          {f.backups.automatic
            ? 'Daily'
            : f.database.kind === 'sqlite'
              ? 'Off: set BACKUP_DIR to have the server back up daily'
              : 'Not made by the server on PostgreSQL: run npm run db:backup daily from cron'}
        </Fact>
      </dl>
      {unprotected && (
        <p className="admin-message is-error">
          {latest ? 'No backup is newer than a day' : 'There is no backup yet'}, and automatic backups are off.{' '}
          {f.database.kind === 'sqlite'
            ? 'To turn them on, set BACKUP_DIR to a folder for the backups and restart the server.'
            : 'To turn them on, run npm run db:backup daily from cron.'}
        </p>
      )}
      {!unprotected && backupAgeMs !== null && backupAgeMs > 2 * DAY_MS && (
        <p className="admin-message is-error">The newest backup is {Math.floor(backupAgeMs / DAY_MS)} days old.</p>
      )}
      <p className="field-hint">A backup on this server does not survive this server’s disk: copy the backups elsewhere too.</p>
      <div className="form-actions">
        <button type="button" className="btn" disabled={!hydrated || busy} onClick={backUp}>
          {busy ? 'Backing up…' : 'Back up now'}
        </button>
        {latest && (
          <a className="btn btn-secondary" href="/api/admin/system/backup/latest" download={backupDownloadName(latest.file, latest.time)}>
            Download the latest backup
          </a>
        )}
      </div>

      <h2 id="database-title">Database</h2>
      <dl className="system-facts">
        <Fact term="Kind">{f.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}</Fact>
        <Fact term="Size">
          {formatBytes(f.database.bytes)}
          {f.database.walBytes !== null && ` (of which ${formatBytes(f.database.walBytes)} write-ahead log)`}
        </Fact>
        <Fact term="Latest migration">{f.database.latestMigration ?? 'none'}</Fact>
        <Fact term="Products">{f.counts.products}</Fact>
        <Fact term="Categories">{f.counts.categories}</Fact>
        <Fact term="Carts">{f.counts.carts}</Fact>
      </dl>
      <h3 id="leads-by-status">Leads by status</h3>
      <ul className="admin-stats" aria-labelledby="leads-by-status">
        {LEAD_STATUSES.map((s) => (
          <li key={s}>
            <strong>{f.counts.leads[s]}</strong> {LEAD_STATUS_LABELS[s].toLowerCase()}
          </li>
        ))}
      </ul>

      <h2 id="mail-title">Mail alerts</h2>
      <dl className="system-facts">
        <Fact term="Alerts">{f.mail.enabled ? 'On' : 'Off: set SMTP_URL and NOTIFY_EMAIL'}</Fact>
        <Fact term="Waiting to be sent">{f.mail.queued}</Fact>
        <Fact term="Given up">{f.mail.failed}</Fact>
        <Fact term="Sent">{f.mail.sent}</Fact>
        <Fact term="Last error">{f.mail.lastError ?? 'none'}</Fact>
      </dl>

      <h2 id="disk-title">Disk</h2>
      <dl className="system-facts">
        <Fact term="Free">
          {f.disk.freeBytes === null || f.disk.totalBytes === null ? 'cannot be read' : `${formatBytes(f.disk.freeBytes)} of ${formatBytes(f.disk.totalBytes)}`}
        </Fact>
      </dl>
      {lowDisk && <p className="admin-message is-error">The disk is nearly full: remove old files or give the server more space.</p>}

      <h2 id="version-title">Version</h2>
      <dl className="system-facts">
        <Fact term="Version">{f.app.version}</Fact>
        <Fact term="Commit">{f.app.commit === 'unknown' ? 'unknown' : <code title={f.app.commit}>{f.app.commit.slice(0, 12)}</code>}</Fact>
        <Fact term="Node.js">{f.app.node}</Fact>
        <Fact term="Running since">{momentInWords(f.app.startedAt)} India time</Fact>
      </dl>

      <details className="system-details">
        <summary>Details</summary>
        <dl className="system-facts">
          <Fact term="Backup folder">{f.backups.dir}</Fact>
          <Fact term="Latest backup file">{latest ? latest.file : 'none'}</Fact>
          <Fact term="Disk checked at">{f.disk.path}</Fact>
        </dl>
      </details>
    </section>
  );
}
