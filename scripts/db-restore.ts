// npm run db:restore -- <file>
//
// Puts a SQLite backup in place of DATA_DIR/gubbara.db for a stopped site. Refuses while a server has
// the database open, checks the backup (PRAGMA integrity_check) before touching anything, and keeps the
// replaced database beside it as gubbara.db.replaced-<time>. The next start applies any migrations the
// backup is behind on.
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError, restoreSqlite } from '../server/modules/backup/sqlite-files.ts';

process.umask(0o077);

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
const file = path.resolve(args[0]!);

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      `DATABASE_URL is set: this command restores SQLite backups. For PostgreSQL, stop the site, then run: pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${file}`,
    );
    process.exit(1);
  }
  const r = restoreSqlite(file, config.sqlitePath);
  const rows = Object.values(r.info.tables).reduce((a, b) => a + b, 0);
  console.log(`checked ${file}: integrity_check ok, ${Object.keys(r.info.tables).length} tables, ${rows} rows`);
  console.log(`restored into ${config.sqlitePath}`);
  console.log(r.replaced ? `the database it replaced is kept as ${r.replaced}` : 'there was no database there before');
  console.log('start the site again (npm start, or systemctl start gubbara)');
} catch (err) {
  if (err instanceof ConfigError || err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
