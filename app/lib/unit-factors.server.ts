import { type SpecScales, typedBound } from './spec-view';

// The loader's side of the spec filters' units (unit-factors.ts holds the factors, which the
// filters drawer also reads in the browser).
export { SI_PER_UNIT, specScales } from './unit-factors';

/** Numbers typed in the form's fields (without JavaScript) as the address keeps them. */
export const toMetricWith = (scales: SpecScales) => (key: string, value: number) =>
  typedBound(value, scales[key]);
