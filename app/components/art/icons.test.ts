import { describe, expect, it } from 'vitest';
import { iconSpriteSvg } from './icons';

// Pages import the sprite as an .svg asset (app/components/ui/icon.tsx); the file must be what the
// code draws. After adding an icon, `npx vitest run --project unit -u app/components/art` rewrites it.
describe('the icon sprite', () => {
  it('the sprite file matches its drawings', async () => {
    await expect(iconSpriteSvg()).toMatchFileSnapshot('./icons.svg');
  });
  it('is one SVG document of symbols in the 24-unit grid, every id once', () => {
    const svg = iconSpriteSvg();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">')).toBe(true);
    const ids = [...svg.matchAll(/<symbol id="([a-z-]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]);
    // Every symbol but the footer's map, drawn in its own 480 × 300 grid.
    expect(ids.length).toBe([...svg.matchAll(/<symbol /g)].length - 1);
    expect(svg).toContain('<symbol id="map-dark"><rect width="480" height="300"');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('phone');
    // No lucide class names or sizes come along: a symbol is drawn at the size of the icon that uses it.
    expect(svg).not.toMatch(/class=|width="24"/);
  });
});
