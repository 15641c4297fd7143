// The baseline: a bare node:http server answering fixed bytes from memory (read from a JSON file of
// {path: {status, contentType, body}}), so the ratio shows what our stack costs per request.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, { status: number; contentType: string; body: string }>;
const prepared = new Map(Object.entries(routes).map(([k, v]) => [k, { ...v, buf: Buffer.from(v.body) }]));

http
  .createServer((req, res) => {
    const r =
      prepared.get(req.url ?? '') ??
      prepared.get(`${req.method} ${(req.url ?? '').replace(/\/[^/?]+(\?|$)/, '/:id$1')}`) ??
      // Varying cart paths: any session id, any query.
      prepared.get(`${req.method} ${(req.url ?? '').split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, '{sessId}')}`);
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    req.resume();
    res.writeHead(r.status, { 'content-type': r.contentType, 'content-length': r.buf.length }).end(r.buf);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
