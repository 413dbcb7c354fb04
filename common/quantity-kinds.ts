// The quantity kinds a specification parameter can have (docs/product.md §17), each with its SI
// unit and the display units offered for it. Units are written in the notation of js-quantities
// (the server's units library: "m^3/h", "N*m"); unitLabel turns them into what a reader sees.
// Client-safe: no library here, only the names.

export const QUANTITY_KINDS = [
  'mass',
  'length',
  'area',
  'volume',
  'volumetric_flow',
  'mass_flow',
  'power',
  'apparent_power',
  'force',
  'pressure',
  'speed',
  'rotational_speed',
  'torque',
  'time',
  'count',
  'text',
] as const;

export type QuantityKind = (typeof QUANTITY_KINDS)[number];
export type UnitSystem = 'metric' | 'imperial';
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

interface KindUnits {
  /** The unit values are stored in (null: a plain number or text). */
  si: string | null;
  metric: string[];
  imperial: string[];
}

/** The first unit of each list is the default a new parameter of that kind gets. */
export const KIND_UNITS: Record<QuantityKind, KindUnits> = {
  mass: { si: 'kg', metric: ['kg', 't'], imperial: ['lb', 'ton'] },
  length: { si: 'm', metric: ['m', 'mm', 'cm', 'km'], imperial: ['ft', 'in', 'yd', 'mi'] },
  area: { si: 'm^2', metric: ['m^2', 'cm^2'], imperial: ['ft^2', 'in^2'] },
  volume: { si: 'm^3', metric: ['m^3', 'L'], imperial: ['yd^3', 'ft^3', 'gal', 'in^3'] },
  volumetric_flow: { si: 'm^3/s', metric: ['m^3/h', 'L/min'], imperial: ['yd^3/h', 'gal/min'] },
  mass_flow: { si: 'kg/s', metric: ['t/h', 'kg/h'], imperial: ['ton/h', 'lb/h'] },
  power: { si: 'W', metric: ['kW', 'W'], imperial: ['hp'] },
  apparent_power: { si: 'VA', metric: ['kVA'], imperial: ['kVA'] },
  force: { si: 'N', metric: ['kN', 'N'], imperial: ['lbf'] },
  pressure: { si: 'Pa', metric: ['bar', 'MPa', 'kPa'], imperial: ['psi'] },
  speed: { si: 'm/s', metric: ['km/h', 'm/s', 'm/min'], imperial: ['mph', 'ft/min'] },
  rotational_speed: { si: 'rpm', metric: ['rpm'], imperial: ['rpm'] },
  torque: { si: 'N*m', metric: ['N*m'], imperial: ['lbf*ft'] },
  time: { si: 's', metric: ['s', 'min', 'h'], imperial: ['s', 'min', 'h'] },
  count: { si: null, metric: [], imperial: [] },
  text: { si: null, metric: [], imperial: [] },
};

export const isNumericKind = (kind: QuantityKind) => kind !== 'text';

// What a reader sees of a unit: its own small module, so public pages that print units do not
// carry the tables above.
export { unitLabel } from './unit-label';
