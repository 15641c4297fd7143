// The browser's lead call (app/features/leads/leads-client.ts) against the real leads API listening on a port:
// how it reads a 201 with a reference, a 400 with per-field messages, a 429 after too many
// submissions (whole minutes from Retry-After), and a server that is not there at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { postLead } from '../../app/features/leads/leads-client.ts';
import { type LeadCreated, REFERENCE_RE } from '../../shared/leads.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let base: string;

const t = testContextForFile({ env: { FORMS_PER_ADDRESS: '5' } });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const enquiry = { name: ' Asha Rao ', phone: '98765 43210', enquiryabout: 'Sky balloon', eventDate: '', pincode: '', website: '' };

describe(`postLead against the leads API (${dialect})`, () => {
  it('reads a created enquiry with its reference', async () => {
    const outcome = await postLead<LeadCreated>(`${base}/api/leads/enquiry`, enquiry);
    expect(outcome.kind).toBe('created');
    if (outcome.kind === 'created') expect(outcome.body.reference).toMatch(REFERENCE_RE);
  });

  it('gives each refused field the server’s message', async () => {
    expect(await postLead(`${base}/api/leads/enquiry`, { ...enquiry, phone: '12345', pincode: '012345' })).toEqual({
      kind: 'invalid',
      message: 'Mobile number must be 10 digits.',
      errors: { phone: 'Mobile number must be 10 digits.', pincode: 'Pincode must be 6 digits, not starting with 0.' },
    });
  });

  it('turns the answer to too many submissions into whole minutes to wait', async () => {
    // Only submissions that could be stored count toward the limit.
    let outcome = await postLead(`${base}/api/leads/enquiry`, enquiry);
    for (let i = 0; i < 10 && outcome.kind !== 'limited'; i++) outcome = await postLead(`${base}/api/leads/enquiry`, enquiry);
    expect(outcome.kind).toBe('limited');
    if (outcome.kind === 'limited') {
      expect(outcome.minutes).toBeGreaterThanOrEqual(1);
      expect(outcome.minutes).toBeLessThanOrEqual(10);
    }
  });

  it('counts a server that is not there as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await postLead(`http://127.0.0.1:${port}/api/leads/enquiry`, enquiry)).toEqual({ kind: 'unreachable' });
  });
});
