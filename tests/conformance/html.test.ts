// The W3C Nu HTML checker (vnu.jar, run with Java) over every page's HTML as the server sends it:
// no error on any page. One Java start for all pages: the checker takes seconds to start and
// milliseconds a page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fetchHtml, sitePages } from './site.ts';

const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

it('every page is valid HTML to the Nu HTML checker', { timeout: 180_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, page] of (await sitePages()).entries()) {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
      fs.writeFileSync(file, await fetchHtml(page));
      files.set(file, page.route);
    }
    const r = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(r.error, 'java could not be started').toBeUndefined();
    // The checker writes its report on stderr and exits 1 when it found an error.
    const report = JSON.parse(r.stderr || r.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const route = files.get(new URL(m.url).pathname) ?? m.url;
        return `${route} (line ${m.lastLine ?? '?'}): ${m.message} — ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`;
      });
    expect(errors).toEqual([]);
    expect(r.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
