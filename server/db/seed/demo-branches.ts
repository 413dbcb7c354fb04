import type { BranchService } from '#common/schemas/branches';
import type { BusinessHours } from '#common/schemas/lead-desk';

// The demo's four branches (docs/product.md §28): made-up addresses on real roads, phones in the
// demo's 11-digit mobile format, PSGC codes from common/data/psgc.json. Valenzuela keeps the lead
// desk's hours; the others keep their own (Saturday mornings for parts and service).

interface DemoBranch {
  name: string;
  slug: string;
  address: string;
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  phones: string[];
  email: string;
  hours: BusinessHours | null;
  services: BranchService[];
  servesProvinces: string[];
  latitude: number;
  longitude: number;
}

const weekdays = { open: '08:00', close: '17:00' };
const SATURDAY_MORNINGS: BusinessHours = {
  timezone: 'Asia/Manila',
  days: {
    mon: [weekdays],
    tue: [weekdays],
    wed: [weekdays],
    thu: [weekdays],
    fri: [weekdays],
    sat: [{ open: '08:00', close: '12:00' }],
    sun: [],
  },
};

export const DEMO_BRANCHES: DemoBranch[] = [
  {
    name: 'Valenzuela (Head Office)',
    slug: 'valenzuela-head-office',
    address: 'Unit 4, Northgate Industrial Estate, 128 Gen. T. de Leon Road, Brgy. Karuhatan',
    regionCode: '1300000000',
    provinceCode: '1300000000',
    cityCode: '1381600000',
    phones: ['09175550142', '09985550143'],
    email: 'sales@ironsite-equipment.example',
    hours: null,
    services: ['sales', 'parts', 'service', 'rental'],
    // Metro Manila, Central Luzon and CALABARZON.
    servesProvinces: [
      '1300000000',
      '0301400000',
      '0305400000',
      '0304900000',
      '0306900000',
      '0300800000',
      '0307100000',
      '0307700000',
      '0402100000',
      '0403400000',
      '0401000000',
      '0405800000',
      '0405600000',
    ],
    latitude: 14.7011,
    longitude: 120.983,
  },
  {
    name: 'Cebu',
    slug: 'cebu',
    address: 'Lot 12, M. C. Briones Street, Brgy. Tipolo',
    regionCode: '0700000000',
    provinceCode: '0702200000',
    cityCode: '0731300000',
    phones: ['09175550231', '09285550232'],
    email: 'cebu@ironsite-equipment.example',
    hours: SATURDAY_MORNINGS,
    services: ['sales', 'parts', 'service'],
    servesProvinces: ['0702200000', '0701200000', '0803700000', '0806400000', '0807800000', '0806000000'],
    latitude: 10.3366,
    longitude: 123.9311,
  },
  {
    name: 'Davao',
    slug: 'davao',
    address: 'Km. 9, McArthur Highway, Brgy. Bangkal',
    regionCode: '1100000000',
    provinceCode: '1102400000',
    cityCode: '1130700000',
    phones: ['09175550318'],
    email: 'davao@ironsite-equipment.example',
    hours: SATURDAY_MORNINGS,
    services: ['sales', 'parts', 'service', 'rental'],
    servesProvinces: [
      '1102400000',
      '1102300000',
      '1108200000',
      '1102500000',
      '1108600000',
      '1204700000',
      '1206300000',
      '1208000000',
      '1206500000',
    ],
    latitude: 7.0568,
    longitude: 125.5597,
  },
  {
    name: 'Cagayan de Oro',
    slug: 'cagayan-de-oro',
    address: 'Zone 3, Butuan–Cagayan de Oro–Iligan Road, Brgy. Bulua',
    regionCode: '1000000000',
    provinceCode: '1004300000',
    cityCode: '1030500000',
    phones: ['09175550427', '09395550428'],
    email: 'cdo@ironsite-equipment.example',
    hours: SATURDAY_MORNINGS,
    services: ['parts', 'service'],
    servesProvinces: [
      '1004300000',
      '1001300000',
      '1001800000',
      '1003500000',
      '1004200000',
      '1600200000',
      '1600300000',
      '1606700000',
      '1606800000',
    ],
    latitude: 8.5031,
    longitude: 124.6197,
  },
];

/** Where the demo's machines are (docs/product.md §28 "Availability"): mostly confirmed lately, one
 * entry past the 30-day limit (shown as "Ask for availability") and one on order. */
export const DEMO_AVAILABILITY: {
  variant: string;
  branch: string;
  status: 'in_stock' | 'on_order';
  quantity?: number;
  /** On order: expected this many days from the seed. */
  expectedInDays?: number;
  confirmedDaysAgo: number;
}[] = [
  {
    variant: 'NL-50 Wheel Loader',
    branch: 'valenzuela-head-office',
    status: 'in_stock',
    quantity: 3,
    confirmedDaysAgo: 3,
  },
  { variant: 'NL-50 Wheel Loader', branch: 'cebu', status: 'in_stock', quantity: 1, confirmedDaysAgo: 3 },
  {
    variant: 'NX-240 Crawler Excavator',
    branch: 'valenzuela-head-office',
    status: 'in_stock',
    quantity: 2,
    confirmedDaysAgo: 1,
  },
  { variant: 'NX-240 Crawler Excavator', branch: 'davao', status: 'in_stock', confirmedDaysAgo: 8 },
  {
    variant: 'TGC-50 Truck Crane',
    branch: 'davao',
    status: 'on_order',
    expectedInDays: 95,
    confirmedDaysAgo: 2,
  },
  {
    variant: 'CBP-120 Batching Plant',
    branch: 'cagayan-de-oro',
    status: 'in_stock',
    quantity: 1,
    confirmedDaysAgo: 45,
  },
];
