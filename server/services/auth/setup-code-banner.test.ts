import { expect, it } from 'vitest';
import { setupCodeBanner } from './setup-code-banner';

it('frames the code and the register address in plain words', () => {
  const banner = setupCodeBanner({ chosen: false, code: 'ABCD-EFGH-JKMN' }, 'http://localhost:3000/');
  const lines = banner.trim().split('\n');
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  // Every row of the frame is as wide as its top.
  expect(new Set(lines.map((l) => [...l].length)).size).toBe(1);
  expect(banner).toContain('│   http://localhost:3000/register');
  expect(banner).toContain('│   ABCD-EFGH-JKMN');
  expect(banner).toContain('No admin account yet');
});

it("never repeats the operator's SETUP_CODE", () => {
  const banner = setupCodeBanner({ chosen: true }, 'https://ironsite.ph');
  expect(banner).toContain('https://ironsite.ph/register');
  expect(banner).toContain('the setup code you set in SETUP_CODE');
  expect(banner).not.toMatch(/\w{4}-\w{4}-\w{4}/);
});
