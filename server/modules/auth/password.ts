// Password hashing with scrypt (N=2^17, r=8, p=1: about 128 MiB and a few hundred ms per hash).
// Stored as scrypt$N$r$p$salt$hash with base64url salt and hash, so the cost can be raised later
// while old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const SCRYPT_N = 2 ** 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128 * N * r bytes; allow twice that. */
const MAX_MEM = 256 * 1024 * 1024;
/** At most this many hashes at once: each holds 128 MiB, and a burst of logins must not exhaust memory. */
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, { N: n, r, p, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, KEY_LENGTH);
  return ['scrypt', SCRYPT_N, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Refuse parameters that would be unsafe to run (a tampered row must not hang the server).
  if (n < 2 ** 14 || (n & (n - 1)) !== 0 || r < 1 || p < 1 || p > 4 || 128 * n * r > MAX_MEM / 2) return false;
  const expected = Buffer.from(m[5]!, 'base64url');
  if (expected.length < 16 || expected.length > 64) return false;
  const key = await derive(password, Buffer.from(m[4]!, 'base64url'), n, r, p, expected.length);
  return timingSafeEqual(key, expected);
}

/** Spends the same time as a real verification, for unknown usernames (no timing difference). */
export async function dummyVerify(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, SCRYPT_N, SCRYPT_R, SCRYPT_P, KEY_LENGTH);
}
const DUMMY_SALT = randomBytes(SALT_BYTES);

/** A strong random password for the generated first admin and for resets: 24 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
