import { formatPhone } from '#common/phone';
import type { AdminBranch, BranchService } from '#common/schemas/branches';
import { type BusinessHours, DEFAULT_BUSINESS_HOURS } from '#common/schemas/lead-desk';
import { formToHours, hoursToForm } from '../lead-desk/hours-values';

// The branch editor's form as the inputs hold it (docs/product.md §28): text for numbers, three phone
// boxes, checkboxes for services, provinces and staff, and a flag for "same hours as the lead desk".
// `toBody` makes the API's body, which the shared schema then checks (common/schemas/branches.ts).

export const PHONE_BOXES = 3;

export interface BranchForm {
  name: string;
  address: string;
  region: string;
  province: string;
  city: string;
  phones: string[];
  email: string;
  same_hours: boolean;
  services: BranchService[];
  serves_provinces: string[];
  latitude: string;
  longitude: string;
  photo: string | null;
  staff_ids: string[];
}

export function formOf(branch: AdminBranch | null): BranchForm {
  const phones = (branch?.phones ?? []).map(formatPhone);
  return {
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    region: branch?.region ?? '',
    province: branch?.province ?? '',
    city: branch?.city ?? '',
    phones: [...phones, ...Array(Math.max(0, PHONE_BOXES - phones.length)).fill('')],
    email: branch?.email ?? '',
    same_hours: branch ? branch.own_hours === null : true,
    services: branch?.services ?? ['sales', 'parts', 'service'],
    serves_provinces: branch?.serves_provinces ?? [],
    latitude: branch?.latitude === null || branch?.latitude === undefined ? '' : String(branch.latitude),
    longitude: branch?.longitude === null || branch?.longitude === undefined ? '' : String(branch.longitude),
    photo: branch?.photo ?? null,
    staff_ids: (branch?.staff ?? []).map((s) => String(s.id)),
  };
}

/** The hours form's start: the branch's own week, else the desk's default week to edit from. */
export const hoursFormOf = (branch: AdminBranch | null): BusinessHours =>
  hoursToForm((branch?.own_hours as BusinessHours | null | undefined) ?? DEFAULT_BUSINESS_HOURS);

/** A number typed, or the text itself so the schema says what is wrong with it; '' is none. */
const numberOf = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

export function toBody(form: BranchForm, hours: BusinessHours) {
  return {
    name: form.name,
    address: form.address,
    region: form.region,
    province: form.province,
    city: form.city,
    phones: form.phones.filter((p) => p.trim() !== ''),
    email: form.email,
    hours: form.same_hours ? null : formToHours(hours),
    services: form.services,
    serves_provinces: form.serves_provinces,
    latitude: numberOf(form.latitude),
    longitude: numberOf(form.longitude),
    photo: form.photo,
    staff_ids: form.staff_ids.map(Number),
  };
}
