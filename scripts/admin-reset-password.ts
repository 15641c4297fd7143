// npm run admin:reset-password -- <username> [--password-stdin]
//
// Resets a forgotten admin password from the command line (whoever can run this already controls
// the server and its database). Without --password-stdin a strong password is generated and
// printed once. The account is re-enabled, its sessions end and its failed logins are cleared.
import { StartupError, openDatabase } from '../server/bootstrap.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { SettingsService } from '../server/modules/settings/settings.service.ts';
import { CatalogueVersion } from '../server/modules/catalog/catalogue-version.ts';
import { MediaService } from '../server/modules/media/media.service.ts';
import { AuthService } from '../server/modules/auth/auth.service.ts';
import { generatePassword } from '../server/modules/auth/password.ts';
import { HttpError } from '../server/http-errors.ts';

function usage(): never {
  console.error('Usage: npm run admin:reset-password -- <username> [--password-stdin]');
  process.exit(1);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const args = process.argv.slice(2);
const fromStdin = args.includes('--password-stdin');
const names = args.filter((a) => !a.startsWith('--'));
if (names.length !== 1 || args.some((a) => a.startsWith('--') && a !== '--password-stdin')) usage();
const username = names[0]!;

let handle;
try {
  const config = loadConfig();
  handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  // The shop's name as saved (a new password may not be it): read through the settings as the server does.
  const auth = new AuthService(
    handle.db,
    config,
    new SettingsService(handle.db, new CatalogueVersion(handle.db), config.firstStartBusiness, new MediaService(handle.db)),
  );
  const password = fromStdin ? await readStdin() : generatePassword();
  if (!(await auth.resetPassword(username, password))) {
    const known = (await auth.listAdmins()).map((a) => a.username);
    console.error(`No admin named "${username}". Admins: ${known.length ? known.join(', ') : '(none)'}`);
    process.exitCode = 1;
  } else {
    console.log(`Password reset for "${username}"; the account is enabled and its sessions have ended.`);
    if (!fromStdin) console.log(`New password for "${username}": ${password}\n(shown only this once; change it under /admin/user after signing in)`);
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof HttpError) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
} finally {
  await handle?.close();
}
