import { describe, expect, it } from 'vitest';
import { call, putSettings, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';

// GET /api/admin/uploads/target (docs/product.md §12): where the image widgets send files, readable
// by every role that may upload (catalog.write) without reading Settings (settings.read), and
// carrying nothing from Settings but the target.
const ctx = setupApi();

const target = (token?: string) => call(ctx.app, { url: '/api/admin/uploads/target', token });

async function cloudinary(values: Record<string, unknown>) {
  const admin = (await createAdmin(ctx.db)).token;
  const res = await putSettings(ctx.app, admin, values);
  expect(res.statusCode, res.body).toBe(200);
}

async function editor() {
  return (await createUser(ctx.db, { role: 'editor' })).token;
}

/** The target an editor is told once Cloudinary is saved as given. */
async function targetWith(enabled: boolean, cloudName: string, preset: string) {
  await cloudinary({
    cloudinary_enabled: enabled,
    cloudinary_cloud_name: cloudName,
    cloudinary_upload_preset: preset,
  });
  return (await target(await editor())).json().data;
}

describe('GET /api/admin/uploads/target', () => {
  it('tells an editor (who may not read Settings) that uploads come to this server by default', async () => {
    const token = await editor();
    expect((await call(ctx.app, { url: '/api/admin/settings', token })).statusCode).toBe(403);
    const res = await target(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { kind: 'server' } });
  });

  it('answers Cloudinary with only its cloud name and unsigned preset when switched on', async () => {
    await cloudinary({
      cloudinary_enabled: true,
      cloudinary_cloud_name: ' ironsite-demo ',
      cloudinary_upload_preset: 'unsigned_1',
      site_name: 'Not for uploaders',
      notification_email: 'owner@example.com',
    });
    const res = await target(await editor());
    expect(res.statusCode, res.body).toBe(200);
    // The whole answer: no other setting rides along.
    expect(res.json()).toEqual({
      success: true,
      data: { kind: 'cloudinary', cloud_name: 'ironsite-demo', upload_preset: 'unsigned_1' },
    });
    expect(res.body).not.toContain('owner@example.com');
  });

  it('says the preset is missing when Cloudinary is on with a cloud name but no preset', async () => {
    expect(await targetWith(true, 'demo', '  ')).toEqual({ kind: 'missing-preset' });
  });

  it('keeps this server while Cloudinary is off or has no cloud name, whatever else is filled in', async () => {
    expect(await targetWith(false, 'demo', 'p')).toEqual({ kind: 'server' });
    expect(await targetWith(true, '', 'p')).toEqual({ kind: 'server' });
  });

  it('refuses whoever may not upload: signed out 401, a viewer or a site account 403', async () => {
    expect((await target()).statusCode).toBe(401);
    for (const role of ['viewer', 'sales', 'manager', 'user'] as const) {
      const { token } = await createUser(ctx.db, { role });
      expect((await target(token)).statusCode, role).toBe(403);
    }
  });
});
