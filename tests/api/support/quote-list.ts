import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessDate } from '#common/business-date';
import { leadItems, leads, mailOutbox } from '../../../server/db/schema';
import { type ApiContext, call } from '../../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../../support/factories';

// What the quote list tests share: a small catalogue (two listed brands, one hidden), a valid
// list to vary, and what the database holds afterwards.

export const REGION_VII = '0700000000';
export const CEBU = '0702200000';
export const CEBU_CITY = '0730600000';
export const MAKATI = '1380300000';

const DAY = 24 * 60 * 60 * 1000;
/** A date in the Philippines `n` days from now. */
export const inDays = (n: number) => businessDate(new Date(Date.now() + n * DAY));

export async function quoteCatalogue(ctx: ApiContext) {
  const xcmg = await createBrand(ctx.db, { name: 'XCMG' });
  const sany = await createBrand(ctx.db, { name: 'SANY' });
  const hiddenBrand = await createBrand(ctx.db, { name: 'Retired Brand', isActive: false });
  const variantOf = async (brandId: number, name: string) => {
    const category = await createCategory(ctx.db, { brandId });
    const product = await createProduct(ctx.db, { brandId, categoryId: category.id });
    return createVariant(ctx.db, { productId: product.id, name });
  };
  return {
    loader: await variantOf(xcmg.id, 'ZL50G Wheel Loader'),
    crane: await variantOf(xcmg.id, 'QY25K Truck Crane'),
    excavator: await variantOf(sany.id, 'SY215C Excavator'),
    hidden: await variantOf(hiddenBrand.id, 'Old Dozer'),
  };
}

/** A list the endpoint takes, with the given machines. */
export const quoteList = (items: object[], over: Record<string, unknown> = {}) => ({
  items,
  name: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  phone: '0917 123 4567',
  company: 'Acme Builders',
  tin: '123-456-789-000',
  buyer_type: 'contractor',
  intent: 'buy',
  region: REGION_VII,
  province: CEBU,
  city: CEBU_CITY,
  needed_by: inDays(30),
  message: 'Deliver to the Mandaue yard.',
  page: '/quote',
  form_started_at: Date.now() - 60_000,
  ...over,
});

export const postQuoteList = (ctx: ApiContext, payload: unknown) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/contact/quote-list',
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
  });

/** A list with these machines (and other fields as given) sent and taken: 201, the answer. */
export async function sendQuoteList(ctx: ApiContext, items: object[], over: Record<string, unknown> = {}) {
  const res = await postQuoteList(ctx, quoteList(items, over));
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

/** Every row a submission can leave behind. */
export async function stored(ctx: ApiContext) {
  return {
    leads: await ctx.db.select().from(leads).orderBy(asc(leads.id)),
    items: await ctx.db.select().from(leadItems).orderBy(asc(leadItems.leadId), asc(leadItems.position)),
    mails: await ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
  };
}
