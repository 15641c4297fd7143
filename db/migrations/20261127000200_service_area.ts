// The shop's service area: the owner's rules saying which pincodes it delivers to, each one pincode, a
// range or a prefix, with a delivery charge, extra lead days and an area label. `low` and `high` are the
// pincodes a rule covers, both included, so that the rules of a pincode are found on one index.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const auto = !isPostgres(db);
  await db.schema
    .createTable('service_area_rules')
    .addColumn('id', idType(db), (c) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind IN ('pincode', 'range', 'prefix')`))
    .addColumn('pattern', 'varchar(13)', (c) => c.notNull())
    .addColumn('low', 'integer', (c) => c.notNull())
    .addColumn('high', 'integer', (c) => c.notNull())
    .addColumn('served', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`served IN (0, 1)`),
    )
    .addColumn('delivery_charge', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_charge >= 0`),
    )
    .addColumn('extra_lead_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`extra_lead_days BETWEEN 0 AND 30`),
    )
    .addColumn('area', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('service_area_rules_pattern_key', ['pattern'])
    .addCheckConstraint('service_area_rules_span', sql`low <= high`)
    .execute();
  await db.schema.createIndex('service_area_rules_span_idx').on('service_area_rules').columns(['low', 'high']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_area_rules').execute();
}
