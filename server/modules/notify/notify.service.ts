// E-mail alerts to the owner through an outbox: a lead's alert row is written in the same transaction
// as the lead, and this worker sends it with retries and back-off. A mail server that is down delays
// the alert; it never loses it and never fails the visitor's request.
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import * as outbox from './outbox.repository.ts';

export interface MailMessage {
  subject: string;
  text: string;
}

export interface NotifyLogger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** How often the worker looks for due mail when nothing woke it. */
const POLL_MS = 5_000;
/** A claim outlives any one SMTP conversation (nodemailer's time-outs below are shorter). */
const CLAIM_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** About three days of hourly tries; then the row is marked failed (the lead itself is in the inbox). */
const MAX_ATTEMPTS = 80;
const BATCH = 10;

/** The wait before attempt n+1 after n failures: 5 s, 10 s, 20 s … capped at an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export class NotifyService {
  readonly db: Kysely<Database>;
  readonly enabled: boolean;
  readonly #config: Pick<Config, 'smtpUrl' | 'notifyEmail' | 'mailFrom'>;
  #transport: Transporter | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #log: NotifyLogger | undefined;

  /** The business's details as saved now: the alerts' sender when MAIL_FROM is unset. */
  readonly #business: { business(): Promise<{ name: string; email: string }> };

  constructor(
    db: Kysely<Database>,
    config: Pick<Config, 'smtpUrl' | 'notifyEmail' | 'mailFrom'>,
    business: { business(): Promise<{ name: string; email: string }> },
  ) {
    this.db = db;
    this.#config = config;
    this.#business = business;
    this.enabled = Boolean(config.smtpUrl && config.notifyEmail);
  }

  /** Queues an alert to the owner inside the caller's transaction; nothing when mail is off. */
  async enqueueAlert(trx: Kysely<Database>, leadId: number | null, message: MailMessage, now: string): Promise<void> {
    if (!this.enabled) return;
    await outbox.enqueue(trx, { kind: 'owner-alert', lead_id: leadId, payload: JSON.stringify(message), now });
  }

  /** Starts the worker (polls, and runs at once when kicked after a commit). */
  start(log?: NotifyLogger): void {
    this.#log = log;
    // When mail is off the start-up facts say so, once (server/startup-facts.ts).
    if (!this.enabled) return;
    this.#transport = nodemailer.createTransport({
      url: this.#config.smtpUrl!,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.#timer = setInterval(() => this.kick(), POLL_MS);
    this.#timer.unref();
    this.kick();
  }

  /** Sends what is due now; a kick during a run makes the run go round once more. */
  kick(): void {
    if (!this.#transport) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((err: unknown) => this.#log?.warn(`mail outbox: ${(err as Error).message}`))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Waits for the current run (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.idle();
    this.#transport?.close();
    this.#transport = undefined;
  }

  async #drain(): Promise<void> {
    for (;;) {
      const now = new Date();
      const ids = await outbox.dueIds(this.db, now.toISOString(), BATCH);
      if (ids.length === 0) return;
      for (const id of ids) await this.#sendOne(id);
      if (ids.length < BATCH) return;
    }
  }

  async #sendOne(id: number): Promise<void> {
    const now = new Date();
    const row = await outbox.claim(this.db, id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
    if (!row) return;
    const message = JSON.parse(row.payload) as MailMessage;
    try {
      const from = this.#config.mailFrom ?? (await this.#business.business().then((b) => `${b.name} <${b.email}>`));
      await this.#transport!.sendMail({ from, to: this.#config.notifyEmail, subject: message.subject, text: message.text });
      await outbox.markSent(this.db, id, new Date().toISOString());
    } catch (err) {
      const attempts = row.attempts + 1;
      const at = new Date();
      const giveUp = attempts >= MAX_ATTEMPTS ? at.toISOString() : null;
      const reason = (err as Error).message;
      await outbox.markFailedAttempt(this.db, id, attempts, reason, new Date(at.getTime() + retryDelayMs(attempts)).toISOString(), giveUp);
      this.#log?.warn(`mail alert ${id} not sent (attempt ${attempts}${giveUp ? ', giving up' : ''}): ${reason}`);
    }
  }

  stats(): Promise<outbox.OutboxStats> {
    return outbox.stats(this.db);
  }
}
