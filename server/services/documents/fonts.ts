import { createRequire } from 'node:module';

// The sheets' one family (DESIGN.md: Inter, self-hosted from npm): read from the package on disk,
// never fetched, and embedded as a subset of the glyphs a sheet uses (decision 027).
const require = createRequire(import.meta.url);
const file = (weight: 400 | 600) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export const FONT_REGULAR = 'Inter';
export const FONT_SEMIBOLD = 'Inter-SemiBold';
export const FONT_FILES = { [FONT_REGULAR]: file(400), [FONT_SEMIBOLD]: file(600) } as const;
