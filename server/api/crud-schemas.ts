import type { z } from 'zod';
import type { Permission } from '#common/permissions';
import { deletedEnvelope, errorSchema, savedEnvelope } from '#common/schemas/envelopes';
import { paginatedSchema } from '#common/schemas/pagination';
import { idParams } from '#common/schemas/shared';

// The route options of an admin catalogue record's five routes (list, get, create, update,
// delete), which brands, categories and products answer alike: a page of the list, the record,
// the saved record in its envelope, and an error body for a missing record (404), a record still
// in use (409) or a rejected field (422).

const errors = { 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * `row` is one row of the list, `detail` GET /:id's answer, `saved` the record in the envelope of a
 * create or an update. `permissions` are what the reads and the writes need (decision 046).
 */
export function crudRouteOptions<
  Query extends z.ZodType,
  Row extends z.ZodType,
  Detail extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Saved extends z.ZodType,
>(
  tags: string[],
  schemas: { listQuery: Query; row: Row; detail: Detail; create: Create; update: Update; saved: Saved },
  permissions: { read: Permission; write: Permission },
) {
  const savedResponse = savedEnvelope(schemas.saved);
  const read = { permission: permissions.read };
  const write = { permission: permissions.write };
  return {
    list: {
      config: read,
      schema: { tags, querystring: schemas.listQuery, response: { 200: paginatedSchema(schemas.row) } },
    },
    get: { config: read, schema: { tags, params: idParams, response: { 200: schemas.detail, ...errors } } },
    create: {
      config: write,
      schema: { tags, body: schemas.create, response: { 201: savedResponse, ...errors } },
    },
    update: {
      config: write,
      schema: { tags, params: idParams, body: schemas.update, response: { 200: savedResponse, ...errors } },
    },
    remove: {
      config: write,
      schema: { tags, params: idParams, response: { 200: deletedEnvelope, ...errors } },
    },
  };
}
