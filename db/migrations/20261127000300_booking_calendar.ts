// The booking calendar: the owner's setup slots and rules (notice, cut-off, horizon, cap per day, the
// cancellation ladder), closed and peak dates, and the counters that hold capacity: one row per
// (date, slot) and one per date, moved by conditional updates in the transaction that stores the
// order. An order lead gains its slot, the customer's personal touches and the SHA-256 of the key
// its status page is opened with.
import { type Kysely, sql } from 'kysely';
import { idType, isPostgres } from './dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pk = idType(db);
  const auto = !isPostgres(db);
  const id = (c: any) => (auto ? c.primaryKey().autoIncrement() : c.primaryKey());
  const now = new Date().toISOString();

  await db.schema
    .createTable('booking_slots')
    .addColumn('id', pk, id)
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    // "HH:MM", India time.
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  // One row (id 1).
  await db.schema
    .createTable('booking_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('day_cap', 'integer', (c) => c.notNull().check(sql`day_cap >= 0`))
    .addColumn('notice_hours', 'integer', (c) => c.notNull())
    .addColumn('cutoff_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('reschedule_hours', 'integer', (c) => c.notNull())
    .addColumn('processing_percent', 'integer', (c) => c.notNull())
    // JSON: [{hoursBefore, keepPercent}], most hours first.
    .addColumn('cancellation_ladder', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('booking_closed_dates')
    .addColumn('date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('note', 'varchar(100)')
    .execute();

  await db.schema
    .createTable('booking_peak_dates')
    .addColumn('date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('surcharge_percent', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(100)')
    .execute();

  // Units held per (date, slot) and per date. No foreign key to the slot: a slot the owner retires
  // keeps the bookings it already holds.
  await db.schema
    .createTable('booking_slot_days')
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('slot_id', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`taken >= 0`),
    )
    .addPrimaryKeyConstraint('booking_slot_days_pk', ['date', 'slot_id'])
    .execute();
  await db.schema
    .createTable('booking_days')
    .addColumn('date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('taken', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`taken >= 0`),
    )
    .execute();

  await db.schema.alterTable('leads').addColumn('slot_id', 'integer').execute();
  await db.schema.alterTable('leads').addColumn('slot_label', 'varchar(40)').execute();
  // 1 while the lead holds a unit of its slot and date.
  await db.schema
    .alterTable('leads')
    .addColumn('slot_held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('leads').addColumn('personal_names', 'varchar(100)').execute();
  await db.schema.alterTable('leads').addColumn('personal_age', 'integer').execute();
  await db.schema.alterTable('leads').addColumn('personal_theme', 'varchar(100)').execute();
  await db.schema.alterTable('leads').addColumn('personal_colours', 'varchar(100)').execute();
  await db.schema.alterTable('leads').addColumn('booking_key_hash', 'varchar(64)').execute();
  await db.schema.createIndex('leads_event_date_idx').on('leads').columns(['event_date', 'slot_id']).execute();

  // The first start's calendar: three slots of three jobs each, six jobs a day; the spec's refund
  // terms as the ladder (a cancellation before the setup keeps nothing but the 10% processing charge).
  await db
    .insertInto('booking_settings')
    .values({
      id: 1,
      day_cap: 6,
      notice_hours: 24,
      cutoff_time: '18:00',
      horizon_days: 180,
      reschedule_hours: 48,
      processing_percent: 10,
      cancellation_ladder: JSON.stringify([{ hoursBefore: 0, keepPercent: 0 }]),
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('booking_slots')
    .values([
      { label: 'Morning', start_time: '09:00', end_time: '12:00', capacity: 3, position: 1, is_active: 1, created_at: now, updated_at: now },
      { label: 'Afternoon', start_time: '12:00', end_time: '16:00', capacity: 3, position: 2, is_active: 1, created_at: now, updated_at: now },
      { label: 'Evening', start_time: '16:00', end_time: '20:00', capacity: 3, position: 3, is_active: 1, created_at: now, updated_at: now },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_event_date_idx').execute();
  for (const c of ['booking_key_hash', 'personal_colours', 'personal_theme', 'personal_age', 'personal_names', 'slot_held', 'slot_label', 'slot_id']) {
    await db.schema.alterTable('leads').dropColumn(c).execute();
  }
  for (const t of ['booking_days', 'booking_slot_days', 'booking_peak_dates', 'booking_closed_dates', 'booking_settings', 'booking_slots']) {
    await db.schema.dropTable(t).execute();
  }
}
