import { HttpResponse, http, type JsonBodyType } from 'msw';
import { type AuditEntry, auditEntrySchema, auditListSchema } from '#common/schemas/audit';
import { paginate } from '#common/schemas/pagination';
import { server } from './server';

// The audit trail as component tests see it (docs/product.md §26): entries made through the API's
// schema, and GET /api/admin/audit answered from them the way the server filters and pages.

export const auditEntry = (id: number, o: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntrySchema.parse({
    id,
    source: 'audit',
    at: '2026-12-02T08:40:00.000Z',
    user: { id: 7, name: 'Maria Santos' },
    entity: 'brand',
    entity_id: '12',
    action: 'update',
    changes: { name: { from: 'Volvo', to: 'Volvo CE' } },
    change_set_id: '5f0c8a9e-2b7e-4c1a-9a57-0d3f1f1e2a01',
    revert_of: null,
    ...o,
  });

export interface ServedTrail {
  requests: URL[];
  rows: AuditEntry[];
}

/** GET /api/admin/audit from `rows` (newest first as given), filtered by entity, id, person and action. */
export function serveTrail(rows: AuditEntry[]): ServedTrail {
  const served: ServedTrail = { requests: [], rows };
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const url = new URL(request.url);
      served.requests.push(url);
      const q = url.searchParams;
      const page = Number(q.get('page') ?? 1);
      const perPage = Number(q.get('per_page') ?? 10);
      const found = served.rows.filter(
        (e) =>
          (!q.get('entity') || e.entity === q.get('entity')) &&
          (!q.get('entity_id') || e.entity_id === q.get('entity_id')) &&
          (!q.get('user_id') || String(e.user?.id) === q.get('user_id')) &&
          (!q.get('action') || e.action === q.get('action')),
      );
      const body = paginate(found.slice((page - 1) * perPage, page * perPage), found.length, page, perPage);
      return HttpResponse.json(auditListSchema.parse(body) as JsonBodyType);
    }),
  );
  return served;
}
