import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { leadEvents } from '../../../server/db/schema';

/** A lead's history (its lead_events rows), oldest first. */
export const eventsOf = (db: Db, leadId: number) =>
  db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));
