// npm run db:backup -- [file]
//
// A consistent copy of the shop's database, safe while the site runs and takes orders. SQLite: VACUUM
// INTO, then PRAGMA integrity_check on the copy and its rows per table. PostgreSQL: pg_dump (custom
// format, for pg_restore). Without a file name the backup goes to BACKUP_DIR (older ones beyond
// BACKUP_KEEP removed) or, with BACKUP_DIR unset, to DATA_DIR/backups.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError, backupIntoDir, backupTo, describeBackup } from '../server/modules/backup/backup.service.ts';

// Backups hold customers' details and admin sessions: only the owner may read them.
process.umask(0o077);

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
  console.error('Usage: npm run db:backup -- [file]');
  process.exit(1);
}

try {
  const config = loadConfig();
  let report;
  let removed: string[] = [];
  if (args[0]) {
    const file = path.resolve(args[0]);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    report = await backupTo(config, file);
  } else {
    ({ report, removed } = await backupIntoDir(config));
  }
  console.log(`backup written: ${describeBackup(report)}`);
  if (Array.isArray(report.tables)) {
    console.log(`pg_restore --list: ok, data of ${report.tables.length} tables`);
  } else {
    console.log('integrity_check: ok');
    const width = Math.max(...Object.keys(report.tables).map((t) => t.length));
    for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table.padEnd(width)}  ${rows} ${rows === 1 ? 'row' : 'rows'}`);
  }
  if (removed.length) console.log(`removed ${removed.length} older backups (BACKUP_KEEP=${config.backupKeep})`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
