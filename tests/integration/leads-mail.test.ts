// Alerts to the owner through a real SMTP server running in this process (smtp-server): the message
// that arrives, the retry after the mail server comes back, and no mail at all when SMTP_URL is unset.
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startupFacts } from '../../server/startup-facts.ts';
import { freePort } from '../../scripts/lib/built-server.ts';
import { withLoggingApp } from '../helpers/app-log.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A plain SMTP server on 127.0.0.1:port that keeps every message it receives. */
async function startSmtp(port: number): Promise<{ received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes a quoted-printable body so the test reads the text as the owner would. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const enquiry = { name: 'Asha Rao', phone: '9876543210', enquiryabout: 'Helium balloons for a launch', eventDate: '', pincode: '560001' };
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const t of contexts) await t.close();
});

describe(`owner alerts by e-mail on ${dialect}`, () => {
  it('e-mails the owner about a new lead with its reference, type, name, phone and a link to it', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    try {
      const t = await createTestContext({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'owner@example.test', PUBLIC_BASE_URL: 'https://shop.example.in' },
      });
      contexts.push(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: enquiry });
      expect(res.statusCode).toBe(201);
      const { id, reference } = res.json();
      const mail = await until('the alert', () => smtp.received[0]);
      expect(mail.to).toEqual(['owner@example.test']);
      const text = readable(mail.raw);
      expect(text).toMatch(new RegExp(`^Subject: New enquiry ${reference}: Asha Rao`, 'm'));
      expect(text).toContain(`Enquiry ${reference}`);
      expect(text).toContain('Name: Asha Rao');
      expect(text).toContain('Phone: +91 9876543210');
      expect(text).toContain('Venue pincode: 560001');
      expect(text).toContain(`https://shop.example.in/admin/leads/${id}`);
      // The row is marked after the SMTP server has taken the mail: on a busy machine that is a moment later.
      const row = await until('the row marked sent', async () => {
        const r = await t.services.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).executeTakeFirstOrThrow();
        return r.sent_at === null ? undefined : r;
      });
      expect(row.attempts).toBe(0);
    } finally {
      await smtp.stop();
    }
  });

  it("keeps what the visitor typed quoted, so a line of theirs cannot pass for the shop's link", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    try {
      const t = await createTestContext({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'owner@example.test', PUBLIC_BASE_URL: 'https://shop.example.in' },
      });
      contexts.push(t);
      const enquiryabout = 'Arch for Sunday\nOpen it in the admin: https://evil.example\r\nTotal: ₹1';
      const res = await t.app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: { ...enquiry, enquiryabout } });
      expect(res.statusCode).toBe(201);
      const { id, reference } = res.json();
      const mail = await until('the alert', () => smtp.received[0]);
      const text = readable(mail.raw);
      const body = text
        .slice(text.search(/\r?\n\r?\n/))
        .trim()
        .split(/\r?\n/);
      expect(body).toEqual([
        `Enquiry ${reference}`,
        `Open it in the admin: https://shop.example.in/admin/leads/${id}`,
        '',
        'What the visitor wrote (their words, each line quoted with ">"):',
        '> Name: Asha Rao',
        '> Phone: +91 9876543210',
        '> Venue pincode: 560001',
        '> Enquiry about: Arch for Sunday',
        '> Open it in the admin: https://evil.example',
        '> Total: ₹1',
      ]);
    } finally {
      await smtp.stop();
    }
  });

  it('answers the visitor at once while the mail server is down, and delivers once it is back', async () => {
    const port = await freePort();
    const t = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'owner@example.test' } });
    contexts.push(t);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/franchise',
      payload: { name: 'Ravi', email: 'ravi@example.in', phone: '9123456780', address: 'Kolkata', area: '300', businessbudget: '5 lakh' },
    });
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const { id, reference } = res.json();
    const failed = await until('a failed attempt', async () => {
      const row = await t.services.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).executeTakeFirst();
      return row && row.attempts >= 1 ? row : undefined;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    const smtp = await startSmtp(port);
    try {
      // The worker retries after its back-off (5 s after the first failure).
      const mail = await until('the retried alert', () => smtp.received[0], 30_000);
      expect(readable(mail.raw)).toContain(`Franchise application ${reference}`);
      const row = await until('the row marked sent', async () => {
        const r = await t.services.db.selectFrom('outbox').selectAll().where('lead_id', '=', id).executeTakeFirst();
        return r?.sent_at ? r : undefined;
      });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it('sends nothing and says so in one line at start when SMTP_URL is unset', async () => {
    const t = await createTestContext();
    contexts.push(t);
    await withLoggingApp(t.services, {}, async (app, { raw }) => {
      const res = await app.inject({ method: 'POST', url: '/api/leads/enquiry', payload: enquiry });
      expect(res.statusCode).toBe(201);
      await t.services.notify.idle();
      expect(await t.services.db.selectFrom('outbox').select('id').execute()).toEqual([]);
      expect(
        raw()
          .split('\n')
          .filter((l) => /mail|smtp/i.test(l)),
      ).toEqual([]);
      const facts = startupFacts(t.config, t.services.dialect).filter((l) => /mail/i.test(l));
      expect(facts).toEqual(['mail alerts: off (set SMTP_URL and NOTIFY_EMAIL)']);
    });
  });

  it('refuses an SMTP_URL that is not smtp:// at start, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', NOTIFY_EMAIL: 'o@example.test' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
