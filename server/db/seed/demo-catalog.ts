import { MACHINE_KINDS, type MachineKind } from '#common/silhouettes';
import { BUILDS, withBuild } from './demo-builds';
import { HEAVY_SPECS, type SpecSheet } from './demo-specs';
import { LIGHT_SPECS } from './demo-specs-more';

// The demo catalogue: fictional makers (no real trademarks) sold by a fictional Philippine
// supplier. Sizes drive the technical sheets and prices, so the data stay consistent.

export const SPECS = { ...HEAVY_SPECS, ...LIGHT_SPECS } satisfies Record<string, (size: number) => SpecSheet>;
export type SpecKind = keyof typeof SPECS;

interface DemoBrand {
  name: string;
  description: string;
  isActive: boolean;
}

interface DemoCategory {
  brand: string;
  name: string;
  kind: MachineKind;
  description: string;
  isActive: boolean;
}

export interface DemoProduct {
  brand: string;
  category: string;
  name: string;
  /** What one unit is called in a variant name, e.g. "Wheel Loader". */
  noun: string;
  kind: MachineKind;
  spec: SpecKind;
  /** How this line differs from the plain sheet of its kind (demo-builds.ts), if it does. */
  build?: string;
  introduction: string;
  models: [model: string, size: number][];
}

export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: 'Norvane Machinery',
    description:
      'Earthmoving machines built for tropical duty cycles: wheel loaders and excavators from 1 to 36 tonnes.',
    isActive: true,
  },
  {
    name: 'Taglay Heavy Industries',
    description: 'Truck, all-terrain and crawler cranes with lifting capacities from 25 to 160 tonnes.',
    isActive: true,
  },
  {
    name: 'Cemtora Concrete Systems',
    description:
      'Concrete batching plants, boom pumps and transit mixers for ready-mix producers and contractors.',
    isActive: true,
  },
  {
    name: 'Bantay Power Systems',
    description: 'Diesel generator sets from 30 to 1,000 kVA, silent, open-frame and trailer-mounted.',
    isActive: true,
  },
  {
    name: 'Hexalift Material Handling',
    description: 'Diesel and lithium-ion forklifts and compact loaders for ports, warehouses and yards.',
    isActive: true,
  },
  {
    name: 'Stratamac Road Equipment',
    description: 'Asphalt plants, vibratory rollers and wheeled excavators for road builders.',
    isActive: true,
  },
  {
    name: 'Duranta Legacy Equipment',
    description: 'Discontinued line kept for parts and service records only.',
    isActive: false,
  },
];

const cat = (brand: string, name: string, kind: MachineKind, description: string, isActive = true) => ({
  brand,
  name,
  kind,
  description,
  isActive,
});

export const DEMO_CATEGORIES: DemoCategory[] = [
  cat(
    'Norvane Machinery',
    'Wheel Loaders',
    'loader',
    'Articulated wheel loaders from 1.2 to 9 tonnes rated load.',
  ),
  cat('Norvane Machinery', 'Excavators', 'excavator', 'Crawler, mini and long-reach excavators.'),
  cat(
    'Taglay Heavy Industries',
    'Mobile Cranes',
    'mobile-crane',
    'Truck and all-terrain cranes for fast moves between sites.',
  ),
  cat(
    'Taglay Heavy Industries',
    'Crawler Cranes',
    'crawler-crane',
    'Lattice boom and telescopic crawler cranes for heavy lifts.',
  ),
  cat(
    'Taglay Heavy Industries',
    'Rough Terrain Cranes',
    'mobile-crane',
    'Compact cranes for unpaved sites (not offered this season).',
    false,
  ),
  cat(
    'Cemtora Concrete Systems',
    'Concrete Batching Plants',
    'batching-plant',
    'Stationary, mobile and compact batching plants from 25 to 180 m³/h.',
  ),
  cat(
    'Cemtora Concrete Systems',
    'Concrete Pumps',
    'pump-truck',
    'Truck-mounted boom pumps and trailer pumps.',
  ),
  cat(
    'Cemtora Concrete Systems',
    'Transit Mixers',
    'mixer-truck',
    'Truck-mounted concrete mixers from 8 to 12 m³.',
  ),
  cat(
    'Bantay Power Systems',
    'Diesel Generators',
    'generator',
    'Silent, open-frame and prime-power generator sets.',
  ),
  cat(
    'Bantay Power Systems',
    'Portable Generators',
    'generator',
    'Trailer-mounted sets for remote and temporary power.',
  ),
  cat(
    'Hexalift Material Handling',
    'Forklifts',
    'forklift',
    'Diesel and electric counterbalance forklifts from 1.5 to 5 tonnes.',
  ),
  cat('Hexalift Material Handling', 'Wheel Loaders', 'loader', 'Compact wheel loaders for yards and farms.'),
  cat(
    'Stratamac Road Equipment',
    'Asphalt Plants',
    'asphalt-plant',
    'Batch and drum-mix asphalt plants from 40 to 160 t/h.',
  ),
  cat('Stratamac Road Equipment', 'Road Rollers', 'roller', 'Single-drum and tandem vibratory rollers.'),
  cat('Stratamac Road Equipment', 'Excavators', 'excavator', 'Wheeled excavators for urban road work.'),
  cat('Duranta Legacy Equipment', 'Forklifts', 'forklift', 'Legacy forklifts, parts support only.'),
];

const BRAND_CODES: Record<string, string> = {
  NV: 'Norvane Machinery',
  TG: 'Taglay Heavy Industries',
  CM: 'Cemtora Concrete Systems',
  BP: 'Bantay Power Systems',
  HX: 'Hexalift Material Handling',
  SM: 'Stratamac Road Equipment',
  DL: 'Duranta Legacy Equipment',
};

// One product a line: brand | category | name | noun | silhouette | spec[/build] | model:size ... | introduction
const PRODUCT_TABLE = [
  'NV | Wheel Loaders | NL Series Wheel Loader | Wheel Loader | loader | loader | NL-30:3 NL-40:4 NL-50:5 NL-60:6 | The all-round loader for quarries, aggregate yards and construction sites.',
  'NV | Wheel Loaders | NL Compact Wheel Loader | Compact Loader | loader | loader | NL-12:1.2 NL-18:1.8 | Small articulated loaders that fit tight sites and ride on a flatbed.',
  'NV | Wheel Loaders | NL Heavy Duty Wheel Loader | Wheel Loader | loader | loader | NL-80:8 NL-90:9 | Big-bucket loaders for mines and high-volume stockpiles.',
  'NV | Excavators | NX Crawler Excavator | Crawler Excavator | excavator | excavator | NX-210:21 NX-240:24 NX-300:30 NX-360:36 | Mid-size crawler excavators balancing digging force and fuel economy.',
  'NV | Excavators | NX Mini Excavator | Mini Excavator | excavator | excavator | NX-35:3.5 NX-60:6 | Zero-tail-swing mini excavators for utilities and landscaping.',
  'NV | Excavators | NX Long Reach Excavator | Long Reach Excavator | excavator | excavator/long-reach | NX-LR220:22 NX-LR300:30 | Extended boom and arm for river dredging and slope work.',
  'TG | Mobile Cranes | TGC Truck Crane | Truck Crane | mobile-crane | truck-crane | TGC-25:25 TGC-35:35 TGC-50:50 TGC-70:70 | Road-legal truck cranes with five-section U-shaped booms.',
  'TG | Mobile Cranes | TGC All-Terrain Crane | All-Terrain Crane | mobile-crane | truck-crane | TGC-AT100:100 TGC-AT160:160 | All-wheel-steer cranes for heavy lifts on and off the road.',
  'TG | Crawler Cranes | TCC Lattice Boom Crawler Crane | Crawler Crane | crawler-crane | crawler-crane | TCC-55:55 TCC-80:80 TCC-150:150 | Lattice boom crawler cranes for foundations, bridges and plants.',
  'TG | Crawler Cranes | TCC Telescopic Crawler Crane | Telescopic Crawler Crane | crawler-crane | crawler-crane | TCC-T35:35 TCC-T60:60 | Pick-and-carry telescopic cranes on tracks.',
  'TG | Rough Terrain Cranes | TRT Rough Terrain Crane | Rough Terrain Crane | mobile-crane | truck-crane | TRT-30:30 TRT-55:55 | Two-axle cranes for muddy and uneven sites.',
  'CM | Concrete Batching Plants | CBP Stationary Batching Plant | Batching Plant | batching-plant | batching-plant | CBP-60:60 CBP-90:90 CBP-120:120 CBP-180:180 | High-output plants for ready-mix and precast producers.',
  'CM | Concrete Batching Plants | CBP Mobile Batching Plant | Mobile Batching Plant | batching-plant | batching-plant/mobile | CBP-M35:35 CBP-M60:60 | Towable plants that are producing concrete one day after arrival.',
  'CM | Concrete Batching Plants | CBP Compact Batching Plant | Compact Batching Plant | batching-plant | batching-plant/compact | CBP-C25:25 CBP-C35:35 | Small-footprint plants for contractors and provincial projects.',
  'CM | Concrete Pumps | CTP Truck-Mounted Boom Pump | Boom Pump | pump-truck | boom-pump | CTP-37:37 CTP-47:47 CTP-56:56 CTP-62:62 | Boom pumps with RZ folding booms for high-rise and slab pours.',
  'CM | Concrete Pumps | CTP Trailer Concrete Pump | Trailer Pump | pump-truck | trailer-pump | CTP-T60:60 CTP-T80:80 | Trailer pumps for long horizontal and vertical lines.',
  'CM | Transit Mixers | CTM Transit Mixer Truck | Transit Mixer | mixer-truck | mixer-truck | CTM-8:8 CTM-10:10 CTM-12:12 | Transit mixers with wear-resistant drums and hydraulic drive.',
  'BP | Diesel Generators | BPG Silent Diesel Generator Set | Silent Generator | generator | generator | BPG-100:100 BPG-250:250 BPG-350:350 BPG-500:500 | Sound-attenuated generator sets for buildings, hospitals and events.',
  'BP | Diesel Generators | BPG Open Frame Generator | Open Frame Generator | generator | generator | BPG-O60:60 BPG-O150:150 | Open-frame sets for installation in plant rooms.',
  'BP | Diesel Generators | BPG Prime Power Generator | Prime Power Generator | generator | generator | BPG-800:800 BPG-1000:1000 | Continuous-duty sets for mines, islands and off-grid plants.',
  'BP | Portable Generators | BPX Trailer Mounted Generator | Trailer Generator | generator | generator | BPX-30:30 BPX-45:45 | Road-towable sets for construction sites and disaster response.',
  'HX | Forklifts | HXF Diesel Forklift | Diesel Forklift | forklift | forklift | HXF-25:2500 HXF-30:3000 HXF-35:3500 HXF-50:5000 | Counterbalance diesel forklifts for ports and outdoor yards.',
  'HX | Forklifts | HXF Electric Forklift | Electric Forklift | forklift | e-forklift | HXF-E15:1500 HXF-E20:2000 HXF-E30:3000 | Lithium-ion forklifts with zero emissions for warehouses.',
  'HX | Wheel Loaders | HXL Compact Loader | Compact Loader | loader | loader | HXL-08:0.8 HXL-10:1 | Nimble loaders for feed mills, farms and warehouses.',
  'SM | Asphalt Plants | SAP Batch Asphalt Mixing Plant | Asphalt Mixing Plant | asphalt-plant | asphalt-plant | SAP-80:80 SAP-120:120 SAP-160:160 | Batch plants producing consistent hot mix to DPWH specifications.',
  'SM | Asphalt Plants | SAP Drum Mix Asphalt Plant | Drum Mix Plant | asphalt-plant | asphalt-plant | SAP-D40:40 SAP-D60:60 | Continuous drum-mix plants for provincial road programs.',
  'SM | Road Rollers | SRR Single Drum Vibratory Roller | Vibratory Roller | roller | roller | SRR-10:10 SRR-12:12 SRR-14:14 SRR-20:20 | Single-drum rollers for soil and base compaction.',
  'SM | Road Rollers | SRR Tandem Roller | Tandem Roller | roller | roller | SRR-T3:3 SRR-T4:4 | Double-drum rollers for asphalt finishing.',
  'SM | Excavators | SMX Wheeled Excavator | Wheeled Excavator | excavator | excavator/wheeled | SMX-150:15 SMX-210:21 | Wheeled excavators that drive between city sites.',
  'DL | Forklifts | DLF Legacy Forklift | Forklift | forklift | forklift/legacy | DLF-25:2500 DLF-35:3500 | Discontinued forklift line, listed for service reference.',
];

export function parseProductLine(line: string): DemoProduct {
  const [code, category, name, noun, kind, sheet, models, introduction] = line.split(' | ');
  const brand = BRAND_CODES[code];
  const [spec, build] = (sheet ?? '').split('/');
  if (
    !brand ||
    !MACHINE_KINDS.includes(kind as MachineKind) ||
    !(spec in SPECS) ||
    (build !== undefined && !BUILDS[spec]?.[build]) ||
    !introduction
  ) {
    throw new Error(`Bad demo product line: ${line}`);
  }
  return {
    brand,
    category,
    name,
    noun,
    kind: kind as MachineKind,
    spec: spec as SpecKind,
    ...(build ? { build } : {}),
    introduction,
    models: models.split(' ').map((m): [string, number] => {
      const [model, size] = m.split(':');
      return [model, Number(size)];
    }),
  };
}

/** The technical sheet of one model of a product line. */
export function sheetOf(product: DemoProduct, size: number): SpecSheet {
  const sheet = SPECS[product.spec](size);
  return product.build ? withBuild(sheet, product.spec, product.build, size) : sheet;
}

export const DEMO_PRODUCTS: DemoProduct[] = PRODUCT_TABLE.map(parseProductLine);

/** Variant names shown in the home hero, in order. */
export const DEMO_HERO_VARIANTS = [
  'NL-50 Wheel Loader',
  'TGC-50 Truck Crane',
  'CBP-120 Batching Plant',
  'NX-240 Crawler Excavator',
  'CTP-47 Boom Pump',
];
