// Requests an attacker would send, on a real database: the old /abc address as an open redirect,
// broken percent-encodings, and weak first-admin passwords in the configuration.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { servicesContext } from '../../app/context.ts';
import { loader as abc } from '../../app/routes/abc.tsx';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

const t = testContextForFile({ demo: 2 });

/** What /abc/<rest> answers, given the rest of the path as React Router decodes it. */
function abcRedirect(rest: string | undefined): Response {
  const context = new RouterContextProvider(new Map([[servicesContext, t.services]]) as never);
  return abc({ request: new Request('http://localhost/abc'), params: { '*': rest }, context } as never) as Response;
}

describe('/abc/* redirects only to the admin pages', () => {
  it.each(['category', 'addproduct', 'viewproduct', 'addadmin', 'orders', 'user', 'leads', 'user/'])('sends /abc/%s to the same admin page', (page) => {
    const res = abcRedirect(page);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/admin/${page.replace(/\/$/, '')}`);
  });

  it.each([
    ['nothing', undefined],
    ['an empty rest', ''],
    ['a dot-dot and a tab to another host', '../\t/evil.example'],
    ['a protocol-relative host', '/evil.example'],
    ['two slashes', '//evil.example'],
    ['a backslash', '\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['an admin page with more after it', 'category/../../evil'],
    ['a CJK character', '日'],
    ['a NUL', '\u0000'],
    ['an emoji', '😀'],
    ['a header break', 'user\r\nSet-Cookie: x=1'],
    ['another case', 'USER'],
  ])('sends %s to /admin itself', (_what, rest) => {
    const res = abcRedirect(rest);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin');
  });
});

describe(`a bad percent-encoding in the path (${dialect})`, () => {
  it.each(['/api/home/product/%', '/api/home/product/%E6%97', '/api/cart/getcart/%zz', '/api/admin/category/%'])('answers GET %s with our 400', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 400, message: 'The address is not valid: it has a bad percent-encoding' });
  });

  it('answers a path segment past the length limit with our 414', async () => {
    const res = await t.app.inject({ url: `/api/home/product/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 414, message: 'A part of the address is too long' });
  });
});

const TOO_EASY = 'is too easy to guess: use a few unrelated words, or a longer mix of letters, digits and signs';

describe('the first admin password in the configuration', () => {
  it.each([
    ['aaaaaaaaaaaa', 'ADMIN_PASSWORD must not be one character repeated'],
    // Surrounding spaces are trimmed from every setting, so this one counts as not set.
    [' '.repeat(14), 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    ['password1234', 'ADMIN_PASSWORD is one of the most common passwords: choose one that is harder to guess'],
    ['Owner.Account', 'ADMIN_PASSWORD must not be the same as the username'],
    ['short', 'ADMIN_PASSWORD must be at least 12 characters'],
    ['abababababab', `ADMIN_PASSWORD ${TOO_EASY}`],
    ['123412341234', `ADMIN_PASSWORD ${TOO_EASY}`],
    ['abcdefghijkl', `ADMIN_PASSWORD ${TOO_EASY}`],
    ['Gubbara12345', `ADMIN_PASSWORD ${TOO_EASY}`],
    ['owner.account99', `ADMIN_PASSWORD ${TOO_EASY}`],
  ])('refuses %j with one line', (password, message) => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner.account', ADMIN_PASSWORD: password })).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });

  it("refuses the shop's own name with digits", () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Rangoli Balloons 1', BUSINESS_NAME: 'Rangoli Balloons' })).toThrow(
      new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${TOO_EASY}`),
    );
  });

  it('accepts a long uncommon one', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'balloons over the bay 2026' }).adminPassword).toBe('balloons over the bay 2026');
  });
});

describe('the public address', () => {
  it('is PUBLIC_BASE_URL when set, else http://localhost:PORT (never a request header)', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example/' }).baseUrl).toBe('https://shop.example');
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).baseUrl).toBe('http://localhost:3000');
  });
});
