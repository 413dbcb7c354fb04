import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** Makes every insert into the access log fail, for the length of `fn`. */
export async function withFailingLog(db: Db, fn: () => Promise<void>) {
  await db.execute(sql`create or replace function refuse_access_row() returns trigger
    language plpgsql as $$ begin raise exception 'access log refused'; end $$`);
  await db.execute(sql`create trigger refuse_access_row before insert on personal_data_access
    for each row execute function refuse_access_row()`);
  try {
    await fn();
  } finally {
    await db.execute(sql`drop trigger refuse_access_row on personal_data_access`);
    await db.execute(sql`drop function refuse_access_row()`);
  }
}
