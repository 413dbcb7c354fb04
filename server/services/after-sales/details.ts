import { eq } from 'drizzle-orm';
import { isAfterSalesKind } from '#common/lead-kinds';
import { type AfterSalesDetails, requestPhotoPath } from '#common/schemas/after-sales';
import type { Db } from '../../db/client';
import { leadAfterSales } from '../../db/schema';
import { photosOf } from './photos';

// A parts or service request as the lead's detail shows it (docs/product.md §30).

interface LeadPlace {
  id: number;
  kind: string;
  provinceCode: string | null;
  provinceName: string | null;
  cityCode: string | null;
  cityName: string | null;
}

export async function afterSalesDetails(db: Db, lead: LeadPlace): Promise<AfterSalesDetails | null> {
  if (!isAfterSalesKind(lead.kind)) return null;
  const [row] = await db.select().from(leadAfterSales).where(eq(leadAfterSales.leadId, lead.id));
  if (!row) return null;
  const photos = await photosOf(db, lead.id);
  return {
    machine: { variant_id: row.variantId, label: row.machineLabel },
    serial_number: row.serialNumber,
    machine_down: row.machineDown,
    province: { code: lead.provinceCode ?? '', name: lead.provinceName ?? '' },
    items: row.items,
    hour_meter: row.hourMeter,
    problem: row.problem,
    city: lead.cityCode && lead.cityName ? { code: lead.cityCode, name: lead.cityName } : null,
    preferred_dates: row.preferredDates,
    photos: photos.map((p) => ({ id: p.id, url: requestPhotoPath(lead.id, p.id) })),
  };
}
