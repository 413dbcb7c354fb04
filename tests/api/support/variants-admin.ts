import { eq } from 'drizzle-orm';
import { variants } from '../../../server/db/schema';
import { type ApiContext, call } from '../../support/api';
import { createAdmin } from '../../support/factories';

// What the admin variant API tests share: a request to /api/admin/variants… by a new admin, and
// the row as stored.

export function variantsAdminApi(ctx: ApiContext) {
  async function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) {
    const { token } = await createAdmin(ctx.db);
    return call(ctx.app, { method, url: `/api/admin/variants${url}`, payload, token });
  }
  const storedRow = async (id: number) =>
    (await ctx.db.select().from(variants).where(eq(variants.id, id)))[0];
  return { send, storedRow };
}
