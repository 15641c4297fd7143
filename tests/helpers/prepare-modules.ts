// Runs the server's start-up (open, migrate, seed) once as its own process and prints, as JSON, the
// project files it loaded: how a test sees whether a start read the seed and its demo drawing kit,
// which an import graph inside vitest (one process, modules shared between tests) cannot show.
// Settings come from the environment like the server's; TEST_DEMO_LIMIT seeds only that many products.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = pathToFileURL(path.resolve(import.meta.dirname, '..', '..') + path.sep).href;
const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith(root) && !url.includes('/node_modules/')) loaded.add(path.relative(fileURLToPath(root), fileURLToPath(url)));
    return nextLoad(url, context);
  },
});

const { prepare } = await import('../../server/bootstrap.ts');
const { loadConfig } = await import('../../server/config.ts');
const demoLimit = process.env.TEST_DEMO_LIMIT ? Number(process.env.TEST_DEMO_LIMIT) : undefined;
const { handle } = await prepare(loadConfig(process.env), undefined, demoLimit === undefined ? {} : { demoLimit });
await handle.close();
console.log(JSON.stringify([...loaded].sort()));
