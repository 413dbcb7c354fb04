import { and, eq } from 'drizzle-orm';
import { dueText, promiseMessage } from '#common/answer-promise';
import { findCity, findProvince, regions } from '#common/geography';
import type { AfterSalesKind } from '#common/lead-kinds';
import {
  AFTER_SALES_MESSAGES,
  type AnswerPromise,
  afterSalesReference,
  type MachineInput,
  type PartLine,
  type PartsRequestInput,
  type ServiceRequestInput,
} from '#common/schemas/after-sales';
import type { Db } from '../../db/client';
import { brands, leadAfterSales, products, variants } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { publicVisible } from '../catalog/variant-mapper';
import { insertLead, type MailContext, type RequestMeta } from '../leads';
import { responseDueAt } from '../leads/desk-for';
import { signalMailQueued } from '../mail/signal';
import { type AnsweringBranch, branchFor } from './branch-for';
import { attachPhotos } from './photos';

// A parts or service request (docs/product.md §30, decision 071): one lead of its kind, its own
// fields beside it (lead_after_sales), its photos attached, its branch chosen and its clock set,
// all in one transaction before the 201. Anything refused (an unknown machine, a photo that is
// not one of ours) refuses the whole request: nothing is stored.

type Input = PartsRequestInput | ServiceRequestInput;

/** The catalogue machine's "Brand Name", or the typed brand and model; 422 on machine.variant_id for one the public cannot see. */
async function machineLabel(
  tx: Db,
  machine: MachineInput,
): Promise<{ variantId: number | null; label: string }> {
  if (!('variant_id' in machine)) return { variantId: null, label: `${machine.brand} ${machine.model}` };
  const [row] = await tx
    .select({ id: variants.id, name: variants.name, brand: brands.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(variants.id, machine.variant_id), publicVisible))
    .for('key share', { of: variants });
  if (!row) throw new ValidationFailed({ 'machine.variant_id': [AFTER_SALES_MESSAGES.variant] });
  const label = row.name.toLowerCase().startsWith(row.brand.toLowerCase())
    ? row.name
    : `${row.brand} ${row.name}`;
  return { variantId: row.id, label };
}

/** "2 × 6I-2501 Hydraulic pump" a line: the lead's message, so the inbox's search finds a part number. */
const linesText = (items: PartLine[]) =>
  items.map((l) => `${l.quantity} × ${[l.part_number, l.description].filter(Boolean).join(' ')}`).join('\n');

function placeColumns(input: Input) {
  const province = findProvince(input.province);
  const city = 'city' in input && input.city ? findCity(input.city) : undefined;
  const region = regions().find((r) => r.code === province?.region);
  return {
    regionCode: region?.code ?? null,
    regionName: region?.name ?? null,
    provinceCode: province?.code ?? null,
    provinceName: province?.name ?? null,
    cityCode: city?.code ?? null,
    cityName: city?.name ?? null,
  };
}

const HOUR_MS = 3600_000;

/** The promise of the 201 and the acknowledgement, from the deadline on the desk's clock. */
function promiseOf(
  kind: AfterSalesKind,
  branch: AnsweringBranch | null,
  dueAt: Date | null,
  arrival: Date,
): AnswerPromise {
  // A desk with no open hours for three years has no deadline: an hour from now is said instead.
  const due = dueAt ?? new Date(arrival.getTime() + HOUR_MS);
  const text = dueText(due, arrival);
  return {
    branch: branch && { id: branch.id, name: branch.name, phone: branch.phone },
    due_at: due.toISOString(),
    due_text: text,
    message: promiseMessage(kind, branch, text),
  };
}

export async function createAfterSalesRequest(
  db: Db,
  kind: AfterSalesKind,
  input: Input,
  meta: RequestMeta,
  mail: MailContext | null,
) {
  const arrival = meta.receivedAt ?? new Date();
  const result = await db.transaction(async (tx) => {
    // The branch is routing's first guess (decision 071): chosen in the lead's transaction too.
    const branch = await branchFor(tx, kind, input.province);
    const machine = await machineLabel(tx, input.machine);
    const service = kind === 'service' ? (input as ServiceRequestInput) : null;
    const items = kind === 'parts' ? (input as PartsRequestInput).items : [];
    const message = service ? service.problem : linesText(items);
    const queued = await insertLead(tx, kind, { ...input, product: machine.label, message }, meta, mail, {
      variantIds: machine.variantId === null ? [] : [machine.variantId],
      columns: { branchId: branch?.id ?? null, ...placeColumns(input) },
      machineDown: input.machine_down,
      promise: (dueAt) => promiseOf(kind, branch, dueAt, arrival).message,
    });
    await tx.insert(leadAfterSales).values({
      leadId: queued.id,
      variantId: machine.variantId,
      machineLabel: machine.label,
      serialNumber: input.serial_number ?? null,
      machineDown: input.machine_down,
      items,
      hourMeter: service?.hour_meter ?? null,
      problem: service?.problem ?? null,
      preferredDates: service?.preferred_dates ?? [],
    });
    await attachPhotos(tx, queued.id, input.image_ids, arrival);
    // A request closed as spam is not timed, yet is told what any other is.
    const dueAt = queued.dueAt ?? (await responseDueAt(tx, kind, arrival, input.machine_down));
    return { id: queued.id, mails: queued.mails, dueAt, branch };
  });
  if (result.mails > 0) signalMailQueued();
  const promise = promiseOf(kind, result.branch, result.dueAt, arrival);
  return {
    success: true as const,
    message: promise.message,
    data: { id: result.id, reference: afterSalesReference(kind, result.id), promise },
  };
}
