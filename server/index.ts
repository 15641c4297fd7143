// Entry point: load config, build the client if needed, prepare the database, listen, close cleanly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { StartupError, prepare } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startupFacts } from './startup-facts.ts';
import { BackupSchedule } from './modules/backup/backup.service.ts';
import { precompressDir } from './precompress.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Where `react-router build` wrote its output (BUILD_DIR, as in react-router.config.ts).
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const dev = process.argv.includes('--dev');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const log = {
    info: (m: string) => console.log(`[gubbara] ${m}`),
    warn: (m: string) => console.warn(`[gubbara] ${m}`),
    error: (m: string) => console.error(`[gubbara] ${m}`),
  };

  if (!dev && !fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    log.info('no build found: building the site first (npm run build)');
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) fail('Build failed: run "npm run build" to see why.');
  } else if (!dev) {
    // A build made without scripts/build.ts (a bare `react-router build`) lacks the brotli/gzip
    // twins the static files are served from; making them here costs seconds once, nothing later.
    const report = await precompressDir(path.join(buildDir, 'client')).catch((err: unknown) => {
      log.warn(`cannot precompress ${buildDir}/client (${(err as Error).message}): static files go out uncompressed`);
    });
    if (report?.written) log.info(`precompressed ${report.written} client files of the existing build`);
  }

  // From here on every file this process creates (the database, its -wal/-shm, backups) is private to
  // the server's user: the database holds customers' details and admin sessions. Set after the build,
  // whose output is not secret.
  process.umask(0o077);

  let prepared;
  try {
    prepared = await prepare(config, log);
  } catch (err) {
    if (err instanceof StartupError) fail(err.message);
    throw err;
  }
  const { handle, services } = prepared;
  const app = await buildApp(services, {
    logger: { level: config.logLevel },
    ssr: { mode: dev ? 'development' : 'production', buildDir },
  });
  const backups =
    config.backupDir && handle.dialect === 'sqlite'
      ? new BackupSchedule({ sqlitePath: config.sqlitePath, dir: config.backupDir, keep: config.backupKeep, log })
      : undefined;
  app.addHook('onClose', async () => {
    await backups?.stop();
    await handle.close();
  });
  try {
    backups?.start();
  } catch (err) {
    await app.close().catch(() => {});
    fail(`Cannot use BACKUP_DIR ${config.backupDir}: ${(err as Error).message}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing in-flight requests and closing`);
    const force = setTimeout(() => {
      log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(`error while closing: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    // A broadcast sends hundreds of phones at once: with Node's default queue of 511 connections not yet
    // accepted, the kernel dropped the excess while the server was busy, and each dropped one waited for
    // its SYN to be resent (1, 3, 7 s…). The kernel caps this at net.core.somaxconn.
    await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  } catch (err) {
    await app.close().catch(() => {});
    fail(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }
  log.info(`serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${handle.dialect})`);
  for (const fact of startupFacts(config, handle.dialect)) log.info(fact);
}

main().catch((err: unknown) => {
  console.error(`[gubbara] start-up failed: ${(err as Error).message}`);
  process.exit(1);
});
