import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { leadAfterSales, leads, requestPhotos } from '../../../server/db/schema';
import { type ApiContext, call } from '../../support/api';
import { eventsOf } from './lead-events';

// What the after-sales tests share (docs/product.md §30): valid requests to vary, a photo upload,
// and what the database holds afterwards.

export const CEBU = '0702200000';
const CEBU_CITY = '0730600000';
export const BUKIDNON = '1001300000';

const requester = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '0917 123 4567',
  company: 'Santos Builders',
  form_started_at: Date.now() - 60_000,
};

export const partsBody = (over: Record<string, unknown> = {}) => ({
  ...requester,
  machine: { brand: 'XCMG', model: 'ZL50G' },
  serial_number: 'XUG0050GTJ1234',
  items: [
    { part_number: '6I-2501', description: 'Hydraulic pump', quantity: 1 },
    { description: 'Bucket teeth', quantity: 8 },
  ],
  province: CEBU,
  machine_down: false,
  ...over,
});

export const serviceBody = (over: Record<string, unknown> = {}) => ({
  ...requester,
  machine: { brand: 'SANY', model: 'SY215C' },
  serial_number: 'SY215C-7788',
  hour_meter: 5230.5,
  problem: 'Engine overheats after an hour of digging.',
  province: CEBU,
  city: CEBU_CITY,
  preferred_dates: [],
  machine_down: true,
  ...over,
});

export const postRequest = (ctx: ApiContext, kind: 'parts' | 'service', body: object) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload: body });

/** A small real PNG of `bytes` at least (uncompressed, so its size is what is asked). */
export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#F2A900' } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export function photoForm(bytes: Buffer | string, fileName = 'pump.png', type = 'image/png') {
  const body = new FormData();
  body.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
  return body;
}

export const uploadPhoto = (ctx: ApiContext, body: FormData) =>
  call(ctx.app, { method: 'POST', url: '/api/contact/photos', payload: body });

/** The lead, its own fields, its history and its photos. */
export async function storedRequest(ctx: ApiContext, id: number) {
  const [lead] = await ctx.db.select().from(leads).where(eq(leads.id, id));
  const [own] = await ctx.db.select().from(leadAfterSales).where(eq(leadAfterSales.leadId, id));
  const history = await eventsOf(ctx.db, id);
  const photos = await ctx.db.select().from(requestPhotos).where(eq(requestPhotos.leadId, id));
  return { lead, own, history, photos };
}

/** How many leads, request rows and attached photos exist: nothing is stored on a refusal. */
export async function storedCounts(ctx: ApiContext) {
  const count = async (table: typeof leads | typeof leadAfterSales) =>
    (await ctx.db.select().from(table)).length;
  const attached = (await ctx.db.select().from(requestPhotos)).filter((p) => p.leadId !== null).length;
  return { leads: await count(leads), requests: await count(leadAfterSales), attached };
}
