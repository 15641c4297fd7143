// The facts an operator checks first when something looks wrong, printed once at start by server/index.ts.
import { redactUrl } from './bootstrap.ts';
import type { Config } from './config.ts';

/** What an operator checks first when something looks wrong, printed once at start. */
export function startupFacts(config: Config, dialect: string): string[] {
  return [
    dialect === 'sqlite'
      ? `database: SQLite at ${config.sqlitePath} (data directory ${config.dataDir})`
      : `database: PostgreSQL at ${redactUrl(config.databaseUrl!)}`,
    config.publicBaseUrl
      ? `base URL: ${config.publicBaseUrl}`
      : `base URL: ${config.baseUrl} (PUBLIC_BASE_URL is not set: canonical URLs, the sitemap and the catalogues use this address; set it to the public one before going live)`,
    `mail alerts: ${config.smtpUrl && config.notifyEmail ? `on, to ${config.notifyEmail}` : 'off (set SMTP_URL and NOTIFY_EMAIL)'}`,
    `backups: ${
      !config.backupDir
        ? 'off (BACKUP_DIR unset; npm run db:backup makes one)'
        : dialect === 'sqlite'
          ? `daily into ${config.backupDir}, keeping ${config.backupKeep}`
          : `BACKUP_DIR is set but automatic backups are SQLite only: run npm run db:backup (pg_dump) from cron`
    }`,
    `access log: ${config.accessLog}, log level ${config.logLevel}`,
  ];
}
