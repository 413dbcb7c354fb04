import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDate } from '#common/business-date';
import { recordMiss } from '../../server/services/search/misses';
import { call } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { setupAdminApi } from './support/admin-api';

// What buyers type (decision 036): misspellings, plurals, model sizes, accents and the trade's
// own words through the synonym list; searches that found nothing counted for the staff.
const { ctx, get, send } = setupAdminApi();

async function catalogue() {
  const brand = await createBrand(ctx.db, { name: 'Norvane Machinery' });
  const line = async (category: string, product: string, names: string[]) => {
    const c = await createCategory(ctx.db, { name: category, brandId: brand.id });
    const p = await createProduct(ctx.db, { name: product, brandId: brand.id, categoryId: c.id });
    const out: Record<string, number> = {};
    for (const name of names) out[name] = (await createVariant(ctx.db, { name, productId: p.id })).id;
    return out;
  };
  return {
    ...(await line('Wheel Loaders', 'NL Series Wheel Loader', ['NL-30 Wheel Loader', 'NL-50 Wheel Loader'])),
    ...(await line('Concrete Batching Plants', 'CBP Stationary Batching Plant', [
      'CBP-60 Batching Plant',
      'CBP-90 Batching Plant',
    ])),
    ...(await line('Excavators', 'NX Crawler Excavator', ['NX-210 Crawler Excavator'])),
    ...(await line('Grúas', 'Grúa Torre', ['GT-10 Grúa Torre'])),
    ...(await line('Diesel Generators', 'BPG Silent Diesel Generator Set', ['BPG-100 Silent Generator'])),
  };
}

const search = async (words: string) => {
  const res = await call(ctx.app, { url: `/api/public/variants?search=${encodeURIComponent(words)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ids: body.data.map((v: { id: number }) => v.id) as number[], total: body.total as number, res };
};
const idsOf = async (words: string) => (await search(words)).ids;

const misses = async () =>
  (
    (await ctx.db.execute(
      sql`select day::text as day, words, count from search_misses_daily order by words`,
    )) as unknown as { rows: { day: string; words: string; count: number }[] }
  ).rows;

describe('public search: what buyers type', () => {
  it('finds a machine through a typo of one or two letters', async () => {
    const v = await catalogue();
    const loaders = [v['NL-30 Wheel Loader'], v['NL-50 Wheel Loader']];
    expect(await idsOf('loder')).toEqual(loaders);
    expect(await idsOf('wheel lodaer')).toEqual(loaders);
    expect(await idsOf('exkavater')).toEqual([v['NX-210 Crawler Excavator']]);
    expect(await idsOf('generatr')).toEqual([v['BPG-100 Silent Generator']]);
    // Three letters off is another word, and a correct word is never widened to its neighbours.
    expect(await idsOf('lxdxx')).toEqual([]);
    expect(await idsOf('plant')).toEqual([v['CBP-60 Batching Plant'], v['CBP-90 Batching Plant']]);
  });

  it('finds plurals', async () => {
    const v = await catalogue();
    expect(await idsOf('loaders')).toEqual([v['NL-30 Wheel Loader'], v['NL-50 Wheel Loader']]);
    expect(await idsOf('LOADERS')).toEqual([v['NL-30 Wheel Loader'], v['NL-50 Wheel Loader']]);
    expect(await idsOf('excavators')).toEqual([v['NX-210 Crawler Excavator']]);
  });

  it('finds the 60 m³/h batching plant by its size', async () => {
    const v = await catalogue();
    expect(await idsOf('batching plant 60')).toEqual([v['CBP-60 Batching Plant']]);
    expect(await idsOf('batching plants 90')).toEqual([v['CBP-90 Batching Plant']]);
  });

  it('ignores accents both ways', async () => {
    const v = await catalogue();
    expect(await idsOf('grua')).toEqual([v['GT-10 Grúa Torre']]);
    expect(await idsOf('grúa')).toEqual([v['GT-10 Grúa Torre']]);
    expect(await idsOf('GRÚA torre')).toEqual([v['GT-10 Grúa Torre']]);
  });

  it('treats regular-expression and LIKE characters as text', async () => {
    const v = await catalogue();
    for (const q of ['(', '.*', 'loader|plant', '\\', '%', '_', '[a-z]', 'nl-30 wheel?']) {
      const res = await search(q);
      expect(res.ids, q).toEqual([]);
    }
    expect(await idsOf('nl-30')).toEqual([v['NL-30 Wheel Loader']]);
  });
});

describe('search synonyms', () => {
  const url = '/api/admin/search-synonyms';

  it('payloader finds wheel loaders once the synonym is saved, and stops when it is deleted', async () => {
    const v = await catalogue();
    expect(await idsOf('payloader')).toEqual([]);
    const created = await send('POST', url, { term: ' PayLoader ', meaning: 'Wheel  Loader' });
    expect(created.statusCode, created.body).toBe(201);
    const synonym = created.json().data;
    expect(synonym).toMatchObject({ term: 'payloader', meaning: 'wheel loader' });
    // The save emptied the kept answers: the same search now finds the loaders.
    expect(await idsOf('payloader')).toEqual([v['NL-30 Wheel Loader'], v['NL-50 Wheel Loader']]);
    expect(await idsOf('payloader 50')).toEqual([v['NL-50 Wheel Loader']]);

    const edited = await send('PUT', `${url}/${synonym.id}`, { term: 'payloader', meaning: 'excavator' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await idsOf('payloader')).toEqual([v['NX-210 Crawler Excavator']]);

    expect((await send('DELETE', `${url}/${synonym.id}`)).statusCode).toBe(200);
    expect(await idsOf('payloader')).toEqual([]);
  });

  it('a term of several words widens only when the search holds it as a phrase', async () => {
    const v = await catalogue();
    expect((await send('POST', url, { term: 'genset', meaning: 'generator set' })).statusCode).toBe(201);
    expect((await send('POST', url, { term: 'boom truck', meaning: 'crawler excavator' })).statusCode).toBe(
      201,
    );
    expect(await idsOf('genset')).toEqual([v['BPG-100 Silent Generator']]);
    expect(await idsOf('boom truck')).toEqual([v['NX-210 Crawler Excavator']]);
    expect(await idsOf('truck boom')).toEqual([]);
  });

  it('lists, and refuses hostile input with 422', async () => {
    await send('POST', url, { term: 'dozer', meaning: 'bulldozer' });
    await send('POST', url, { term: 'backhoe', meaning: 'backhoe loader' });
    const list = (await get(url)).json();
    expect(list.data.map((s: { term: string }) => s.term)).toEqual(['backhoe', 'dozer']);

    const bad: [object, string][] = [
      [{ term: 'x'.repeat(61), meaning: 'loader' }, 'term'],
      [{ term: 'a'.repeat(100_000), meaning: 'loader' }, 'term'],
      [{ term: 42, meaning: 'loader' }, 'term'],
      [{ term: ['a'], meaning: 'loader' }, 'term'],
      [{ meaning: 'loader' }, 'term'],
      [{ term: '<b>dozer</b>', meaning: 'loader' }, 'term'],
      [{ term: 'dozer', meaning: '<script>alert(1)</script>' }, 'meaning'],
      [{ term: 'dozer\r\nX-Injected: 1', meaning: 'loader' }, 'term'],
      [{ term: 'dozer\nloader', meaning: 'loader' }, 'term'],
      [{ term: '   ', meaning: 'loader' }, 'term'],
      [{ term: 'a.*b', meaning: 'loader' }, 'term'],
      [{ term: 'Loader', meaning: 'loader' }, 'meaning'],
      [{ term: 'DOZER', meaning: 'Bulldozer' }, 'meaning'],
    ];
    for (const [body, field] of bad) {
      const res = await send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await get(url)).json().data).toHaveLength(2);
  });

  it('answers unknown ids with 404 and bad ids with 422, and a duplicate edit with 422', async () => {
    const a = (await send('POST', url, { term: 'dozer', meaning: 'bulldozer' })).json().data;
    await send('POST', url, { term: 'dozer', meaning: 'crawler tractor' });
    expect((await send('PUT', `${url}/999999`, { term: 'a', meaning: 'b' })).statusCode).toBe(404);
    expect((await send('DELETE', `${url}/999999`)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}/abc`)).statusCode).toBe(422);
    expect((await send('PUT', `${url}/-1`, { term: 'a', meaning: 'b' })).statusCode).toBe(422);
    const dup = await send('PUT', `${url}/${a.id}`, { term: 'dozer', meaning: 'crawler tractor' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty('meaning');
  });

  it('is for staff only', async () => {
    expect((await call(ctx.app, { url })).statusCode).toBe(401);
    expect(
      (await call(ctx.app, { method: 'POST', url, payload: { term: 'a', meaning: 'b' } })).statusCode,
    ).toBe(401);
  });
});

describe('searches that found nothing', () => {
  it('are counted once per search, as their words only, and shown on the dashboard', async () => {
    await catalogue();
    const today = businessDate(new Date());
    const first = await search('  Zoomlion   CRANE  ');
    expect(first.total).toBe(0);
    // Not kept or shared: every buyer's repeat reaches the counter.
    expect(first.res.headers['cache-control']).not.toMatch(/public/);
    await search('zoomlion crane');
    await search('Zoomlión crane');
    await search('xcmg');
    await search('loader'); // found something: not counted
    // A filter's miss: not counted, so kept and shared like any other answer.
    const narrowed = await call(ctx.app, { url: '/api/public/variants?search=xcmg&brand=Nobody' });
    expect(narrowed.json().total).toBe(0);
    expect(narrowed.headers['cache-control']).toMatch(/public/);
    await search('x'.repeat(101)); // over-long: not counted
    expect(await misses()).toEqual([
      { day: today, words: 'xcmg', count: 1 },
      { day: today, words: 'zoomlion crane', count: 3 },
    ]);

    const card = await get('/api/admin/dashboard/search-misses');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      days: 30,
      misses: [
        { words: 'zoomlion crane', count: 3 },
        { words: 'xcmg', count: 1 },
      ],
    });
    expect((await call(ctx.app, { url: '/api/admin/dashboard/search-misses' })).statusCode).toBe(401);
  });

  it('keeps at most 500 different searches a day, still counting the known ones', async () => {
    const day = businessDate(new Date());
    await ctx.db.execute(
      sql`insert into search_misses_daily (day, words, count)
          select ${day}::date, 'probe ' || g, 1 from generate_series(1, 500) g`,
    );
    await recordMiss(ctx.db, 'something new');
    await recordMiss(ctx.db, 'probe 7');
    const rows = await misses();
    expect(rows).toHaveLength(500);
    expect(rows.find((r) => r.words === 'probe 7')?.count).toBe(2);
    // Older than 30 days: off the card.
    await ctx.db.execute(sql`insert into search_misses_daily values ('2000-01-01', 'ancient', 9999)`);
    const card = (await get('/api/admin/dashboard/search-misses')).json();
    expect(card.misses[0]).toEqual({ words: 'probe 7', count: 2 });
    expect(card.misses).toHaveLength(20);
  });
});
