// Server-rendered pages in API tests: the production build's React Router handler registered on an
// app built by the tests (npm test builds before the API tests; BUILD_DIR picks the build).
import fs from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { buildDir } from '../../scripts/lib/built-server.ts';
import type { SsrOptions } from '../../server/plugins/ssr.ts';

/** buildApp's `ssr` option for the production build, as the server runs it (pages, page cache, built files). */
export function withPages(): SsrOptions {
  const ssrOptions: SsrOptions = { mode: 'production', buildDir: path.resolve(buildDir) };
  if (!fs.existsSync(path.join(ssrOptions.buildDir, 'server', 'index.js')))
    throw new Error(`No build in ${ssrOptions.buildDir}: run "npm run build" first (npm test builds before the API tests).`);
  return ssrOptions;
}

/** A Kysely plugin counting the queries run through it: how a test tells a render from a cached answer. */
export function queryCounter(): { plugin: KyselyPlugin; readonly count: number } {
  let count = 0;
  return {
    plugin: {
      transformQuery: (args) => {
        count++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    get count() {
      return count;
    },
  };
}
