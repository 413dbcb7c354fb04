import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTING_GROUPS } from '#common/constants';
import { LEAD_KINDS } from '#common/lead-kinds';
import { settings } from '../../server/db/schema';
import { ensureSettings, setSettingValues } from '../../server/services/settings';
import { SETTING_DEFINITIONS } from '../../server/services/settings-definitions';
import { call, putSettings, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';

const ctx = setupApi();

async function admin() {
  return (await createAdmin(ctx.db)).token;
}
const put = (token: string, values: Record<string, unknown>) =>
  call(ctx.app, { method: 'PUT', url: '/api/admin/settings', token, payload: { settings: values } });
/** An admin's save once every setting has its stored row. */
async function saveOverStored(values: Record<string, unknown>) {
  const token = await admin();
  await ensureSettings(ctx.db);
  return put(token, values);
}

describe('settings catalogue', () => {
  it('ensureSettings inserts missing rows with defaults and never overwrites values', async () => {
    await setSettingValues(ctx.db, { site_name: 'Custom Name' });
    await ensureSettings(ctx.db);
    await ensureSettings(ctx.db);
    const rows = await ctx.db.select().from(settings);
    expect(rows).toHaveLength(SETTING_DEFINITIONS.length);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    expect(byKey.get('site_name')?.value).toBe('Custom Name');
    expect(byKey.get('primary_color')).toMatchObject({
      group: 'appearance',
      type: 'color',
      value: '#F2A900',
    });
    expect(byKey.get('hero_overlay_opacity')).toMatchObject({ group: 'hero', type: 'number', value: '0.6' });
  });

  it('setSettingValues refuses a key that is not in the catalogue', async () => {
    await expect(setSettingValues(ctx.db, { nope: 'x' })).rejects.toThrow('Unknown setting: nope');
  });
});

describe('GET /admin/settings', () => {
  it('groups typed settings by tab in catalogue order', async () => {
    const token = await admin();
    await ensureSettings(ctx.db);
    const res = await call(ctx.app, { url: '/api/admin/settings', token });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(Object.keys(data)).toEqual([...SETTING_GROUPS]);
    expect(Object.keys(data.general).slice(0, 3)).toEqual([
      'site_name',
      'site_tagline',
      'company_description',
    ]);
    expect(Object.keys(data.social)).toEqual([
      'facebook_url',
      'instagram_url',
      'youtube_url',
      'twitter_url',
      'linkedin_url',
      'messenger_page',
      'viber_number',
      'whatsapp_number',
    ]);
    expect(data.appearance).toEqual({
      primary_color: {
        value: '#F2A900',
        type: 'color',
        label: 'Primary Color',
        description: 'Accent colour of buttons and links.',
      },
      secondary_color: expect.objectContaining({ value: '#1F2328', type: 'color' }),
      show_floating_social: expect.objectContaining({ value: true, type: 'boolean' }),
      products_per_page: expect.objectContaining({ value: 12, type: 'number' }),
      availability_fresh_days: expect.objectContaining({ value: 30, type: 'number' }),
    });
    expect(data.cloudinary.cloudinary_enabled).toMatchObject({ value: false, type: 'boolean' });
    expect(data.hero.hero_primary_button_text.value).toBe('Request Quote');
  });

  it('labels the impact figures as the pages do and says where each appears', async () => {
    const token = await admin();
    const { data } = (await call(ctx.app, { url: '/api/admin/settings', token })).json();
    expect(data.general.employees).toMatchObject({
      value: '250+',
      label: 'Employees',
      description:
        'Shown as "Employees" in Our Impact on the home and About pages (text, e.g. 250+). Leave empty to hide it.',
    });
    // The impact band's countries figure of docs/product.md §11 is this setting, with 50+ as default.
    expect(data.general.countries_served).toMatchObject({
      value: '50+',
      label: 'Countries Served',
      description:
        'Shown as "Countries Served" in Our Impact on the home and About pages (text, e.g. 50+). Leave empty to hide it.',
    });
    expect(data.general.founded_year).toMatchObject({
      label: 'Founded',
      description: expect.stringMatching(/^Shown as "Founded" in At a glance on the About page /),
    });
  });

  it('answers defaults even before the rows exist', async () => {
    const token = await admin();
    const res = await call(ctx.app, { url: '/api/admin/settings', token });
    expect(res.json().data.hero.hero_overlay_opacity.value).toBe(0.6);
  });

  it('needs an admin token', async () => {
    const { token } = await createUser(ctx.db);
    expect((await call(ctx.app, { url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/admin/settings', token })).statusCode).toBe(403);
    expect((await put(token, { site_name: 'x' })).statusCode).toBe(403);
  });
});

describe('PUT /admin/settings', () => {
  it('saves values converted by type and answers the grouped settings', async () => {
    const res = await saveOverStored({
      site_name: '  Ironsite PH ',
      primary_color: '#abc',
      show_floating_social: 'false',
      cloudinary_enabled: 1,
      products_per_page: '24',
      hero_overlay_opacity: 0.25,
      facebook_url: 'https://facebook.com/ironsite',
      twitter_url: '',
      founded_year: 2009,
      map_embed_url: null,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Settings saved successfully!' });
    expect(body.data.general.site_name.value).toBe('Ironsite PH');
    expect(body.data.general.founded_year.value).toBe('2009');
    expect(body.data.appearance.primary_color.value).toBe('#abc');
    expect(body.data.appearance.show_floating_social.value).toBe(false);
    expect(body.data.appearance.products_per_page.value).toBe(24);
    expect(body.data.cloudinary.cloudinary_enabled.value).toBe(true);
    expect(body.data.hero.hero_overlay_opacity.value).toBe(0.25);
    expect(body.data.social.facebook_url.value).toBe('https://facebook.com/ironsite');

    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, 'show_floating_social'));
    expect(row.value).toBe('false');
  });

  it('inserts a row that did not exist yet', async () => {
    const token = await admin();
    expect((await put(token, { site_tagline: 'Tagline' })).statusCode).toBe(200);
    const rows = await ctx.db.select().from(settings);
    expect(rows.map((r) => [r.key, r.value, r.group])).toEqual([['site_tagline', 'Tagline', 'general']]);
  });

  it('refuses bad values and unknown keys with 422 and saves nothing', async () => {
    const res = await saveOverStored({
      site_name: 'Should not be saved',
      primary_color: 'red',
      secondary_color: '#12345',
      products_per_page: 'twelve',
      hero_overlay_opacity: 3,
      show_floating_social: 'yes',
      instagram_url: 'javascript:alert(1)',
      company_email: 'not-an-email',
      hero_text_alignment: 'diagonal',
      site_tagline: 'x'.repeat(5001),
      not_a_setting: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'settings.primary_color': ['The value must be a colour like #F2A900 or #FA0.'],
      'settings.secondary_color': ['The value must be a colour like #F2A900 or #FA0.'],
      'settings.products_per_page': ['The value must be a number.'],
      'settings.hero_overlay_opacity': ['The value must be between 0 and 1.'],
      'settings.show_floating_social': ['The value must be true or false.'],
      'settings.instagram_url': ['The value must be a URL starting with http:// or https://, or empty.'],
      'settings.company_email': ['Please enter a valid email address'],
      'settings.hero_text_alignment': ['The value must be one of: left, center, right.'],
      'settings.site_tagline': ['The value must be text of at most 5000 characters.'],
      'settings.not_a_setting': ['Unknown setting.'],
    });
    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, 'site_name'));
    expect(row.value).toBe('Ironsite Equipment');
  });

  it('refuses a body without a settings object', async () => {
    const token = await admin();
    const res = await putSettings(ctx.app, token, []);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['settings']);
    const nested = await put(token, { site_name: { a: 1 } });
    expect(nested.statusCode).toBe(422);
  });
});

describe('GET /public/settings', () => {
  it('answers typed public values and never Cloudinary or the notification address', async () => {
    await ensureSettings(ctx.db);
    await setSettingValues(ctx.db, {
      notification_email: 'ops@ironsite.example',
      cloudinary_cloud_name: 'secret',
    });
    const res = await call(ctx.app, { url: '/api/public/settings' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      site_name: 'Ironsite Equipment',
      primary_color: '#F2A900',
      show_floating_social: true,
      products_per_page: 12,
      hero_show_features: true,
      facebook_url: '',
    });
    // The Privacy Policy and Terms are read by their own pages (docs/product.md §21).
    const notPublic = new Set(['notification_email', 'privacy_policy', 'terms_of_service']);
    const publicKeys = SETTING_DEFINITIONS.filter(
      (d) => !['cloudinary', 'leads', 'security'].includes(d.group) && !notPublic.has(d.key),
    ).map((d) => d.key);
    // And the opening hours and each form's promise, made from the lead desk's business hours and
    // response targets (docs/product.md §24).
    const promises = LEAD_KINDS.map((kind) => `response_hours:${kind}`);
    expect(Object.keys(data)).toEqual([...publicKeys, 'business_hours', ...promises]);
    expect(JSON.stringify(data)).not.toContain('ops@ironsite.example');
    expect(JSON.stringify(data)).not.toContain('secret');
    // Settings → Leads is the back office's own (docs/product.md §23).
    expect(data).not.toHaveProperty('sales_take_unassigned');
  });
});
