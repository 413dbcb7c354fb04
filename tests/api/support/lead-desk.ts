import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import type { Db } from '../../../server/db/client';
import { leadDesk } from '../../../server/db/schema';

/** The lead desk's fallback person (docs/product.md §24), the desk's other settings at their defaults. */
export const setFallback = (db: Db, userId: number | null) =>
  db
    .insert(leadDesk)
    .values({
      id: true,
      businessHours: DEFAULT_BUSINESS_HOURS,
      responseTargets: DEFAULT_RESPONSE_TARGETS,
      fallbackUserId: userId,
    })
    .onConflictDoUpdate({ target: leadDesk.id, set: { fallbackUserId: userId } });
