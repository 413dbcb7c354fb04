// The exact definitions of the display units of quantity-kinds.ts, in their SI unit. The browser
// must not carry the units library (its first-load budget), so the figures rule (figures.ts) and
// the listing's spec filters convert with this table; app/lib/unit-factors.server.test.ts holds
// it against js-quantities, the server's units library, so the two cannot drift apart.

const LB = 0.45359237;
const FT = 0.3048;
const GAL = 0.003785411784;
const YD3 = 0.764554857984;

export const SI_PER_UNIT: Record<string, number> = {
  kg: 1,
  t: 1000,
  lb: LB,
  ton: 2000 * LB,
  m: 1,
  mm: 0.001,
  cm: 0.01,
  km: 1000,
  ft: FT,
  in: 0.0254,
  yd: 3 * FT,
  mi: 5280 * FT,
  'm^2': 1,
  'cm^2': 1e-4,
  'ft^2': FT * FT,
  'in^2': 0.0254 ** 2,
  'm^3': 1,
  L: 0.001,
  'yd^3': YD3,
  'ft^3': FT ** 3,
  'in^3': 0.0254 ** 3,
  gal: GAL,
  'm^3/h': 1 / 3600,
  'L/min': 0.001 / 60,
  'yd^3/h': YD3 / 3600,
  'gal/min': GAL / 60,
  't/h': 1000 / 3600,
  'kg/h': 1 / 3600,
  'ton/h': (2000 * LB) / 3600,
  'lb/h': LB / 3600,
  W: 1,
  kW: 1000,
  hp: 550 * FT * LB * 9.80665,
  kVA: 1000,
  N: 1,
  kN: 1000,
  lbf: LB * 9.80665,
  Pa: 1,
  kPa: 1000,
  MPa: 1e6,
  bar: 1e5,
  psi: (LB * 9.80665) / 0.0254 ** 2,
  'm/s': 1,
  'km/h': 1 / 3.6,
  'm/min': 1 / 60,
  mph: (5280 * FT) / 3600,
  'ft/min': FT / 60,
  rpm: 1,
  'N*m': 1,
  'lbf*ft': LB * 9.80665 * FT,
  s: 1,
  min: 60,
  h: 3600,
};

/** The parameter with its conversion factor, which the figures rule needs for a metric step. */
export function withFactor<P extends { metricUnit: string | null; imperialUnit: string | null }>(
  p: P,
): P & { imperialPerMetric?: number } {
  const metric = p.metricUnit ? SI_PER_UNIT[p.metricUnit] : undefined;
  const imperial = p.imperialUnit ? SI_PER_UNIT[p.imperialUnit] : undefined;
  return metric && imperial ? { ...p, imperialPerMetric: metric / imperial } : p;
}
