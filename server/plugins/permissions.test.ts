import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declaredPermission, PERMISSION_KEY } from './permissions';

// The back-office scope's onRoute hook: a route that says no permission cannot be added.
async function appWith(config: Record<string, unknown> | undefined) {
  const app = Fastify({ logger: false });
  await app.register(async (scope) => {
    scope.addHook('onRoute', declaredPermission);
    scope.get('/admin/things', { config, schema: {} }, async () => ({}));
  });
  await app.ready();
}

describe('declaredPermission', () => {
  it('stops the start when a back-office route declares no permission', async () => {
    await expect(appWith(undefined)).rejects.toThrow('GET /admin/things declares no permission');
  });

  it('stops the start for a permission the table does not know', async () => {
    await expect(appWith({ permission: 'catalog.delete' })).rejects.toThrow('declares no permission');
  });

  it('documents a declared permission in the route schema (OpenAPI x-permission)', async () => {
    let seen: Record<string, unknown> | undefined;
    const app = Fastify({ logger: false });
    await app.register(async (scope) => {
      scope.addHook('onRoute', declaredPermission);
      scope.addHook('onRoute', (route) => {
        seen = route.schema as Record<string, unknown>;
      });
      scope.get('/admin/things', { config: { permission: 'leads.read' }, schema: {} }, async () => ({}));
    });
    await app.ready();
    expect(seen?.[PERMISSION_KEY]).toBe('leads.read');
    expect(seen?.description).toBe('Needs `leads.read`.');
  });
});
