// npm run db:migrate: apply pending migrations (and first-start seeding) without starting the server.
import { StartupError, prepare } from '../server/bootstrap.ts';
import { ConfigError, loadConfig } from '../server/config.ts';

try {
  const config = loadConfig();
  const { handle } = await prepare(config, { info: console.log, warn: console.warn, error: console.error });
  console.log(`database ready (${handle.dialect})`);
  await handle.close();
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
