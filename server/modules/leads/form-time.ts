// The signed start time of a public form. The page cache gives every visitor the same HTML, so a time
// written into the page would be the cache's, not the visitor's: the page asks for a token at the
// visitor's first keystroke instead (GET /api/leads/form-token), and sends it back with the form. The
// token is that moment in milliseconds and its HMAC under a secret every instance shares (kept in the
// database, made at first use). A form sent sooner than the configured minimum after its token was
// made, or with a token that was not ours, is treated as a filled honeypot: stored as spam, same answer.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const SECRET_NAME = 'form-time';

/** The shop's form-signing secret: made once (the first instance to ask inserts it), then read. */
async function sharedSecret(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'hex');
}

export type FormTime = 'in time' | 'too quick';

export function formTimer(db: Kysely<Database>, minMs: number) {
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= sharedSecret(db).catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
  const sign = async (at: number) =>
    createHmac('sha256', await key())
      .update(`form-start:${at}`)
      .digest('base64url');
  return {
    /** A token for a form started now. */
    async mint(now = Date.now()): Promise<string> {
      return `${now}.${await sign(now)}`;
    },
    /** Whether a form carrying `token` was sent late enough after its start; a token not ours is too quick. */
    async check(token: string, now = Date.now()): Promise<FormTime> {
      const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return 'too quick';
      const at = Number(m[1]);
      const expected = Buffer.from(await sign(at));
      const given = Buffer.from(m[2]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'too quick';
      return now - at >= minMs ? 'in time' : 'too quick';
    },
  };
}
