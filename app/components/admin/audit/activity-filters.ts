import {
  addressQuery,
  type ListFilters,
  rangeError,
  readId,
  readListFilters,
} from '#app/components/admin/address-list/address-filters';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  auditQuery,
} from '#common/schemas/audit';

// The Activity page's filters live in the address (?entity=&entity_id=&user_id=&action=&from=&to=&page=&per_page=),
// as the inbox's and the access log's do (address-filters.ts), under the API's own names, so a
// record's "Every change on the Activity page" link shows the same list.

export interface ActivityFilters extends ListFilters {
  userId?: number;
  entity?: AuditEntity;
  /** One record of `entity` (a History's link); set only from the address. */
  entityId?: string;
  action?: AuditAction;
}

const MAX_ENTITY_ID = 100;

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const entity = AUDIT_ENTITIES.find((e) => e === params.get('entity'));
  const entityId = params.get('entity_id')?.trim();
  return {
    userId: readId(params.get('user_id')),
    entity,
    entityId: entity && entityId && entityId.length <= MAX_ENTITY_ID ? entityId : undefined,
    action: AUDIT_ACTIONS.find((a) => a === params.get('action')),
    ...readListFilters(params),
  };
}

/** Address (and API) query of `filters`, leaving out what is the default anyway. */
export const activityQuery = (filters: ActivityFilters): string =>
  addressQuery(
    {
      entity: filters.entity,
      entity_id: filters.entityId,
      user_id: filters.userId,
      action: filters.action,
      from: filters.from,
      to: filters.to,
    },
    filters,
  );

/** The API's own complaint about the date range (the end before the start), if any. */
export const activityDateError = (filters: ActivityFilters) => rangeError(auditQuery, filters);

/** What Clear filters empties; any of them set is a filtered list. */
export const ACTIVITY_FILTER_KEYS = ['userId', 'entity', 'entityId', 'action', 'from', 'to'] as const;

export const hasActivityFilters = (f: ActivityFilters) => ACTIVITY_FILTER_KEYS.some((key) => Boolean(f[key]));
