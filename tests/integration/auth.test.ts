// Admin accounts, login, sessions, throttling and cross-site refusal, on a real database.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { HttpError } from '../../server/http-errors.ts';
import { createServices } from '../../server/services.ts';
import { ADMIN_ENV, ADMIN_PASSWORD, ADMIN_USERNAME, cookieFrom, login } from '../helpers/admin.ts';
import { createTestContext, dialect, freshDatabaseEnv, type TestContext, testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ demo: 0, env: ADMIN_ENV });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress });

/** Moves a username's failed logins (from every address) `ms` into the past. */
async function ageFailures(usernameKey: string, ms: number) {
  const rows = await t.services.db
    .selectFrom('login_attempts')
    .select(['id', 'attempted_at'])
    .where('kind', '=', 'fail')
    .where('username_key', '=', usernameKey)
    .execute();
  for (const r of rows)
    await t.services.db
      .updateTable('login_attempts')
      .set({ attempted_at: new Date(Date.parse(r.attempted_at) - ms).toISOString() })
      .where('id', '=', r.id)
      .execute();
}

describe(`the first admin (${dialect})`, () => {
  it('comes from ADMIN_USERNAME/ADMIN_PASSWORD, hashed with scrypt N=2^17 r=8 p=1', async () => {
    const rows = await t.services.db.selectFrom('admins').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username).toBe(ADMIN_USERNAME);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(rows[0]!.password_hash).not.toContain(ADMIN_PASSWORD);
  });

  it('is otherwise "admin" with a generated password printed once, never again on later starts', async () => {
    const fresh = await freshDatabaseEnv();
    try {
      const config = loadConfig({ ...fresh.env, SEED_DEMO: 'false' });
      const lines: string[] = [];
      const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
      const first = await prepare(config, log);
      const shown = lines.join('\n');
      const m = /username "admin", password "([\w-]{24})"/.exec(shown);
      expect(m).not.toBeNull();
      const app = await buildApp(first.services);
      const ok = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: m![1] } });
      expect(ok.statusCode).toBe(200);
      await app.close();
      await first.handle.close();
      lines.length = 0;
      const second = await prepare(config, log);
      expect(lines.join('\n')).not.toContain('password');
      expect(await second.handle.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
      await second.handle.close();
    } finally {
      await fresh.drop();
    }
  });
});

describe(`login and sessions (${dialect})`, () => {
  it('logs in: 200 and a new HttpOnly, SameSite=Strict session cookie (no Secure on http)', async () => {
    const res = await post('/api/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, username: ADMIN_USERNAME });
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^gubbara_admin=[\w-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/');
    expect(set).not.toContain('Secure');
    const again = await post('/api/login', { username: ADMIN_USERNAME.toUpperCase(), password: ADMIN_PASSWORD });
    expect(cookieFrom(again.headers['set-cookie'])).not.toBe(cookieFrom(res.headers['set-cookie']));
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await login(t);
    const token = cookie.split('=')[1]!;
    const rows = await t.services.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const unknown = await post('/api/login', { username: 'nobody-here', password: ADMIN_PASSWORD }, {}, '10.0.0.2');
    const wrong = await post('/api/login', { username: ADMIN_USERNAME, password: 'not the password at all' }, {}, '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 401, message: 'Invalid credentials' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no body', undefined],
    ['a missing password', { username: ADMIN_USERNAME }],
    ['a number as username', { username: 5, password: 'x' }],
  ])('refuses %s with 400 naming the field', async (_what, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...(body ? { payload: body } : {}),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(400);
  });

  it('tells the page who is logged in, and logout ends the session on the server', async () => {
    const cookie = await login(t);
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: 1, username: ADMIN_USERNAME });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/gubbara_admin=;.*Max-Age=0|gubbara_admin=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie, replayed, is worth nothing.
    const after = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('keeps a session alive while used (idle 2 h) but never past 12 h', async () => {
    const cookie = await login(t);
    const token = cookie.split('=')[1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    const db = t.services.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    // Used 1 h 59 min ago, created 11 h ago: still valid, and the use moves last_seen_at.
    await db
      .updateTable('admin_sessions')
      .set({ created_at: hoursAgo(11), last_seen_at: hoursAgo(1.98) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    const row = await db.selectFrom('admin_sessions').select('last_seen_at').where('token_hash', '=', hash).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
    // Created just over 12 h ago: over, however recently used.
    await db
      .updateTable('admin_sessions')
      .set({ created_at: hoursAgo(12.01) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('shares sessions between server instances on the same database', async () => {
    const cookie = await login(t);
    const other = await buildApp(createServices(t.config, t.services.db, t.services.dialect));
    try {
      const me = await other.inject({ url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      await other.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe(`throttling (${dialect})`, () => {
  it('answers the 6th failed login for a username from one address within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    const user = 'throttled-user';
    await t.services.auth.createAdmin(user, 'the right password 123');
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { username: user, password: `wrong ${i}` }, {}, '10.1.0.1')).statusCode).toBe(401);
    const locked = await post('/api/login', { username: user, password: 'the right password 123' }, {}, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect(locked.json()).toEqual({
      status: 429,
      message: `Too many failed logins for this username from this address. Please try again in ${retry} seconds.`,
    });
    // Any case or padding of the name is the same username.
    expect((await post('/api/login', { username: ` ${user.toUpperCase()} `, password: 'x' }, {}, '10.1.0.1')).statusCode).toBe(429);
    // The same account from another address is not affected.
    expect((await post('/api/login', { username: user, password: 'the right password 123' }, {}, '10.1.0.2')).statusCode).toBe(200);
    // Fifteen minutes later the first address may try again.
    await ageFailures(user, 15 * 60_000 + 1000);
    expect((await post('/api/login', { username: user, password: 'the right password 123' }, {}, '10.1.0.1')).statusCode).toBe(200);
  });

  it('resets the username count from that address on success', async () => {
    const user = 'reset-user';
    await t.services.auth.createAdmin(user, 'the right password 456');
    for (let i = 0; i < 4; i++) expect((await post('/api/login', { username: user, password: 'wrong' }, {}, '10.2.0.1')).statusCode).toBe(401);
    expect((await post('/api/login', { username: user, password: 'the right password 456' }, {}, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { username: user, password: 'wrong' }, {}, '10.2.0.1')).statusCode).toBe(401);
    expect((await post('/api/login', { username: user, password: 'wrong' }, {}, '10.2.0.1')).statusCode).toBe(429);
  });

  it('refuses an address after 20 failed logins within 15 minutes, whatever the usernames', async () => {
    const address = '10.8.0.1';
    const start = Date.now();
    // Four seconds apart, so the per-minute attempt limit never trips: only the failure count does.
    for (let i = 0; i < 20; i++)
      await expect(t.services.auth.login(`spray-${i}`, 'wrong', address, start + i * 4000)).rejects.toMatchObject({ statusCode: 401 });
    const err = await t.services.auth.login(ADMIN_USERNAME, ADMIN_PASSWORD, address, start + 80_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(429);
    expect((err as HttpError).message).toMatch(/^Too many failed logins from this address\. Please try again in \d+ seconds\.$/);
    expect(Number((err as HttpError).headers!['Retry-After'])).toBe(15 * 60 - 80);
    // Another address is not affected.
    await expect(t.services.auth.login(ADMIN_USERNAME, ADMIN_PASSWORD, '10.8.0.2', start + 80_000)).resolves.toMatchObject({
      admin: { username: ADMIN_USERNAME },
    });
  });

  it('answers the 21st login attempt from one address within a minute with 429 and Retry-After', async () => {
    const address = '10.3.0.1';
    // One username: after its 5 failures the rest are refused cheaply, and all of them count for the address.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post('/api/login', { username: 'addr-user', password: 'wrong' }, {}, address)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    const res = await post('/api/login', { username: 'another-name', password: 'wrong' }, {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/from this address/);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
    const forged = await post('/api/login', { username: 'another-name', password: 'wrong' }, { 'x-forwarded-for': '203.0.113.7' }, address);
    expect(forged.statusCode).toBe(429);
    expect(forged.json().message).toMatch(/from this address/);
    // Another address is not affected.
    expect((await post('/api/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, {}, '10.3.0.2')).statusCode).toBe(200);
  });

  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    let proxied: TestContext;
    beforeAll(async () => {
      proxied = await createTestContext({ demo: 0, env: { ...ADMIN_ENV, TRUST_PROXY: 'true' } });
    });
    afterAll(async () => {
      await proxied?.close();
    });
    /** A login from the client the proxy names in X-Forwarded-For. */
    const send = (xff: string, username: string, password = 'wrong') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        headers: { 'x-forwarded-for': xff },
        remoteAddress: '127.0.0.1',
      });

    it('takes the address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
      for (let i = 0; i < 20; i++) await send('198.51.100.1', 'proxy-user');
      const blocked = await send('198.51.100.1', 'proxy-user');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/from this address/);
      const otherClient = await send('198.51.100.2', 'proxy-other');
      expect(otherClient.statusCode).toBe(401);
    });

    it('never lets failures from other addresses lock the owner out', async () => {
      // An attacker spreads 15 wrong passwords for the owner's name over three addresses, each to its own limit.
      for (let a = 11; a <= 13; a++) {
        for (let i = 0; i < 5; i++) expect((await send(`198.51.100.${a}`, ADMIN_USERNAME, `guess ${i}`)).statusCode).toBe(401);
        expect((await send(`198.51.100.${a}`, ADMIN_USERNAME, 'one more guess')).statusCode).toBe(429);
      }
      // The owner, at their own address, signs in as usual.
      const owner = await send('203.0.113.10', ADMIN_USERNAME, ADMIN_PASSWORD);
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual({ status: 200, message: 'Logged in', username: ADMIN_USERNAME });
    });
  });
});

describe(`cross-site writes (${dialect})`, () => {
  it.each([[{ origin: 'https://evil.example' }], [{ origin: 'null' }], [{ 'sec-fetch-site': 'cross-site' }], [{ 'sec-fetch-site': 'same-site' }]])(
    'refuses a login sent with %j (403)',
    async (headers) => {
      const res = await post('/api/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, headers, '10.4.0.1');
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('accepts a login from the site itself (same Origin, Sec-Fetch-Site same-origin)', async () => {
    const res = await post(
      '/api/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      { host: 'shop.test', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
      '10.4.0.2',
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site logout, leaving the session alive', async () => {
    const cookie = await login(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe(`admin accounts (${dialect})`, () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(t);
  });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown, c = cookie) =>
    t.app.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

  const TOO_EASY = 'is too easy to guess: use a few unrelated words, or a longer mix of letters, digits and signs';
  it.each<[Record<string, string>, string]>([
    [{ username: 'newbie', password: 'short' }, 'Password must be at least 12 characters'],
    [{ username: 'newbie', password: 'elevenchars' }, 'Password must be at least 12 characters'],
    [{ username: '', password: 'long enough password' }, 'username is required'],
    [{ username: 'a b', password: 'long enough password' }, 'username must be 3 to 50 letters, digits or . _ @ -'],
    [{ password: 'long enough password' }, 'username is required'],
    [{ username: 'newbie', password: 'aaaaaaaaaaaa' }, 'Password must not be one character repeated'],
    [{ username: 'newbie', password: ' '.repeat(12) }, 'Password must not be only spaces'],
    [{ username: 'newbie', password: '\t \n '.repeat(4) }, 'Password must not be only spaces'],
    [{ username: 'newbie', password: 'password1234' }, 'Password is one of the most common passwords: choose one that is harder to guess'],
    [{ username: 'newbie', password: 'QwertyUiop12' }, 'Password is one of the most common passwords: choose one that is harder to guess'],
    [{ username: 'Newbie.Admin', password: 'newbie.ADMIN' }, 'Password must not be the same as the username'],
    ...['abababababab', '123412341234', 'abcdefghijkl', 'Gubbara12345', 'newbie.admin2024'].map((password): [Record<string, string>, string] => [
      { username: 'newbie.admin', password },
      `Password ${TOO_EASY}`,
    ]),
  ])('refuses %j: 400 "%s"', async (body, message) => {
    const res = await asAdmin('POST', '/api/admin/admins', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('creates an admin who can log in; the same name twice is 409', async () => {
    const res = await asAdmin('POST', '/api/admin/admins', { username: 'Second.Admin', password: 'twelve chars!' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, message: 'Admin "Second.Admin" created' });
    expect((await asAdmin('POST', '/api/admin/admins', { username: 'second.admin', password: 'another password' })).statusCode).toBe(409);
    const list = (await asAdmin('GET', '/api/admin/admins')).json() as { username: string; isActive: boolean }[];
    expect(list.find((a) => a.username === 'Second.Admin')).toMatchObject({ isActive: true });
    expect(JSON.stringify(list)).not.toContain('scrypt');
    await login(t, 'second.admin', 'twelve chars!', '10.5.0.1');
  });

  it('disables an admin: their sessions end at once and they cannot log in; re-enabling lets them back', async () => {
    const theirs = await login(t, 'Second.Admin', 'twelve chars!', '10.5.0.2');
    const list = (await asAdmin('GET', '/api/admin/admins')).json() as { id: number; username: string }[];
    const id = list.find((a) => a.username === 'Second.Admin')!.id;
    const off = await asAdmin('POST', `/api/admin/admins/${id}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Admin "Second.Admin" disabled');
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: theirs } })).statusCode).toBe(401);
    expect((await post('/api/login', { username: 'Second.Admin', password: 'twelve chars!' }, {}, '10.5.0.3')).statusCode).toBe(401);
    expect((await asAdmin('POST', `/api/admin/admins/${id}/enable`)).statusCode).toBe(200);
    await login(t, 'Second.Admin', 'twelve chars!', '10.5.0.4');
  });

  it('lets another admin unlock an account blocked at an address; an unknown id is 404', async () => {
    const list = (await asAdmin('GET', '/api/admin/admins')).json() as { id: number; username: string }[];
    const id = list.find((a) => a.username === 'Second.Admin')!.id;
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { username: 'Second.Admin', password: 'wrong' }, {}, '10.5.1.1')).statusCode).toBe(401);
    expect((await post('/api/login', { username: 'Second.Admin', password: 'twelve chars!' }, {}, '10.5.1.1')).statusCode).toBe(429);
    const res = await asAdmin('POST', `/api/admin/admins/${id}/unlock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Admin "Second.Admin" unlocked: failed logins cleared',
      admin: { id, username: 'Second.Admin', isActive: true, createdAt: expect.any(String) },
    });
    await login(t, 'Second.Admin', 'twelve chars!', '10.5.1.1');
    const unknown = await asAdmin('POST', '/api/admin/admins/999999/unlock');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Admin 999999 not found' });
  });

  it('does not let an admin disable themselves', async () => {
    const res = await asAdmin('POST', '/api/admin/admins/1/disable');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot disable your own account');
  });

  it('changes one’s own password: checks the current one, ends the other sessions, keeps this one', async () => {
    const mine = await login(t, 'Second.Admin', 'twelve chars!', '10.6.0.1');
    const elsewhere = await login(t, 'Second.Admin', 'twelve chars!', '10.6.0.2');
    const wrong = await asAdmin('POST', '/api/admin/password', { currentPassword: 'not it', newPassword: 'a brand new password' }, mine);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is not correct');
    const empty = await asAdmin('POST', '/api/admin/password', { currentPassword: '', newPassword: '' }, mine);
    expect(empty.json()).toEqual({ status: 400, message: 'Current password is required' });
    const noNew = await asAdmin('POST', '/api/admin/password', { currentPassword: 'twelve chars!', newPassword: '' }, mine);
    expect(noNew.json()).toEqual({ status: 400, message: 'New password is required' });
    const short = await asAdmin('POST', '/api/admin/password', { currentPassword: 'twelve chars!', newPassword: 'too short' }, mine);
    expect(short.json().message).toBe('New password must be at least 12 characters');
    const common = await asAdmin('POST', '/api/admin/password', { currentPassword: 'twelve chars!', newPassword: 'password1234' }, mine);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ status: 400, message: 'New password is one of the most common passwords: choose one that is harder to guess' });
    const same = await asAdmin('POST', '/api/admin/password', { currentPassword: 'twelve chars!', newPassword: 'SECOND.ADMIN' }, mine);
    expect(same.json()).toEqual({ status: 400, message: 'New password must not be the same as the username' });
    const ok = await asAdmin('POST', '/api/admin/password', { currentPassword: 'twelve chars!', newPassword: 'a brand new password' }, mine);
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: mine } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect((await post('/api/login', { username: 'Second.Admin', password: 'twelve chars!' }, {}, '10.6.0.3')).statusCode).toBe(401);
    await login(t, 'Second.Admin', 'a brand new password', '10.6.0.4');
  });

  it('refuses cross-site writes to the account routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { username: 'intruder', password: 'long enough password' },
    });
    expect(res.statusCode).toBe(403);
    const list = (await asAdmin('GET', '/api/admin/admins')).json() as { username: string }[];
    expect(list.map((a) => a.username)).not.toContain('intruder');
  });
});

describe(`secure cookies behind https (${dialect})`, () => {
  it('uses the __Host- prefix with Secure when PUBLIC_BASE_URL is https, and accepts that origin', async () => {
    const https = await createTestContext({ demo: 0, env: { ...ADMIN_ENV, PUBLIC_BASE_URL: 'https://shop.example.in' } });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
        headers: { origin: 'https://shop.example.in', host: 'internal:3000' },
      });
      expect(res.statusCode).toBe(200);
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/^__Host-gubbara_admin=[\w-]{43};/);
      expect(set).toContain('Secure');
      expect(set).toContain('Path=/');
      expect(set).not.toMatch(/Domain=/i);
      const me = await https.app.inject({ url: '/api/admin/me', headers: { cookie: cookieFrom(res.headers['set-cookie']) } });
      expect(me.statusCode).toBe(200);
      // The plain-http cookie name means nothing there.
      const plain = await https.app.inject({ url: '/api/admin/me', headers: { cookie: cookieFrom(res.headers['set-cookie']).replace('__Host-', '') } });
      expect(plain.statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe(`npm run admin:reset-password (${dialect})`, () => {
  function run(args: string[], input: string): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const env: Record<string, string> = {
        ...(process.env as Record<string, string>),
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl ?? '',
        SEED_DEMO: 'false',
      };
      delete env.ADMIN_USERNAME;
      delete env.ADMIN_PASSWORD;
      const child = spawn(process.execPath, ['scripts/admin-reset-password.ts', ...args], { env });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code, out }));
      child.stdin.end(input);
    });
  }

  it('sets a new password read from stdin, ending the sessions and re-enabling the account', async () => {
    const before = await login(t, 'Second.Admin', 'a brand new password', '10.7.0.1');
    const id = (await t.services.db.selectFrom('admins').select('id').where('username_key', '=', 'second.admin').executeTakeFirstOrThrow()).id;
    await t.services.db.updateTable('admins').set({ is_active: 0 }).where('id', '=', id).execute();
    // Blocked at the address the owner will sign in from: the reset clears that too.
    for (let i = 0; i < 6; i++) await post('/api/login', { username: 'Second.Admin', password: 'wrong' }, {}, '10.7.0.2');
    expect((await post('/api/login', { username: 'Second.Admin', password: 'wrong' }, {}, '10.7.0.2')).statusCode).toBe(429);
    const r = await run(['Second.Admin', '--password-stdin'], 'reset from the shell 42\n');
    expect(r.out).toContain('Password reset for "Second.Admin"');
    expect(r.code).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: before } })).statusCode).toBe(401);
    await login(t, 'Second.Admin', 'reset from the shell 42', '10.7.0.2');
  });

  it('generates and prints a strong password when none is given', async () => {
    const r = await run([ADMIN_USERNAME], '');
    expect(r.code).toBe(0);
    const m = /New password for "owner": ([\w-]{24})/.exec(r.out);
    expect(m).not.toBeNull();
    await login(t, ADMIN_USERNAME, m![1], '10.7.0.3');
  });

  it('refuses an unknown username or a short password, changing nothing', async () => {
    const unknown = await run(['ghost', '--password-stdin'], 'long enough password\n');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No admin named "ghost"');
    const short = await run(['Second.Admin', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.out).toContain('Password must be at least 12 characters');
    const common = await run(['Second.Admin', '--password-stdin'], 'password1234\n');
    expect(common.code).toBe(1);
    expect(common.out).toContain('Password is one of the most common passwords: choose one that is harder to guess');
    await login(t, 'Second.Admin', 'reset from the shell 42', '10.7.0.4');
  });
});
