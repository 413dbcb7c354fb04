import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEREST_MESSAGES } from '#common/schemas/interest';
import { rowsOf } from '../../server/db/rows';
import { call, postRaw, setupApi } from '../support/api';
import { machines, storedCounts } from './support/interest';

// POST /api/public/interest (docs/product.md §20): the beacon public pages send when a person adds a
// machine to the comparison or the quote list, or opens a chat about it. 204 and one more in the
// day's count the first time a visitor (address and browser) sends it that day; every malformed
// beacon is refused without counting anything.

const ctx = setupApi({ RATE_LIMIT_INTEREST_PER_MINUTE: '10000' });
const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/public/interest',
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('a beacon', () => {
  it('answers 204 with no body and counts the event for the day', async () => {
    const { shown } = await machines(ctx.db);
    const res = await beacon({ variant_id: shown.id, event: 'compare_add' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    await beacon({ variant_id: shown.id, event: 'quote_list_add' });
    await beacon({ variant_id: shown.id, event: 'chat_click', channel: 'viber' });
    await beacon({ variant_id: shown.id, event: 'chat_click', channel: 'whatsapp' });
    const counts = await storedCounts(ctx.db);
    const of = (event: string, channel = '') =>
      counts.find((c) => c.variant_id === shown.id && c.event === event && c.channel === channel)?.count;
    expect(counts).toHaveLength(4);
    expect(new Set(counts.map((c) => c.day)).size).toBe(1);
    expect(of('compare_add')).toBe(1);
    expect(of('quote_list_add')).toBe(1);
    expect(of('chat_click', 'viber')).toBe(1);
    expect(of('chat_click', 'whatsapp')).toBe(1);
  });

  it('keeps nothing about the visitor: the table has only the day, machine, event, channel and count', async () => {
    const { shown } = await machines(ctx.db);
    await beacon(
      { variant_id: shown.id, event: 'compare_add', email: 'ana@example.ph', ip: '203.0.113.9' },
      {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
        'x-forwarded-for': '198.51.100.7',
      },
    );
    const columns = await ctx.db.execute(sql`select column_name from information_schema.columns
      where table_name = 'variant_interest_daily' order by ordinal_position`);
    expect(rowsOf<{ column_name: string }>(columns).map((r) => r.column_name)).toEqual([
      'day',
      'variant_id',
      'event',
      'channel',
      'count',
    ]);
    const stored = JSON.stringify(await storedCounts(ctx.db));
    for (const personal of ['ana@example.ph', '203.0.113.9', '198.51.100.7', '127.0.0.1', 'Android']) {
      expect(stored).not.toContain(personal);
    }
  });
});

describe('a beacon that is refused, counting nothing', () => {
  const refused = async (payload: unknown, field: string, message?: string) => {
    const res = await beacon(payload);
    expect(res.statusCode, res.body).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toEqual([message]);
    expect(await storedCounts(ctx.db)).toEqual([]);
  };

  it('for a machine that does not exist or that the public cannot see', async () => {
    const { hidden } = await machines(ctx.db);
    await refused(
      { variant_id: 2_000_000_000, event: 'compare_add' },
      'variant_id',
      INTEREST_MESSAGES.unknownVariant,
    );
    await refused(
      { variant_id: hidden.id, event: 'compare_add' },
      'variant_id',
      INTEREST_MESSAGES.unknownVariant,
    );
  });

  it.each([
    ['a missing id', { event: 'compare_add' }],
    ['an id as text', { variant_id: '12', event: 'compare_add' }],
    ['a fraction', { variant_id: 1.5, event: 'compare_add' }],
    ['zero', { variant_id: 0, event: 'compare_add' }],
    ['a negative id', { variant_id: -4, event: 'compare_add' }],
    ['an id past the column', { variant_id: 2_147_483_648, event: 'compare_add' }],
    ['an id as a list', { variant_id: [1], event: 'compare_add' }],
    ['null', { variant_id: null, event: 'compare_add' }],
  ])('for %s', async (_, payload) => {
    await refused(payload, 'variant_id', INTEREST_MESSAGES.variant);
  });

  it.each([
    ['an unknown event', 'page_view'],
    ['a quote request, which only the server counts', 'quote_request'],
    ['markup', '<script>alert(1)</script>'],
    ['CR/LF', 'compare_add\r\nX-Injected: 1'],
    ['another case', 'COMPARE_ADD'],
    ['a number', 3],
  ])('for %s as the event', async (_, event) => {
    const { shown } = await machines(ctx.db);
    await refused({ variant_id: shown.id, event }, 'event', INTEREST_MESSAGES.event);
  });

  it('for a chat click without its channel, or with one the site does not offer', async () => {
    const { shown } = await machines(ctx.db);
    await refused({ variant_id: shown.id, event: 'chat_click' }, 'channel', INTEREST_MESSAGES.channelMissing);
    for (const [event, channel, message] of [
      ['chat_click', 'telegram', INTEREST_MESSAGES.channel],
      ['chat_click', 'viber\n', INTEREST_MESSAGES.channel],
      ['chat_click', '<b>viber</b>', INTEREST_MESSAGES.channel],
      ['compare_add', 'viber', INTEREST_MESSAGES.channelNotAllowed],
    ]) {
      await refused({ variant_id: shown.id, event, channel }, 'channel', message);
    }
  });

  it('for a body that is not an object', async () => {
    for (const payload of [[], 'compare_add', 42]) {
      const res = await beacon(JSON.stringify(payload));
      expect(res.statusCode).toBe(422);
    }
    const malformed = await beacon('{"variant_id": 1,');
    expect(malformed.statusCode).toBe(400);
    expect(await storedCounts(ctx.db)).toEqual([]);
  });

  it('with 413 for a body bigger than a beacon (100 KB)', async () => {
    const { shown } = await machines(ctx.db);
    const res = await beacon({ variant_id: shown.id, event: 'compare_add', padding: 'x'.repeat(100 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('message');
    expect(await storedCounts(ctx.db)).toEqual([]);
  });

  it('with 415 for a body that is not JSON', async () => {
    const res = await postRaw(
      ctx.app,
      '/api/public/interest',
      'variant_id=1&event=compare_add',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(415);
  });
});

describe('the limit per visitor address', () => {
  const limited = setupApi({ RATE_LIMIT_INTEREST_PER_MINUTE: '2' });

  it('answers 429 with Retry-After past RATE_LIMIT_INTEREST_PER_MINUTE, and counts only what it took', async () => {
    const { shown } = await machines(limited.db);
    const send = () =>
      call(limited.app, {
        method: 'POST',
        url: '/api/public/interest',
        payload: { variant_id: shown.id, event: 'quote_list_add' },
        headers: { 'user-agent': `Browser/${Math.random()}` },
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await storedCounts(limited.db))[0].count).toBe(2);
  });
});

describe('once a day per visitor', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) Chrome/126.0 Mobile Safari/537.36';
  const from =
    (address: string, agent = PHONE) =>
    (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/public/interest',
        payload,
        remoteAddress: address,
        headers: { 'user-agent': agent },
      });
  const countOf = async (event: string, channel = '') =>
    (await storedCounts(ctx.db))
      .filter((c) => c.event === event && c.channel === channel)
      .reduce((sum, c) => sum + c.count, 0);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('50 of the same beacon from one address and browser count once, each answered 204', async () => {
    const { shown } = await machines(ctx.db);
    const send = from('203.0.113.9');
    for (const event of ['compare_add', 'quote_list_add'] as const) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => send({ variant_id: shown.id, event })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(204));
      expect(await countOf(event)).toBe(1);
    }
    for (let i = 0; i < 5; i++) await send({ variant_id: shown.id, event: 'chat_click', channel: 'viber' });
    await send({ variant_id: shown.id, event: 'chat_click', channel: 'messenger' });
    expect(await countOf('chat_click', 'viber')).toBe(1);
    expect(await countOf('chat_click', 'messenger')).toBe(1);
    // Another browser at the same address, or the same browser at another, is another person.
    await from('203.0.113.9', `${PHONE} SamsungBrowser/25.0`)({ variant_id: shown.id, event: 'compare_add' });
    await from('198.51.100.7')({ variant_id: shown.id, event: 'compare_add' });
    expect(await countOf('compare_add')).toBe(3);
  });

  it('a refused beacon does not use up the visitor’s count', async () => {
    const { shown } = await machines(ctx.db);
    const send = from('203.0.113.9');
    const unknown = await send({ variant_id: 2_000_000_000, event: 'compare_add' });
    expect(unknown.statusCode).toBe(422);
    expect((await send({ variant_id: 2_000_000_000, event: 'compare_add' })).statusCode).toBe(422);
    expect((await send({ variant_id: shown.id, event: 'compare_add' })).statusCode).toBe(204);
    expect(await countOf('compare_add')).toBe(1);
  });

  it('counts the same visitor again on the next business day', async () => {
    const { shown } = await machines(ctx.db);
    const send = from('203.0.113.9');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:58 in Manila, then 00:01 the next day there.
    vi.setSystemTime(new Date('2026-03-09T15:58:00Z'));
    await send({ variant_id: shown.id, event: 'compare_add' });
    await send({ variant_id: shown.id, event: 'compare_add' });
    vi.setSystemTime(new Date('2026-03-09T16:01:00Z'));
    await send({ variant_id: shown.id, event: 'compare_add' });
    await send({ variant_id: shown.id, event: 'compare_add' });
    const days = (await storedCounts(ctx.db)).filter((c) => c.event === 'compare_add');
    expect(days.map((c) => [c.day, c.count])).toEqual([
      ['2026-03-09', 1],
      ['2026-03-10', 1],
    ]);
  });
});
