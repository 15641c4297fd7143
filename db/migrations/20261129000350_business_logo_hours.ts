// The business's opening hours as values (the days open, one opening and one closing time) that the
// LocalBusiness JSON-LD states and the pages say in words, and the logo the header shows (a stored
// picture's name). The defaults are the hours the shop has always shown: every day, 9 am to 9 pm.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const add = (column: string, type: `varchar(${number})`, notNullDefault?: string) =>
    db.schema
      .alterTable('business_settings')
      .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  // Comma-separated day names in the week's order.
  await add('open_days', 'varchar(100)', 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday');
  await add('opens', 'varchar(5)', '09:00');
  await add('closes', 'varchar(5)', '21:00');
  await add('logo', 'varchar(200)');
}
