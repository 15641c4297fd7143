// npm test: type check, lint, unit, build, the outside checkers (Nu HTML checker, pa11y, Redocly) against
// the built server, API integration on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set), then
// browser tests in Chromium against the built server.
// Stops at the first failing step. A missing browser, Java or database is one clear line and a failure,
// never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromiumPath } from './lib/chromium.ts';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const results: { step: string; ok: boolean; note?: string }[] = [];
const chromiumMissing = `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`;

function run(step: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${step} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ step, ok });
  if (!ok) finish(1);
}

function finish(code: number): never {
  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.step}${r.note ? `  (${r.note})` : ''}`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`steps: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

run('type check', bin('react-router'), ['typegen']);
run('type check (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
run('lint', bin('eslint'), ['.', '--max-warnings=0']);
run('import cycles', 'npm', ['run', '--silent', 'lint:cycles']);
run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
// Before the API tests: those of the page cache render pages with the production build.
run('build', process.execPath, ['scripts/build.ts']);

/** A step that needs a program the machine may lack: one line saying how to get it, and a failure. */
function needs(step: string, missing: boolean, line: string, note: string): void {
  if (!missing) return;
  console.error(line);
  results.push({ step, ok: false, note });
  finish(1);
}

// Right after the build: a minute or two, and a fault it finds is reported before the longer suites run.
const conformance = 'outside checkers (Nu HTML checker, pa11y, Redocly)';
needs(
  conformance,
  spawnSync('java', ['-version'], { stdio: 'ignore' }).error !== undefined,
  'Java not found: the Nu HTML checker needs it; install it with "apt-get install -y default-jre-headless" (Debian).',
  'Java missing',
);
needs(conformance, !fs.existsSync(chromiumPath), chromiumMissing, 'Chromium missing');
run(conformance, bin('vitest'), ['run', '--project', 'conformance']);
// The generated bad-input suite sends FUZZ_RUNS requests to every API operation: a few hundred here, on
// each database, and a thousand with `npm run test:fuzz`.
const fuzzRuns = { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '300' };
// *.postgres.test.ts cover what only a database server has (losing the connection); they run in the PostgreSQL pass.
run('API integration tests on SQLite', bin('vitest'), ['run', '--project', 'api', '--exclude', '**/*.postgres.test.ts'], { TEST_DIALECT: 'sqlite', ...fuzzRuns });

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
    await c.end();
  } catch (err) {
    console.error(`PostgreSQL at TEST_DATABASE_URL is unreachable (${(err as Error).message}): start PostgreSQL or unset TEST_DATABASE_URL.`);
    results.push({ step: 'API integration tests on PostgreSQL', ok: false, note: 'database unreachable' });
    finish(1);
  }
  run('API integration tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api'], { TEST_DIALECT: 'postgres', ...fuzzRuns });
} else {
  console.log(
    '\nPostgreSQL tests NOT run: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (any database the user may CREATE DATABASE from) to run them.',
  );
  results.push({ step: 'API integration tests on PostgreSQL', ok: true, note: 'NOT RUN: TEST_DATABASE_URL unset' });
}

needs('browser tests', !fs.existsSync(chromiumPath), chromiumMissing, 'Chromium missing');
run('browser tests in Chromium', bin('vitest'), ['run', '--project', 'e2e']);
finish(0);
