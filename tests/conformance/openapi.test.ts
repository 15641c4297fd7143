// Redocly CLI's recommended rules (and ours in redocly.yaml: every parameter states its type) over the
// API's OpenAPI document as a visitor gets it and as the signed-in owner gets it (the admin calls too):
// no error; the warnings are printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { baseUrl } from './site.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

it.each([
  ['a visitor', false],
  ['the owner', true],
])('the API document %s gets passes Redocly’s recommended rules', { timeout: 120_000 }, async (who, asOwner) => {
  const headers: Record<string, string> = asOwner ? { cookie: await ownerCookie(baseUrl) } : {};
  const res = await fetch(`${baseUrl}/api/openapi.json`, { headers });
  expect(res.status).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-redocly-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, await res.text());
    const r = spawnSync(
      path.join('node_modules', '.bin', 'redocly'),
      ['lint', file, '--config', path.join(import.meta.dirname, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // Nothing leaves the machine: no usage report, no look-up of a newer version.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    expect(r.error).toBeUndefined();
    const report = JSON.parse(r.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const line = (p: Problem) => `${p.ruleId}: ${p.message} — ${p.location.map((l) => l.pointer).join(' ')}`;
    const warnings = report.problems.filter((p) => p.severity === 'warn').map(line);
    if (warnings.length) console.log(`Redocly warnings on the document ${who} gets:\n  ${warnings.join('\n  ')}`);
    expect(report.problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
