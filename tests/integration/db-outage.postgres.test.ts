// When PostgreSQL stops answering after start-up the API says 503 (with Retry-After), never a
// stack trace, and recovers by itself once the database is back. PostgreSQL only (*.postgres.test.ts
// runs in the PostgreSQL pass): an embedded SQLite file has no server to lose.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

/** A TCP relay in front of PostgreSQL that the test can cut and restore. */
class Relay {
  server: net.Server | undefined;
  sockets = new Set<net.Socket>();
  port = 0;
  readonly targetHost: string;
  readonly targetPort: number;
  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }
  async open(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', () => r()));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server!.close(() => r()));
  }
}

async function expect503(t: TestContext) {
  const res = await t.app.inject({ url: '/api/home/products?limit=5' });
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
    const url = new URL(base.config.databaseUrl!);
    relay = new Relay(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${await relay.open()}`;
    t = await createTestContext({ env: { DATABASE_URL: url.toString() } });
  });
  afterAll(async () => {
    await t?.close();
    await base?.close();
  });

  it('answers 503 while the database is unreachable and recovers afterwards', async () => {
    expect((await t.app.inject({ url: '/api/home/products?limit=5' })).json()).toHaveLength(3);
    const port = relay!.port;
    await relay!.cut();
    await expect503(t);
    await expect503(t);
    await relay!.open(port);
    expect((await t.app.inject({ url: '/api/home/products?limit=5' })).json()).toHaveLength(3);
  });
});
