// Admin accounts, server-side sessions and login throttling. Everything lives in the database
// (auth.repository.ts), so several server instances share sessions and failed-login counts.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { AdminAccount, AdminIdentity, AdminSession } from '../../../shared/admin.ts';
import { HttpError, badRequest } from '../../http-errors.ts';
import { dummyVerify, generatePassword, hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import * as repo from './auth.repository.ts';
import { cutText } from '../../../shared/text.ts';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Failed logins are remembered this long. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one username from one address within the window; the next is refused. */
export const USER_ADDRESS_FAILURE_LIMIT = 5;
/** Failed logins from one address, whatever the usernames, within the window; the next is refused. */
export const ADDRESS_FAILURE_LIMIT = 20;
/** Login attempts of any outcome from one address within ADDRESS_WINDOW_MS (each costs a scrypt hash). */
export const ADDRESS_ATTEMPT_LIMIT = 20;
export const ADDRESS_WINDOW_MS = 60 * 1000;
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,50}$/;
/** 32 random bytes, base64url: what a cookie must look like before we even hash it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type { AdminAccount, AdminIdentity, AdminSession };

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: '/';
}

interface StartupLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export const INVALID_CREDENTIALS = 'Invalid credentials';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** A client address as counted: what the socket (or, with TRUST_PROXY, X-Forwarded-For) says, bounded. */
function addressKey(address: string): string {
  return cutText(address, 100);
}

function tooMany(message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, `${message} Please try again in ${seconds} seconds.`, { 'Retry-After': String(seconds) });
}

/** A new password for the account `username`, or a 400 saying which rule it breaks, named by `field`: the form's own label. */
export function checkNewPassword(password: unknown, username: string, shopName: string, field = 'Password'): string {
  if (typeof password !== 'string' || password === '') throw badRequest(`${field} is required`);
  const problem = passwordProblem(password, username, shopName);
  if (problem) throw badRequest(`${field} ${problem}`);
  return password;
}

/** The 429 for a pending failure that takes `failures` (oldest first, the pending one last) past `limit`. */
function refusal(failures: string[], limit: number, message: string, now: number): HttpError | undefined {
  if (failures.length <= limit) return undefined;
  const earlier = failures.length - 1; // without the pending attempt, which is then removed
  return tooMany(message, Date.parse(failures[earlier - limit]!) + FAILURE_WINDOW_MS - now);
}

export function checkUsername(username: unknown): string {
  if (typeof username !== 'string' || username.trim() === '') throw badRequest('username is required');
  const u = username.trim();
  if (!USERNAME_PATTERN.test(u)) throw badRequest('username must be 3 to 50 letters, digits or . _ @ -');
  return u;
}

/** The admin session cookie's name over http; over https it carries the `__Host-` prefix. */
export const ADMIN_COOKIE = 'gubbara_admin';

export class AuthService {
  readonly #db: Kysely<Database>;
  /** `__Host-` prefixed (Secure, Path=/, no Domain) when the site is served over https. */
  readonly cookieName: string;
  readonly cookieOptions: CookieOptions;

  /** The shop's name as saved now: counted as a known word in new passwords. */
  readonly #business: { business(): Promise<{ name: string }> };

  constructor(db: Kysely<Database>, config: Pick<Config, 'publicBaseUrl'>, business: { business(): Promise<{ name: string }> }) {
    this.#db = db;
    this.#business = business;
    const secure = config.publicBaseUrl?.startsWith('https://') ?? false;
    this.cookieName = secure ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE;
    this.cookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: '/' };
  }

  // ---- login, logout, sessions -------------------------------------------------------------

  /**
   * Checks the credentials under the throttling rules and opens a session.
   * 401 (the same for an unknown user and a wrong password) or 429 with Retry-After.
   *
   * Failures count per (username, address) and per address, never per username alone: failures sent
   * from other addresses cannot stop an admin signing in from their own. An admin whose address is
   * blocked can be unlocked by another admin (unlock) or by the reset command.
   */
  async login(username: string, password: string, address: string, now = Date.now()): Promise<{ token: string; admin: AdminIdentity }> {
    const db = this.#db;
    const key = cutText(usernameKey(username), 200);
    const from = addressKey(address);
    await repo.deleteAttemptsBefore(db, iso(now - FAILURE_WINDOW_MS));

    // Every attempt from an address counts; more than ADDRESS_ATTEMPT_LIMIT a minute is refused.
    await repo.insertAttempt(db, { kind: 'ip', key: from, attempted_at: iso(now) });
    const fromAddress = await repo.attemptTimes(db, 'ip', from, iso(now - ADDRESS_WINDOW_MS));
    if (fromAddress.length > ADDRESS_ATTEMPT_LIMIT) {
      const oldest = Date.parse(fromAddress[fromAddress.length - ADDRESS_ATTEMPT_LIMIT]!);
      throw tooMany('Too many login attempts from this address.', oldest + ADDRESS_WINDOW_MS - now);
    }

    // The attempt is recorded as a failure before the password is checked, so concurrent attempts
    // cannot slip past the limits; a success removes this username's failures from this address.
    const pending = await repo.insertAttempt(db, { kind: 'fail', key: from, username_key: key, attempted_at: iso(now) });
    const since = iso(now - FAILURE_WINDOW_MS);
    const refused =
      refusal(
        await repo.attemptTimes(db, 'fail', from, since, key),
        USER_ADDRESS_FAILURE_LIMIT,
        'Too many failed logins for this username from this address.',
        now,
      ) ?? refusal(await repo.attemptTimes(db, 'fail', from, since), ADDRESS_FAILURE_LIMIT, 'Too many failed logins from this address.', now);
    if (refused) {
      await repo.deleteAttempt(db, pending);
      throw refused;
    }

    const row = key === '' ? undefined : await repo.findAdminByKey(db, key);
    let ok = false;
    if (row) ok = (await verifyPassword(password, row.password_hash)) && row.is_active === 1;
    else await dummyVerify(password);
    if (!ok || !row) throw new HttpError(401, INVALID_CREDENTIALS);

    const token = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      await repo.deleteFailures(trx, key, from);
      // Expired sessions of anyone are removed now and then: here, at each successful login.
      await repo.deleteExpiredSessions(trx, iso(now - SESSION_ABSOLUTE_MS), iso(now - SESSION_IDLE_MS));
      await repo.insertSession(trx, { token_hash: hashToken(token), admin_id: row.id, created_at: iso(now), last_seen_at: iso(now) });
    });
    return { token, admin: { id: row.id, username: row.username } };
  }

  /** The session a cookie token belongs to, if valid: known, admin enabled, within both time-outs. */
  async session(token: string | undefined, now = Date.now()): Promise<AdminSession | undefined> {
    if (!token || !TOKEN_PATTERN.test(token)) return undefined;
    const tokenHash = hashToken(token);
    const row = await repo.findSession(this.#db, tokenHash);
    if (!row) return undefined;
    const expired = Date.parse(row.created_at) <= now - SESSION_ABSOLUTE_MS || Date.parse(row.last_seen_at) <= now - SESSION_IDLE_MS;
    if (expired || row.is_active !== 1) {
      await repo.deleteSession(this.#db, tokenHash);
      return undefined;
    }
    if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) await repo.touchSession(this.#db, tokenHash, iso(now));
    return { admin: { id: row.id, username: row.username }, tokenHash };
  }

  /** Our session token from a Cookie header (only our cookie name is read). */
  tokenFromCookieHeader(header: string | null | undefined): string | undefined {
    if (!header) return undefined;
    // Our token is base64url, so no decoding is needed; a value of another shape is simply invalid.
    for (const pair of header.split(';')) {
      const eq = pair.indexOf('=');
      if (eq > 0 && pair.slice(0, eq).trim() === this.cookieName) return pair.slice(eq + 1).trim();
    }
    return undefined;
  }

  /** For page loaders: the session of the request's Cookie header. */
  sessionFromCookieHeader(header: string | null | undefined): Promise<AdminSession | undefined> {
    return this.session(this.tokenFromCookieHeader(header));
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await repo.deleteSession(this.#db, hashToken(token));
  }

  // ---- accounts ------------------------------------------------------------------------------

  async createAdmin(username: unknown, password: unknown): Promise<AdminIdentity> {
    const name = checkUsername(username);
    const pw = checkNewPassword(password, name, (await this.#business.business()).name);
    const key = usernameKey(name);
    const taken = await repo.findAdminByKey(this.#db, key);
    if (taken) throw new HttpError(409, `An admin named "${name}" already exists`);
    const hash = await hashPassword(pw);
    const now = iso(Date.now());
    try {
      const id = await repo.insertAdmin(this.#db, { username: name, username_key: key, password_hash: hash, is_active: 1, created_at: now, updated_at: now });
      return { id, username: name };
    } catch (err) {
      // Another request or instance created the same name between the check and the insert.
      const again = await repo.findAdminByKey(this.#db, key);
      if (again) throw new HttpError(409, `An admin named "${name}" already exists`);
      throw err;
    }
  }

  async listAdmins(): Promise<AdminAccount[]> {
    const rows = await repo.listAdmins(this.#db);
    return rows.map((r) => ({ id: r.id, username: r.username, isActive: r.is_active === 1, createdAt: r.created_at }));
  }

  /** Disables or re-enables an account; disabling ends its sessions at once. Nobody disables themselves. */
  async setActive(actor: AdminIdentity, id: number, active: boolean): Promise<AdminAccount> {
    if (id === actor.id && !active) throw badRequest('You cannot disable your own account');
    const row = await repo.findAdminById(this.#db, id);
    if (!row) throw new HttpError(404, `Admin ${id} not found`);
    await this.#db.transaction().execute(async (trx) => {
      await repo.updateAdmin(trx, id, { is_active: active ? 1 : 0, updated_at: iso(Date.now()) });
      if (!active) await repo.deleteSessionsOf(trx, id);
    });
    return (await this.listAdmins()).find((a) => a.id === id)!;
  }

  /** Changes one's own password after checking the current one; ends the admin's other sessions. */
  async changePassword(session: AdminSession, current: unknown, next: unknown): Promise<void> {
    if (typeof current !== 'string' || current === '') throw badRequest('Current password is required');
    const pw = checkNewPassword(next, session.admin.username, (await this.#business.business()).name, 'New password');
    const row = await repo.findAdminById(this.#db, session.admin.id);
    if (!row || !(await verifyPassword(current, row.password_hash))) throw badRequest('Current password is not correct');
    const hash = await hashPassword(pw);
    await this.#db.transaction().execute(async (trx) => {
      await repo.updateAdmin(trx, session.admin.id, { password_hash: hash, updated_at: iso(Date.now()) });
      await repo.deleteSessionsOf(trx, session.admin.id, session.tokenHash);
    });
  }

  /**
   * For the command line (npm run admin:reset-password): sets a new password, re-enables the
   * account, ends its sessions and clears its failed logins. Returns false for an unknown name.
   */
  async resetPassword(username: string, password: string): Promise<boolean> {
    const pw = checkNewPassword(password, username, (await this.#business.business()).name);
    const key = usernameKey(username);
    const row = await repo.findAdminByKey(this.#db, key);
    if (!row) return false;
    const hash = await hashPassword(pw);
    await this.#db.transaction().execute(async (trx) => {
      await repo.updateAdmin(trx, row.id, { password_hash: hash, is_active: 1, updated_at: iso(Date.now()) });
      await repo.deleteSessionsOf(trx, row.id);
      await repo.deleteFailures(trx, key);
    });
    return true;
  }

  /** Lets a blocked admin sign in again at once (another admin's way out for them). 404 for an unknown id. */
  async unlock(id: number): Promise<AdminAccount> {
    const row = await repo.findAdminById(this.#db, id);
    if (!row) throw new HttpError(404, `Admin ${id} not found`);
    // Forgets the account's failed logins from every address, so the blocked admin can sign in at once.
    await repo.deleteFailures(this.#db, row.username_key);
    return (await this.listAdmins()).find((a) => a.id === id)!;
  }

  /**
   * First start: with no admin in the database, creates one from ADMIN_USERNAME/ADMIN_PASSWORD, or
   * else "admin" with a generated password printed once to the log. Later starts do nothing.
   */
  async ensureFirstAdmin(config: Pick<Config, 'adminUsername' | 'adminPassword'>, log?: StartupLog): Promise<void> {
    if (await repo.anyAdmin(this.#db)) return;
    const fromEnv = config.adminUsername !== undefined && config.adminPassword !== undefined;
    const username = fromEnv ? config.adminUsername! : 'admin';
    const password = fromEnv ? config.adminPassword! : generatePassword();
    try {
      await this.createAdmin(username, password);
    } catch (err) {
      // Another instance starting at the same moment created it first.
      if (err instanceof HttpError && err.statusCode === 409) return;
      throw err;
    }
    if (fromEnv) log?.info(`created the first admin account "${username}" from ADMIN_USERNAME`);
    else
      log?.warn(
        `created the first admin account: username "admin", password "${password}" (shown only this once; sign in at /admin-login and change it under /admin/user)`,
      );
  }
}
