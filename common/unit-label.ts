// How a unit is printed next to a number (js-quantities' notation in, typography out).

const LABELS: Record<string, string> = {
  'm^2': 'm²',
  'cm^2': 'cm²',
  'm^3': 'm³',
  'ft^2': 'ft²',
  'in^2': 'in²',
  'yd^3': 'yd³',
  'ft^3': 'ft³',
  'in^3': 'in³',
  'm^3/h': 'm³/h',
  'm^3/s': 'm³/s',
  'yd^3/h': 'yd³/h',
  'N*m': 'N·m',
  'lbf*ft': 'lbf·ft',
  ton: 'US ton',
  'ton/h': 'US ton/h',
};

/** "m^3/h" → "m³/h": the unit as printed next to a number. */
export const unitLabel = (unit: string | null | undefined) => (unit ? (LABELS[unit] ?? unit) : '');
