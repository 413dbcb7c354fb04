import type { TechGroup } from '../schema';

// Technical parameter sheets for the demo machines, derived from one size figure per model so
// every variant of a product reads like the same family at a different size.

export interface SpecSheet {
  groups: TechGroup[];
  /** Exactly three keys that exist in `groups`, shown on the product cards. */
  featured: [string, string, string];
  ratedLoad?: string;
  bucketCapacity?: string;
}

type Row = [string, string];

/** Thousands separators and a fixed number of decimals, independent of the machine's locale. */
export function num(value: number, decimals = 0): string {
  const [int, frac] = value.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

export const g = (category: string, rows: Row[]): TechGroup => ({
  category,
  specifications: rows.map(([key, value]) => ({ key, value })),
});

export const round = (v: number, step: number) => Math.round(v / step) * step;
export const emission = (kw: number) => (kw > 130 ? 'Tier 3 / Stage IIIA' : 'Tier 3');

export const HEAVY_SPECS = {
  loader(t: number): SpecSheet {
    const kw = round(t * 30 + 12, 1);
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(5200 + t * 700, 10))} mm`],
          ['Overall Width', `${num(round(1900 + t * 150, 10))} mm`],
          ['Overall Height', `${num(round(2700 + t * 120, 10))} mm`],
          ['Wheelbase', `${num(round(2100 + t * 180, 10))} mm`],
        ]),
        g('Specifications', [
          ['Rated Load', `${num(t * 1000)} kg`],
          ['Bucket Capacity', `${num(t * 0.6, 1)} m³`],
          ['Operating Weight', `${num(round(t * 3400, 50))} kg`],
          ['Max Dump Height', `${num(round(2600 + t * 120, 10))} mm`],
          ['Breakout Force', `${num(t * 32)} kN`],
        ]),
        g('Engine', [
          ['Engine Type', t >= 5 ? 'Turbocharged diesel, 6-cylinder' : 'Turbocharged diesel, 4-cylinder'],
          ['Rated Power', `${num(kw)} kW`],
          ['Displacement', `${num(t * 1.2 + 1.5, 1)} L`],
          ['Emission Standard', emission(kw)],
        ]),
        g('Hydraulic System', [
          ['System Pressure', `${num(16 + t)} MPa`],
          ['Total Cycle Time', `${num(9.5 + t * 0.2, 1)} s`],
        ]),
      ],
      featured: ['Rated Load', 'Bucket Capacity', 'Rated Power'],
      ratedLoad: `${num(t * 1000)} kg`,
      bucketCapacity: `${num(t * 0.6, 1)} m³`,
    };
  },
  excavator(t: number): SpecSheet {
    const kw = round(t * 5.5 + 10, 1);
    return {
      groups: [
        g('Main Dimensions', [
          ['Transport Length', `${num(round(4200 + t * 240, 10))} mm`],
          ['Transport Width', `${num(round(1700 + t * 50, 10))} mm`],
          ['Transport Height', `${num(round(2400 + t * 22, 10))} mm`],
        ]),
        g('Specifications', [
          ['Operating Weight', `${num(round(t * 1000, 100))} kg`],
          ['Bucket Capacity', `${num(t * 0.05, 2)} m³`],
          ['Max Digging Depth', `${num(round(Math.min(3000 + t * 150, 15000), 10))} mm`],
          ['Max Digging Reach', `${num(round(Math.min(5200 + t * 170, 18000), 10))} mm`],
          ['Bucket Digging Force', `${num(t * 6.8)} kN`],
        ]),
        g('Engine', [
          ['Rated Power', `${num(kw)} kW`],
          ['Displacement', `${num(t * 0.25 + 1.2, 1)} L`],
          ['Emission Standard', emission(kw)],
        ]),
        g('Hydraulic System', [
          ['Main Pump Flow', `${num(t * 20)} L/min`],
          ['Relief Pressure', '34.3 MPa'],
          ['Travel Speed', '5.5 / 3.2 km/h'],
        ]),
      ],
      featured: ['Operating Weight', 'Bucket Capacity', 'Max Digging Depth'],
      bucketCapacity: `${num(t * 0.05, 2)} m³`,
    };
  },
  'truck-crane'(t: number): SpecSheet {
    const boom = round(30 + t * 0.35, 0.5);
    return {
      groups: [
        g('Main Dimensions', [
          ['Overall Length', `${num(round(11500 + t * 40, 10))} mm`],
          ['Overall Width', '2,550 mm'],
          ['Overall Height', `${num(round(3400 + t * 6, 10))} mm`],
          ['Axles', t >= 70 ? '5' : t >= 35 ? '4' : '3'],
        ]),
        g('Specifications', [
          ['Max Lifting Capacity', `${num(t)} t`],
          ['Main Boom Length', `${num(boom, 1)} m`],
          ['Max Lifting Height', `${num(boom + 12, 1)} m`],
          ['Max Working Radius', `${num(boom - 4, 1)} m`],
          ['Slewing Speed', '0 – 2.0 rpm'],
        ]),
        g('Engine', [
          ['Rated Power', `${num(200 + t * 2)} kW`],
          ['Max Travel Speed', '80 km/h'],
          ['Emission Standard', 'Euro IV'],
        ]),
      ],
      featured: ['Max Lifting Capacity', 'Main Boom Length', 'Max Lifting Height'],
      ratedLoad: `${num(t)} t`,
    };
  },
  'crawler-crane'(t: number): SpecSheet {
    const boom = round(40 + t * 0.45, 1);
    return {
      groups: [
        g('Main Dimensions', [
          ['Track Length', `${num(round(5600 + t * 30, 10))} mm`],
          ['Track Gauge', `${num(round(3800 + t * 12, 10))} mm`],
          ['Transport Weight', `${num(round(30 + t * 0.32, 0.5), 1)} t`],
        ]),
        g('Specifications', [
          ['Max Lifting Capacity', `${num(t)} t`],
          ['Max Boom Length', `${num(boom)} m`],
          ['Max Lifting Height', `${num(boom + 6)} m`],
          ['Ground Pressure', `${num(0.07 + t * 0.0004, 3)} MPa`],
          ['Travel Speed', '1.3 km/h'],
        ]),
        g('Engine', [
          ['Rated Power', `${num(130 + t * 1.2)} kW`],
          ['Emission Standard', 'Tier 3 / Stage IIIA'],
        ]),
        g('Winches', [
          ['Main Hoist Line Speed', '0 – 110 m/min'],
          ['Rope Diameter', `${num(20 + Math.round(t / 25))} mm`],
        ]),
      ],
      featured: ['Max Lifting Capacity', 'Max Boom Length', 'Ground Pressure'],
      ratedLoad: `${num(t)} t`,
    };
  },
  'batching-plant'(m3h: number): SpecSheet {
    const mixerL = round((m3h * 1000) / 60, 250);
    return {
      groups: [
        g('Main Dimensions', [
          ['Plant Length', `${num(18 + m3h * 0.2)} m`],
          ['Plant Width', `${num(10 + m3h * 0.05)} m`],
          ['Plant Height', `${num(16 + m3h * 0.03)} m`],
        ]),
        g('Specifications', [
          ['Theoretical Output', `${num(m3h)} m³/h`],
          ['Mixer Model', `Twin-shaft JS${mixerL}`],
          ['Mixer Discharge Capacity', `${num(mixerL)} L`],
          ['Aggregate Bins', m3h >= 90 ? '4 × 20 m³' : '3 × 12 m³'],
          ['Cement Silo Capacity', m3h >= 90 ? '2 × 100 t' : '1 × 100 t'],
          ['Discharge Height', '3.8 m'],
        ]),
        g('Batching Accuracy', [
          ['Aggregate', '± 2 %'],
          ['Cement', '± 1 %'],
          ['Water', '± 1 %'],
        ]),
        g('Power and Control', [
          ['Total Installed Power', `${num(round(m3h * 1.6, 5))} kW`],
          ['Control System', 'PLC with industrial PC, automatic and manual modes'],
          ['Batch Cycle Time', '60 s'],
        ]),
      ],
      featured: ['Theoretical Output', 'Mixer Discharge Capacity', 'Total Installed Power'],
    };
  },
  'asphalt-plant'(th: number): SpecSheet {
    return {
      groups: [
        g('Main Dimensions', [
          ['Plant Footprint', `${num(40 + th * 0.2)} m × ${num(20 + th * 0.1)} m`],
          ['Mixing Tower Height', `${num(18 + th * 0.05, 1)} m`],
        ]),
        g('Specifications', [
          ['Rated Output', `${num(th)} t/h`],
          ['Mixer Capacity', `${num(round(th * 12.5, 250))} kg`],
          ['Hot Aggregate Bins', th >= 120 ? '5' : '4'],
          ['Finished Product Temperature', '130 – 180 °C'],
          ['Dust Emission', '≤ 50 mg/Nm³'],
        ]),
        g('Drying Drum', [
          ['Drum Size', `Ø${num(1.2 + th * 0.008, 1)} × ${num(6 + th * 0.03, 1)} m`],
          ['Burner Capacity', `${num(th * 0.085, 1)} MW`],
          ['Fuel', 'Diesel, heavy oil or natural gas'],
        ]),
        g('Power', [['Total Installed Power', `${num(round(th * 2.6, 5))} kW`]]),
      ],
      featured: ['Rated Output', 'Mixer Capacity', 'Total Installed Power'],
    };
  },
} as const;
