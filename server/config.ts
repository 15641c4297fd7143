// The only reader of process.env. Every setting is validated once at start;
// a bad value stops start-up with one line naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type BusinessSettingsValues, DEFAULT_HOURS, splitAddress } from '../shared/business.ts';
import { passwordProblem } from './modules/auth/password-policy.ts';
import type { SqliteSynchronous } from '../db/database.ts';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges of addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, an address/prefix (CIDR) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const m = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  const kind = m ? isIP(m[1]!) : 0;
  return kind !== 0 && Number(m![2]) <= (kind === 4 ? 32 : 128);
}

/**
 * Which hops of X-Forwarded-For to believe. false: none (the socket's address). The proxies' own
 * addresses, CIDRs or range names (`127.0.0.1`, `10.0.0.0/8`, `loopback`), as Fastify's trustProxy
 * takes them: the client is the right-most address not among them, so a proxy that appends to the
 * header is never fooled by what the client put in front. `true` is read as `loopback` (a proxy on
 * this machine): trusting every hop would let the client choose its own address. A number of
 * proxies n: the address n hops back (1: the right-most entry); Fastify no longer takes a bare count,
 * since it believes anyone who reaches the app directly, so it is safe only when nothing but the
 * proxies can reach it (HOST=127.0.0.1 or a firewall).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return ['loopback'];
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxies (1 behind one proxy), or a comma-separated list of proxy addresses or CIDRs' });
    return z.NEVER;
  });

const phone10 = z.string().regex(/^\d{10}$/, 'must be exactly 10 digits (without +91)');

/** Every environment variable the server reads, with its rule and default (README.md's table lists them). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
      .optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  PUBLIC_BASE_URL: z
    .url({ message: 'must be an absolute http(s) URL' })
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: trustProxy.default(false),
  // Sent in X-Readyz-Token, it makes /readyz name the database and its latest migration (or why it is
  // not ready); anyone else learns only ok / not ready.
  READYZ_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  CART_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Order requests one address may send in an hour (each alerts the owner): raise it for an audience
  // behind few addresses (one office, a mobile network's shared address).
  ORDERS_PER_ADDRESS_HOURLY: z.coerce.number().int().min(1).max(100_000).default(12),
  // Public form sends (enquiry, franchise, order request) one address may make in 10 minutes: high,
  // because a mobile network puts thousands of phones behind one address (carrier-grade NAT).
  FORMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  // Sends of one form one phone number may make in an hour: the limit that tells one visitor from a crowd.
  FORMS_PER_PHONE_HOURLY: z.coerce.number().int().min(1).max(100_000).default(5),
  // Seconds a person takes at least between starting a public form and sending it; quicker is a bot's.
  FORM_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(2),
  // Alerts: with both set, each new lead is e-mailed to the owner (through the outbox, with retries).
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  NOTIFY_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().optional()),
  // FULL (default): a commit is on disk before the answer. NORMAL is faster but a power cut can lose the last commits.
  SQLITE_SYNCHRONOUS: z.enum(['full', 'leads', 'normal'], { message: 'must be full, leads or normal' }).default('leads'),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // One line per request: off, only errors (4xx/5xx) and slow requests, or all. Default below, by NODE_ENV.
  ACCESS_LOG: z.enum(['off', 'errors', 'all']).optional(),
  // Automatic daily SQLite backups go here (unset: none); the newest BACKUP_KEEP are kept.
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  // The business's contact details written at the very first start; after that the owner changes them
  // at /admin/settings and these are no longer read. Defaults are DEMO values.
  BUSINESS_NAME: z.string().min(1).default('Gubbara (demo)'),
  BUSINESS_PHONE: phone10.default('9999999999'),
  BUSINESS_WHATSAPP: phone10.default('9999999999'),
  BUSINESS_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@example.com'),
  BUSINESS_ADDRESS: z.string().min(1).default('Demo address: 12 MG Road, Bengaluru, Karnataka 560001'),
  BUSINESS_MAP_URL: z.url().default('https://www.openstreetmap.org/?mlat=12.9756&mlon=77.6050#map=16/12.9756/77.6050'),
  BUSINESS_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  BUSINESS_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  BUSINESS_LINKEDIN_URL: z.url().default('https://www.linkedin.com/'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  sqliteSynchronous: SqliteSynchronous;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  publicBaseUrl: string | undefined;
  /**
   * The origin of every absolute URL we write (canonical links, sitemap, catalogues): PUBLIC_BASE_URL,
   * or http://localhost:PORT when unset. Never the request's Host header, which the client chooses.
   */
  baseUrl: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** The X-Readyz-Token that unlocks /readyz's detail; unset: the detail is never given. */
  readyzToken: string | undefined;
  cartTtlDays: number;
  /** Order requests one address may send in an hour. */
  ordersPerAddressHourly: number;
  /** Public form sends one address may make in 10 minutes. */
  formsPerAddress: number;
  /** Sends of one form one phone number may make in an hour. */
  formsPerPhoneHourly: number;
  /** The least time between a form's start and its send, in milliseconds; quicker is stored as spam. */
  formMinMs: number;
  /** smtp(s):// URL of the mail server for alerts; unset: no mail. */
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  /** The From address of alerts (MAIL_FROM); unset: the business's name and e-mail as saved at the time. */
  mailFrom: string | undefined;
  leadRetentionDays: number;
  logLevel: Env['LOG_LEVEL'];
  accessLog: 'off' | 'errors' | 'all';
  /** Absolute directory for automatic backups; undefined: no automatic backups. */
  backupDir: string | undefined;
  backupKeep: number;
  /** The business's details written at the first start (BUSINESS_*); then the stored ones count. */
  firstStartBusiness: BusinessSettingsValues;
}

export class ConfigError extends Error {}

/** Parse an environment (process.env by default). Throws ConfigError with one line naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = source[key];
    if (v !== undefined && v !== '') input[key] = v;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${input[name] ?? ''}")`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const weak = e.ADMIN_PASSWORD === undefined ? undefined : passwordProblem(e.ADMIN_PASSWORD, e.ADMIN_USERNAME, e.BUSINESS_NAME);
  if (weak) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${weak}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicBaseUrl = e.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'gubbara.db'),
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicBaseUrl,
    baseUrl: publicBaseUrl ?? `http://localhost:${e.PORT}`,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    readyzToken: e.READYZ_TOKEN,
    cartTtlDays: e.CART_TTL_DAYS,
    ordersPerAddressHourly: e.ORDERS_PER_ADDRESS_HOURLY,
    formsPerAddress: e.FORMS_PER_ADDRESS,
    formsPerPhoneHourly: e.FORMS_PER_PHONE_HOURLY,
    formMinMs: e.FORM_MIN_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    logLevel: e.LOG_LEVEL,
    // A production log keeps what needs attention; a developer watching a terminal wants every request.
    accessLog: e.ACCESS_LOG ?? (e.NODE_ENV === 'production' ? 'errors' : 'all'),
    backupDir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
    backupKeep: e.BACKUP_KEEP,
    firstStartBusiness: {
      name: e.BUSINESS_NAME,
      phone: e.BUSINESS_PHONE,
      whatsapp: e.BUSINESS_WHATSAPP,
      email: e.BUSINESS_EMAIL,
      ...splitAddress(e.BUSINESS_ADDRESS),
      ...DEFAULT_HOURS,
      mapUrl: e.BUSINESS_MAP_URL,
      instagramUrl: e.BUSINESS_INSTAGRAM_URL,
      facebookUrl: e.BUSINESS_FACEBOOK_URL,
      linkedinUrl: e.BUSINESS_LINKEDIN_URL,
    },
  };
}
