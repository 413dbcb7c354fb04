import { num, round, type SpecSheet } from './demo-specs';

// Builds: how one demo line differs from the plain sheet of its kind (a wheeled excavator from a
// crawler, a mobile batching plant from a stationary one), so two machines of the same size from
// two lines never read as copies of each other. A build replaces values and never a label.

type Overrides = (size: number) => Record<string, string>;

export const BUILDS: Record<string, Record<string, Overrides>> = {
  excavator: {
    // On tyres with outriggers and a blade: road speed, road width, a higher deck and a shallower dig.
    wheeled: (t) => ({
      'Transport Length': `${num(round(4000 + t * 230, 10))} mm`,
      'Transport Width': '2,550 mm',
      'Transport Height': `${num(round(2750 + t * 18, 10))} mm`,
      'Operating Weight': `${num(round(t * 1000 + 900, 100))} kg`,
      'Bucket Capacity': `${num(t * 0.045, 2)} m³`,
      'Max Digging Depth': `${num(round(2600 + t * 140, 10))} mm`,
      'Max Digging Reach': `${num(round(5000 + t * 165, 10))} mm`,
      'Bucket Digging Force': `${num(t * 6.1)} kN`,
      'Rated Power': `${num(round(t * 5.5 + 16, 1))} kW`,
      'Main Pump Flow': `${num(t * 17.5)} L/min`,
      'Relief Pressure': '32.4 MPa',
      'Travel Speed': '35 / 9.5 km/h',
    }),
    // A longer boom and arm with extra counterweight: deep and far, with a small bucket.
    'long-reach': (t) => ({
      'Transport Length': `${num(round(8600 + t * 240, 10))} mm`,
      'Operating Weight': `${num(round(t * 1000 + 1600, 100))} kg`,
      'Bucket Capacity': `${num(t * 0.022, 2)} m³`,
      'Max Digging Depth': `${num(round(6000 + t * 280, 10))} mm`,
      'Max Digging Reach': `${num(round(8200 + t * 330, 10))} mm`,
      'Bucket Digging Force': `${num(t * 3.4)} kN`,
      'Travel Speed': '4.8 / 2.9 km/h',
    }),
  },
  'batching-plant': {
    // Trailer-mounted: a short footprint, small bins and one bolted silo.
    mobile: (m3h) => ({
      'Plant Length': `${num(14 + m3h * 0.15)} m`,
      'Plant Width': `${num(3 + m3h * 0.05)} m`,
      'Plant Height': `${num(5 + m3h * 0.04)} m`,
      'Aggregate Bins': '4 × 8 m³',
      'Cement Silo Capacity': '1 × 60 t',
      'Total Installed Power': `${num(round(m3h * 1.5, 5))} kW`,
      'Batch Cycle Time': '72 s',
    }),
    // Skip-hoist plants for small sites: fewer bins, a small silo, slower cycles.
    compact: (m3h) => ({
      'Plant Length': `${num(10 + m3h * 0.2)} m`,
      'Plant Width': `${num(6 + m3h * 0.05)} m`,
      'Plant Height': `${num(10 + m3h * 0.05)} m`,
      'Aggregate Bins': '3 × 6 m³',
      'Cement Silo Capacity': '1 × 50 t',
      'Discharge Height': '3.6 m',
      'Total Installed Power': `${num(round(m3h * 1.4, 5))} kW`,
      'Control System': 'PLC with touch panel, automatic and manual modes',
      'Batch Cycle Time': '75 s',
    }),
  },
  forklift: {
    // An older design from another maker: heavier, a simpler gearbox, a bigger turning circle.
    legacy: (kg) => ({
      'Length to Fork Face': `${num(round(2500 + kg * 0.18, 10))} mm`,
      'Overall Width': `${num(round(1100 + kg * 0.06, 10))} mm`,
      'Max Lift Height': '3,300 mm',
      'Turning Radius': `${num(round(2250 + kg * 0.12, 10))} mm`,
      'Service Weight': `${num(round(2500 + kg * 0.95, 50))} kg`,
      'Rated Power': `${num(round(27 + kg * 0.008, 1))} kW`,
      Transmission: 'Torque converter, 1 forward / 1 reverse',
    }),
  },
};

/** The sheet with a build's values put in place; a key the sheet lacks is a mistake in the build. */
export function withBuild(sheet: SpecSheet, kind: string, build: string, size: number): SpecSheet {
  const overrides = BUILDS[kind]?.[build]?.(size);
  if (!overrides) throw new Error(`Unknown demo build: ${kind}/${build}`);
  const keys = new Set(sheet.groups.flatMap((group) => group.specifications.map((s) => s.key)));
  for (const key of Object.keys(overrides)) {
    if (!keys.has(key)) throw new Error(`Demo build ${kind}/${build} names a missing key: ${key}`);
  }
  const groups = sheet.groups.map((group) => ({
    ...group,
    specifications: group.specifications.map((s) => ({ ...s, value: overrides[s.key] ?? s.value })),
  }));
  return {
    ...sheet,
    groups,
    ratedLoad: sheet.ratedLoad && (overrides['Rated Load'] ?? sheet.ratedLoad),
    bucketCapacity: sheet.bucketCapacity && (overrides['Bucket Capacity'] ?? sheet.bucketCapacity),
  };
}
