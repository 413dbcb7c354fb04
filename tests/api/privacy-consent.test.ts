import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, settings } from '../../server/db/schema';
import { noticeVersionOf } from '../../server/services/privacy/notice';
import { SETTING_DEFINITIONS } from '../../server/services/settings-definitions';
import { call } from '../support/api';
import { createLead } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// docs/product.md §21: every lead records the privacy notice in force and the visitor's own
// marketing choice with its time (decision 026).

const api = setupAdminApi();
const { ctx } = api;

const person = { name: 'Juan Dela Cruz', email: 'juan@example.ph', message: 'Please send pricing.' };
const FORMS: Record<string, Record<string, unknown>> = {
  'quote-simple': { ...person, product: 'ZL50G Loader' },
  quote: { ...person, project_description: 'Three loaders.', message: undefined },
  general: { ...person, subject: 'Hello' },
  inquiry: { ...person, source: 'contact' },
  support: { ...person },
};
const post = (kind: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload });
const lastLead = async () => (await ctx.db.select().from(leads).orderBy(asc(leads.id))).at(-1)!;
const defaultPolicy = SETTING_DEFINITIONS.find((d) => d.key === 'privacy_policy')!.default;

describe('consent on every lead-creating endpoint', () => {
  for (const [kind, body] of Object.entries(FORMS)) {
    it(`${kind}: stores the notice version, and a ticked box with its time`, async () => {
      const before = Date.now();
      expect((await post(kind, { ...body, marketing_opt_in: true })).statusCode).toBe(201);
      const lead = await lastLead();
      expect(lead.privacyNoticeVersion).toBe(noticeVersionOf(defaultPolicy));
      expect(lead.marketingOptIn).toBe(true);
      expect(lead.marketingOptInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it(`${kind}: an unticked or missing box is no consent`, async () => {
      expect((await post(kind, { ...body, marketing_opt_in: false })).statusCode).toBe(201);
      expect(await lastLead()).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });
      expect((await post(kind, body)).statusCode).toBe(201);
      expect(await lastLead()).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });
    });
  }

  it('quote-list: stores the same', async () => {
    const { loader } = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      quoteList([{ variant_id: loader.id, quantity: 1 }], { marketing_opt_in: true }),
    );
    expect(res.statusCode).toBe(201);
    const lead = await lastLead();
    expect(lead).toMatchObject({ kind: 'quote-list', marketingOptIn: true });
    expect(lead.privacyNoticeVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(lead.marketingOptInAt).toBeInstanceOf(Date);
  });

  it.each([
    ['a string', 'true'],
    ['a number', 1],
    ['markup', '<b>yes</b>'],
    ['CR/LF', 'yes\r\nBcc: x@example.com'],
    ['an object', { value: true }],
    ['null', null],
  ])('refuses %s as the choice with 422 and stores nothing', async (_name, value) => {
    const res = await post('inquiry', { ...FORMS.inquiry, marketing_opt_in: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.marketing_opt_in).toEqual(['Must be true or false']);
    expect(await ctx.db.select().from(leads)).toEqual([]);
  });

  it('records the version of the policy text saved in Settings, a new one after an edit', async () => {
    const text = '## Privacy\nWe keep your details for 3 years.';
    const saved = await api.send('PUT', '/api/admin/settings', { settings: { privacy_policy: text } });
    expect(saved.statusCode).toBe(200);
    await post('general', FORMS.general);
    expect((await lastLead()).privacyNoticeVersion).toBe(noticeVersionOf(text));
    expect(noticeVersionOf(text)).not.toBe(noticeVersionOf(defaultPolicy));
  });

  it('the client cannot choose the version: a sent one is ignored', async () => {
    await post('general', { ...FORMS.general, privacy_notice_version: 'forged' });
    expect((await lastLead()).privacyNoticeVersion).toBe(noticeVersionOf(defaultPolicy));
  });

  it('the inbox shows the consent on the lead', async () => {
    await post('general', { ...FORMS.general, marketing_opt_in: true });
    const { id } = await lastLead();
    const detail = (await api.get(`/api/admin/leads/${id}`)).json();
    const { createdAt } = await lastLead();
    expect(detail.consent).toEqual({
      privacy_notice_version: noticeVersionOf(defaultPolicy),
      privacy_notice_recorded_at: createdAt.toISOString(),
      marketing_opt_in: true,
      marketing_opt_in_at: expect.stringMatching(/^\d{4}-/),
      erased_at: null,
    });
  });

  it('dates each notice version by the first lead that recorded it', async () => {
    const at = (iso: string) => new Date(iso);
    const old = { privacyNoticeVersion: 'aaaaaaaaaaaa' };
    await createLead(ctx.db, { ...old, createdAt: at('2026-03-02T01:00:00Z') });
    const later = await createLead(ctx.db, { ...old, createdAt: at('2026-05-10T01:00:00Z') });
    const newer = await createLead(ctx.db, {
      privacyNoticeVersion: 'bbbbbbbbbbbb',
      createdAt: at('2026-06-01T01:00:00Z'),
    });
    const unrecorded = await createLead(ctx.db, { createdAt: at('2026-01-01T01:00:00Z') });
    const consent = async (id: number) => (await api.get(`/api/admin/leads/${id}`)).json().consent;
    expect(await consent(later.id)).toMatchObject({
      privacy_notice_version: 'aaaaaaaaaaaa',
      privacy_notice_recorded_at: '2026-03-02T01:00:00.000Z',
    });
    expect((await consent(newer.id)).privacy_notice_recorded_at).toBe('2026-06-01T01:00:00.000Z');
    expect(await consent(unrecorded.id)).toMatchObject({
      privacy_notice_version: null,
      privacy_notice_recorded_at: null,
    });
  });
});

describe('the legal texts in Settings', () => {
  it('round-trips both texts, keeps them out of the public settings, refuses oversize text', async () => {
    const texts = { privacy_policy: 'Privacy <b>text</b>\n\nSecond', terms_of_service: 'Terms text' };
    expect((await api.send('PUT', '/api/admin/settings', { settings: texts })).statusCode).toBe(200);
    const general = (await api.get('/api/admin/settings')).json().data.general;
    expect(general.privacy_policy.value).toBe(texts.privacy_policy);
    expect(general.terms_of_service.value).toBe(texts.terms_of_service);
    const pub = (await call(ctx.app, { method: 'GET', url: '/api/public/settings' })).json();
    expect(JSON.stringify(pub)).not.toContain('Terms text');
    const tooLong = await api.send('PUT', '/api/admin/settings', {
      settings: { terms_of_service: 'x'.repeat(20_001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors['settings.terms_of_service']).toEqual([
      'The value must be text of at most 20000 characters.',
    ]);
    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, 'terms_of_service'));
    expect(row.value).toBe('Terms text');
  });
});
