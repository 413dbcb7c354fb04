import { describe, expect, it } from 'vitest';
import { heroSceneSvg, mapSvg } from './artwork';

// The pages import these drawings as .svg assets; the files must be what the code draws. After
// changing a drawing, `npx vitest run --project unit -u app/components/art` rewrites them.
describe('site artwork', () => {
  it.each(['site', 'service'] as const)('the %s hero scene file matches its drawing', async (scene) => {
    await expect(heroSceneSvg(scene)).toMatchFileSnapshot(`./hero-${scene}.svg`);
  });
  // The dark map, the footer's, is a drawing in the icon sprite (icons.ts, decision 082).
  it.each(['light'] as const)('the %s map file matches its drawing', async (tone) => {
    await expect(mapSvg(tone)).toMatchFileSnapshot(`./map-${tone}.svg`);
  });
  it('draws complete SVG documents in the house palette', () => {
    for (const svg of [heroSceneSvg('site'), heroSceneSvg('service'), mapSvg('light'), mapSvg('dark')]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d ]+">/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('#F2A900');
    }
  });
});
