// When PostgreSQL stops answering after start-up the API says 503 (with Retry-After), never a
// stack trace, and recovers by itself once the database is back. PostgreSQL only (*.postgres.test.ts
// runs in the PostgreSQL pass): an embedded SQLite file has no server to lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Relay, throughRelay } from '../helpers/relay.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

async function expect503(t: TestContext, url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBeDefined();
  expect(res.json()).toEqual({ status: 503, message: 'Service temporarily unavailable, please try again shortly' });
}

describe('PostgreSQL outage after start-up', () => {
  let base: TestContext;
  let t: TestContext;
  let relay: Relay | undefined;

  beforeAll(async () => {
    if (dialect !== 'postgres') throw new Error('run this file with TEST_DIALECT=postgres (npm test does)');
    base = await createTestContext({ demo: 3 });
    // A second app on the same database, reached through a relay the test can cut.
    const through = await throughRelay(base.config.databaseUrl!);
    relay = through.relay;
    t = await createTestContext({ env: { DATABASE_URL: through.url } });
  });
  afterAll(async () => {
    await t?.close();
    await base?.close();
  });

  it('answers 503 while the database is unreachable and recovers afterwards', async () => {
    expect((await t.app.inject({ url: '/api/home/products?limit=5' })).json()).toHaveLength(3);
    const port = relay!.port;
    await relay!.cut();
    // Not asked before the outage, so not kept in memory: it needs the database.
    await expect503(t, '/api/home/products?limit=4');
    await expect503(t, '/api/home/products?limit=4');
    // What the catalogue cache kept before the outage is still served.
    expect((await t.app.inject({ url: '/api/home/products?limit=5' })).json()).toHaveLength(3);
    await relay!.open(port);
    expect((await t.app.inject({ url: '/api/home/products?limit=4' })).json()).toHaveLength(3);
  });
});
