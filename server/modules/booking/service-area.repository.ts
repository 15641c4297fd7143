// All service-area SQL: the owner's rules, and the rules that cover one pincode.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ServiceAreaRulesTable } from '../../../db/schema.ts';

export type RuleRow = Selectable<ServiceAreaRulesTable>;

/** What a rule is made of, as written. */
export type RuleValues = Omit<RuleRow, 'id' | 'created_at' | 'updated_at'>;

/** Every rule, as a list shows them: by where they start, the wider first. */
export function listRules(db: Kysely<Database>): Promise<RuleRow[]> {
  return db.selectFrom('service_area_rules').selectAll().orderBy('low').orderBy('high', 'desc').orderBy('id').execute();
}

export function rulesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<RuleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('service_area_rules').selectAll().where('id', 'in', ids).execute();
}

export function ruleById(db: Kysely<Database>, id: number): Promise<RuleRow | undefined> {
  return db.selectFrom('service_area_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export function ruleByPattern(db: Kysely<Database>, pattern: string): Promise<RuleRow | undefined> {
  return db.selectFrom('service_area_rules').selectAll().where('pattern', '=', pattern).executeTakeFirst();
}

/** The rules covering the pincode (its number). */
export function rulesCovering(db: Kysely<Database>, pincode: number): Promise<RuleRow[]> {
  return db.selectFrom('service_area_rules').selectAll().where('low', '<=', pincode).where('high', '>=', pincode).execute();
}

/** Whether there is any rule, and any rule that serves. */
export async function ruleCounts(db: Kysely<Database>): Promise<{ rules: number; served: number }> {
  const row = await db
    .selectFrom('service_area_rules')
    .select((eb) => [eb.fn.countAll<number | string>().as('rules'), eb.fn.sum<number | string | null>('served').as('served')])
    .executeTakeFirstOrThrow();
  return { rules: Number(row.rules), served: Number(row.served ?? 0) };
}

export async function insertRule(db: Kysely<Database>, values: RuleValues, now: string): Promise<number> {
  const row = await db
    .insertInto('service_area_rules')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRule(db: Kysely<Database>, id: number, values: RuleValues, now: string): Promise<boolean> {
  const r = await db
    .updateTable('service_area_rules')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteRule(db: Kysely<Database>, id: number): Promise<RuleRow | undefined> {
  return db.deleteFrom('service_area_rules').where('id', '=', id).returningAll().executeTakeFirst();
}
