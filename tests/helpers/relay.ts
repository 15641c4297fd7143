// A TCP relay in front of PostgreSQL that a test can cut and restore: the database becoming
// unreachable the way a network failure or a stopped server makes it, without stopping the real one.
import net from 'node:net';

export class Relay {
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

/** A PostgreSQL URL reaching the same database through a new, open relay. */
export async function throughRelay(databaseUrl: string): Promise<{ url: string; relay: Relay }> {
  const url = new URL(databaseUrl);
  const relay = new Relay(url.hostname, Number(url.port || 5432));
  url.host = `127.0.0.1:${await relay.open()}`;
  return { url: url.toString(), relay };
}
