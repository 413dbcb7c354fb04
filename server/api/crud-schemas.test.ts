import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deletedEnvelope, errorSchema } from '#common/schemas/envelopes';
import { idParams } from '#common/schemas/shared';
import { crudRouteOptions } from './crud-schemas';
import { deleted, ok, saved } from './replies';

const record = z.object({ id: z.number() });
const routes = crudRouteOptions(
  ['things'],
  {
    listQuery: z.object({ page: z.number() }),
    row: record,
    detail: record,
    create: z.object({ name: z.string() }),
    update: z.object({ name: z.string().optional() }),
    saved: record,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);

describe('crudRouteOptions', () => {
  it('declares the read permission on the reads and the write permission on the writes', () => {
    expect([routes.list, routes.get].map((r) => r.config.permission)).toEqual([
      'catalog.read',
      'catalog.read',
    ]);
    expect([routes.create, routes.update, routes.remove].map((r) => r.config.permission)).toEqual([
      'catalog.write',
      'catalog.write',
      'catalog.write',
    ]);
  });

  it('tags every route and answers 404, 409 and 422 with the error body, except the list', () => {
    for (const route of [routes.get, routes.create, routes.update, routes.remove]) {
      expect(route.schema.tags).toEqual(['things']);
      expect(route.schema.response).toMatchObject({ 404: errorSchema, 409: errorSchema, 422: errorSchema });
    }
    expect(Object.keys(routes.list.schema.response)).toEqual(['200']);
  });

  it('takes the id from the path where a route names one record', () => {
    expect([routes.get, routes.update, routes.remove].map((route) => route.schema.params)).toEqual([
      idParams,
      idParams,
      idParams,
    ]);
    expect(routes.remove.schema.response[200]).toBe(deletedEnvelope);
  });

  it('answers a create with 201 and an update with 200, both in the saved envelope', () => {
    const body = { success: true, message: 'Saved', data: { id: 1 } };
    expect(routes.create.schema.response[201].parse(body)).toEqual(body);
    expect(routes.update.schema.response[200].parse(body)).toEqual(body);
  });
});

describe('reply bodies', () => {
  it('match the envelopes', () => {
    expect(ok([1])).toEqual({ success: true, data: [1] });
    expect(saved('Saved', { id: 1 })).toEqual({ success: true, message: 'Saved', data: { id: 1 } });
    expect(deleted('Gone')).toEqual({ success: true, message: 'Gone' });
  });
});
