// The shop's service area: whether it delivers to a pincode, at what charge and how much later, from
// the owner's rules. A rule is one pincode, a range or a prefix; the most specific rule covering a
// pincode decides (a pincode beats a range beats a prefix; among ranges the narrowest, among prefixes
// the longest). With no rules at all every pincode is served. With rules but none covering the
// pincode, it is served only when no rule serves: once the owner lists where the shop goes, anywhere
// else is outside; rules that only say "not served" leave everywhere else as it was.
//
// The rules are also kept as a spreadsheet (exported and imported as the product list is: a dry run
// first, then every row in one transaction or none).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { cleanLine } from '../../../shared/forms.ts';
import { formatRupees } from '../../../shared/money.ts';
import {
  MAX_AREA_LENGTH,
  MAX_DELIVERY_CHARGE,
  MAX_EXTRA_LEAD_DAYS,
  RULE_KINDS,
  type PincodeAnswer,
  type RuleKind,
  type ServiceAreaRule,
  pincodeState,
  readRulePattern,
} from '../../../shared/pincode.ts';
import type { BusinessInfo } from '../../../shared/services.ts';
import { HttpError, notFound, parseOr400, sentence } from '../../http-errors.ts';
import { type SheetRow, csvFile, readSheet, restoreFormula } from '../../spreadsheet.ts';
import * as repo from './service-area.repository.ts';

/** What lookup() says about one pincode. */
export interface PincodeLookup {
  pincode: string;
  served: boolean;
  state: string | null;
  area: string | null;
  deliveryCharge: number;
  extraLeadDays: number;
  message: string;
}

const KIND_RANK: Record<RuleKind, number> = { pincode: 0, range: 1, prefix: 2 };

/** The rule that decides among those covering one pincode; ties (none are possible between kinds) by id. */
export function mostSpecific<R extends { id: number; kind: RuleKind; low: number; high: number }>(rules: readonly R[]): R | undefined {
  return [...rules].sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.high - a.low - (b.high - b.low) || a.id - b.id)[0];
}

const displayPhone = (tenDigits: string) => `${PHONE_PREFIX} ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;

const wholeNumber = (max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max.toLocaleString('en-IN')}`);

/** A rule as the admin sends it; the kind follows from the pattern, and if given must agree with it. */
export const ruleInput = z
  .strictObject(
    {
      kind: z.enum(RULE_KINDS, { message: 'must be pincode, range or prefix' }).optional(),
      pattern: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).transform((text, ctx) => {
        const read = readRulePattern(text);
        if (typeof read !== 'string') return read;
        ctx.addIssue({ code: 'custom', ...sentence(read) });
        return z.NEVER;
      }),
      served: z.boolean({ message: 'must be true or false' }).default(true),
      deliveryCharge: wholeNumber(MAX_DELIVERY_CHARGE).default(0),
      extraLeadDays: wholeNumber(MAX_EXTRA_LEAD_DAYS).default(0),
      area: z
        .string({ message: 'must be text' })
        .transform(cleanLine)
        .pipe(z.string().max(MAX_AREA_LENGTH, `must be at most ${MAX_AREA_LENGTH} characters`))
        .default(''),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `has an unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .superRefine((v, ctx) => {
    if (v.kind !== undefined && v.pattern.kind !== v.kind)
      ctx.addIssue({ code: 'custom', path: ['kind'], ...sentence(`Pattern "${v.pattern.pattern}" is a ${v.pattern.kind}, not a ${v.kind}`) });
  });

type RuleInput = z.infer<typeof ruleInput>;

function values(input: RuleInput): repo.RuleValues {
  const { kind, pattern, low, high } = input.pattern;
  return {
    kind,
    pattern,
    low,
    high,
    served: input.served ? 1 : 0,
    delivery_charge: input.deliveryCharge,
    extra_lead_days: input.extraLeadDays,
    area: input.area,
  };
}

export function ruleOf(row: repo.RuleRow): ServiceAreaRule {
  return {
    id: row.id,
    kind: row.kind,
    pattern: row.pattern,
    served: row.served === 1,
    deliveryCharge: row.delivery_charge,
    extraLeadDays: row.extra_lead_days,
    area: row.area,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const taken = (pattern: string) => new HttpError(409, `A rule for ${pattern} already exists: edit that one instead`);

// ---- the spreadsheet ----

export const RULE_COLUMNS = ['id', 'pattern', 'kind', 'served', 'delivery_charge', 'extra_lead_days', 'area'] as const;
type RuleColumn = (typeof RULE_COLUMNS)[number];
const SHEET = { columns: RULE_COLUMNS, required: ['pattern'], rowsAre: 'rules' } as const;
/** The input's fields by the file's columns. */
const FIELD_COLUMNS: Record<string, RuleColumn> = {
  kind: 'kind',
  pattern: 'pattern',
  served: 'served',
  deliveryCharge: 'delivery_charge',
  extraLeadDays: 'extra_lead_days',
  area: 'area',
};
const YES = new Set(['yes', 'y', '1', 'true']);
const NO = new Set(['no', 'n', '0', 'false']);
const MAX_ID = 2_147_483_647;

export interface RuleImportProblem {
  row: number;
  field: string | null;
  message: string;
}

export interface RuleImportChange {
  row: number;
  action: 'create' | 'update';
  id: number | null;
  pattern: string;
  fields: string[];
}

export interface RuleImportReport {
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  errors: RuleImportProblem[];
  changes: RuleImportChange[];
}

interface PlannedRule {
  row: number;
  action: 'create' | 'update' | 'unchanged';
  existing: repo.RuleRow | undefined;
  values: repo.RuleValues;
  fields: string[];
}

/** The first date (YYYY-MM-DD, India time) with a setup slot free for a pincode, or null when none is. */
export type FirstFreeDate = (pincode: string, now: Date) => Promise<string | null>;

export class ServiceAreaService {
  readonly #db: Kysely<Database>;
  /** The business's details as saved now: its numbers in the not-served answer. */
  readonly #business: { business(): Promise<BusinessInfo> };
  readonly #firstFree: FirstFreeDate;

  /** `firstFree` is the booking calendar's: it weighs notice, cut-off, closed dates, capacity and this area's extra days. */
  constructor(db: Kysely<Database>, business: { business(): Promise<BusinessInfo> }, firstFree: FirstFreeDate) {
    this.#db = db;
    this.#business = business;
    this.#firstFree = firstFree;
  }

  /** Whether the shop delivers to the pincode (six digits, checked by the caller), and on what terms; read through `db`, an order's transaction when inside one. */
  /**
   * What the rules say of a pincode, read through `db` alone (inside an order's transaction, that
   * transaction: on SQLite's one connection any other read would wait on it).
   */
  async placeOf(pincode: string, db: Kysely<Database> = this.#db) {
    const state = pincodeState(pincode);
    const rule = mostSpecific(await repo.rulesCovering(db, Number(pincode)));
    const served = rule ? rule.served === 1 : (await repo.ruleCounts(db)).served === 0;
    return {
      served,
      state,
      area: rule?.area || null,
      deliveryCharge: served ? (rule?.delivery_charge ?? 0) : 0,
      extraLeadDays: served ? (rule?.extra_lead_days ?? 0) : 0,
    };
  }

  async lookup(pincode: string, db: Kysely<Database> = this.#db): Promise<PincodeLookup> {
    const { served, state, area, deliveryCharge, extraLeadDays } = await this.placeOf(pincode, db);
    const place = [area, state].filter(Boolean).join(', ');
    const where = place ? `${pincode}, ${place}` : pincode;
    if (!served) {
      const { whatsapp, phone } = await this.#business.business();
      return {
        pincode,
        served,
        state,
        area,
        deliveryCharge,
        extraLeadDays,
        message: `Sorry, we do not deliver to ${where} yet. Message us on WhatsApp at ${displayPhone(whatsapp)} or call ${displayPhone(phone)}: we may still be able to help.`,
      };
    }
    const charge = deliveryCharge === 0 ? 'Delivery is included.' : `Delivery charge: ${formatRupees(deliveryCharge)}.`;
    return { pincode, served, state, area, deliveryCharge, extraLeadDays, message: `Delivers to ${where}. ${charge}` };
  }

  /** The public answer: lookup() with the earliest setup date. */
  async answer(pincode: string, now: Date = new Date()): Promise<PincodeAnswer> {
    const [{ extraLeadDays: _days, ...found }, earliestDate] = await Promise.all([this.lookup(pincode), this.#firstFree(pincode, now)]);
    return { ...found, earliestDate };
  }

  /** What the admin's "test a pincode" shows: the answer and the rule that decided it. */
  async test(pincode: string, now: Date = new Date()) {
    const rule = mostSpecific(await repo.rulesCovering(this.#db, Number(pincode)));
    const [found, earliestDate] = await Promise.all([this.lookup(pincode), this.#firstFree(pincode, now)]);
    return { ...found, earliestDate, rule: rule ? ruleOf(rule) : null };
  }

  async listRules(): Promise<ServiceAreaRule[]> {
    return (await repo.listRules(this.#db)).map(ruleOf);
  }

  /** Adds a rule; 409 when one with the same pattern exists. */
  async addRule(body: unknown): Promise<ServiceAreaRule> {
    const v = values(parseOr400(ruleInput, body, 'body'));
    if (await repo.ruleByPattern(this.#db, v.pattern)) throw taken(v.pattern);
    let id: number;
    try {
      id = await repo.insertRule(this.#db, v, new Date().toISOString());
    } catch (err) {
      // Saved by someone else in the meantime: the unique constraint refused this one.
      if (await repo.ruleByPattern(this.#db, v.pattern)) throw taken(v.pattern);
      throw err;
    }
    return ruleOf((await repo.ruleById(this.#db, id))!);
  }

  /** Replaces a rule's pattern and terms; 404 for no such rule, 409 when another rule has the pattern. */
  async updateRule(id: number, body: unknown): Promise<ServiceAreaRule> {
    const v = values(parseOr400(ruleInput, body, 'body'));
    if (!(await repo.ruleById(this.#db, id))) throw notFound(`Rule ${id} not found`);
    const other = await repo.ruleByPattern(this.#db, v.pattern);
    if (other && other.id !== id) throw taken(v.pattern);
    try {
      if (!(await repo.updateRule(this.#db, id, v, new Date().toISOString()))) throw notFound(`Rule ${id} not found`);
    } catch (err) {
      const now = await repo.ruleByPattern(this.#db, v.pattern);
      if (now && now.id !== id) throw taken(v.pattern);
      throw err;
    }
    return ruleOf((await repo.ruleById(this.#db, id))!);
  }

  async deleteRule(id: number): Promise<ServiceAreaRule> {
    const gone = await repo.deleteRule(this.#db, id);
    if (!gone) throw notFound(`Rule ${id} not found`);
    return ruleOf(gone);
  }

  // ---- the spreadsheet ----

  async exportCsv(): Promise<string> {
    const rows = await repo.listRules(this.#db);
    return csvFile(
      RULE_COLUMNS,
      rows.map((r) => [String(r.id), r.pattern, r.kind, r.served ? 'yes' : 'no', String(r.delivery_charge), String(r.extra_lead_days), r.area]),
    );
  }

  /** What an import of this file would do; writes nothing. */
  async check(csv: Uint8Array): Promise<RuleImportReport> {
    const rows = (await readSheet(csv, SHEET)).rows;
    return report(await plan(this.#db, rows));
  }

  /** Imports the file in one transaction: every row, or (with any problem) nothing. */
  async apply(csv: Uint8Array): Promise<{ applied: boolean; report: RuleImportReport }> {
    const rows = (await readSheet(csv, SHEET)).rows;
    const created = new Map<number, number>();
    const done = await this.#db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the rules may have changed since the dry run.
      const p = await plan(trx, rows);
      if (p.errors.length) return p;
      const now = new Date().toISOString();
      // Rules that swap patterns would meet the unique pattern half-way: each moving rule first takes a
      // pattern no rule can have.
      for (const r of p.rows)
        if (r.action === 'update' && r.existing!.pattern !== r.values.pattern)
          await repo.updateRule(trx, r.existing!.id, { ...r.values, pattern: `~${r.existing!.id}` }, now);
      for (const r of p.rows) {
        if (r.action === 'update') await repo.updateRule(trx, r.existing!.id, r.values, now);
        else if (r.action === 'create') created.set(r.row, await repo.insertRule(trx, r.values, now));
      }
      return p;
    });
    const out = report(done);
    if (done.errors.length) return { applied: false, report: out };
    for (const c of out.changes) if (c.id === null) c.id = created.get(c.row) ?? null;
    return { applied: true, report: out };
  }
}

/** The row's cells as a rule's input (the existing rule's values where the file has no column). */
function rowInput(cells: Partial<Record<RuleColumn, string>>, before: repo.RuleRow | undefined): Record<string, unknown> {
  const input: Record<string, unknown> = before
    ? { pattern: before.pattern, served: before.served === 1, deliveryCharge: before.delivery_charge, extraLeadDays: before.extra_lead_days, area: before.area }
    : {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const cell = cells[column];
    if (cell === undefined) continue;
    const text = restoreFormula(cell).trim();
    if (field === 'kind') {
      if (text !== '') input.kind = text.toLowerCase();
    } else if (field === 'served') {
      const said = text.toLowerCase();
      input.served = said === '' ? true : YES.has(said) ? true : NO.has(said) ? false : text;
    } else if (field === 'deliveryCharge' || field === 'extraLeadDays') {
      input[field] = text === '' ? 0 : /^\d{1,9}$/.test(text) ? Number(text) : text;
    } else input[field] = text;
  }
  return input;
}

/** Checks every row against the rules `db` holds now, and says what each would do. */
async function plan(db: Kysely<Database>, rows: readonly SheetRow<RuleColumn>[]): Promise<{ rows: PlannedRule[]; errors: RuleImportProblem[] }> {
  const errors: RuleImportProblem[] = [];
  const ids = new Map<number, number>();
  const rowIds = new Map<number, number>();
  for (const r of rows) {
    const id = (r.cells.id ?? '').trim();
    if (id === '' || r.cellCount !== undefined) continue;
    const n = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    if (!(n >= 1 && n <= MAX_ID)) errors.push({ row: r.row, field: 'id', message: 'must be a rule id (a whole number), or empty for a new rule' });
    else if (ids.has(n)) errors.push({ row: r.row, field: 'id', message: `${n} is also on row ${ids.get(n)}: a rule can be on one row only` });
    else {
      ids.set(n, r.row);
      rowIds.set(r.row, n);
    }
  }
  const existing = new Map((await repo.rulesByIds(db, [...ids.keys()])).map((r) => [r.id, r]));
  const all = await repo.listRules(db);
  const out: PlannedRule[] = [];
  // Each pattern after the import, and where it comes from: a row of the file, or a rule the file leaves.
  const patterns = new Map<string, string>();
  for (const rule of all) if (!ids.has(rule.id)) patterns.set(rule.pattern, `rule ${rule.id}, which the file does not change`);
  for (const r of rows) {
    const problems: RuleImportProblem[] = errors.filter((e) => e.row === r.row);
    const problem = (field: string | null, message: string) => problems.push({ row: r.row, field, message });
    if (r.cellCount !== undefined) {
      problem(null, `has ${r.cellCount} cells where the header has ${RULE_COLUMNS.length} (a comma in a cell without quotes around it?)`);
      for (const p of problems) if (!errors.includes(p)) errors.push(p);
      continue;
    }
    for (const [column, cell] of Object.entries(r.cells) as [RuleColumn, string][])
      if (/^\s*=/.test(cell)) problem(column, 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text');
    const id = rowIds.get(r.row);
    const before = id === undefined ? undefined : existing.get(id);
    if (id !== undefined && !before) problem('id', `no rule has id ${id}: leave id empty to add a new rule`);
    if (problems.length === 0) {
      const parsed = ruleInput.safeParse(rowInput(r.cells, before));
      if (!parsed.success) {
        const said = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = FIELD_COLUMNS[String(issue.path[0] ?? '')] ?? 'pattern';
          if (!said.has(field)) problem(field, issue.message);
          said.add(field);
        }
      } else {
        const v = values(parsed.data);
        const clash = patterns.get(v.pattern);
        if (clash) problem('pattern', `${v.pattern} is also ${clash}: a pattern can have one rule only`);
        else {
          patterns.set(v.pattern, `on row ${r.row}`);
          const fields = before ? changedFields(before, v) : [];
          out.push({ row: r.row, action: !before ? 'create' : fields.length ? 'update' : 'unchanged', existing: before, values: v, fields });
        }
      }
    }
    for (const p of problems) if (!errors.includes(p)) errors.push(p);
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: out, errors };
}

function changedFields(before: repo.RuleRow, v: repo.RuleValues): string[] {
  const columns: [RuleColumn, keyof repo.RuleValues][] = [
    ['pattern', 'pattern'],
    ['served', 'served'],
    ['delivery_charge', 'delivery_charge'],
    ['extra_lead_days', 'extra_lead_days'],
    ['area', 'area'],
  ];
  return columns.filter(([, key]) => before[key] !== v[key]).map(([column]) => column);
}

function report(p: { rows: PlannedRule[]; errors: RuleImportProblem[] }): RuleImportReport {
  const count = (action: PlannedRule['action']) => p.rows.filter((r) => r.action === action).length;
  return {
    toCreate: count('create'),
    toUpdate: count('update'),
    unchanged: count('unchanged'),
    errors: p.errors,
    changes: p.rows.flatMap((r) =>
      r.action === 'unchanged' ? [] : [{ row: r.row, action: r.action, id: r.existing?.id ?? null, pattern: r.values.pattern, fields: r.fields }],
    ),
  };
}
