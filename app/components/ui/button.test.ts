import { describe, expect, it } from 'vitest';
import { buttonClass } from './button';

// A class of the components layer stands for a utility list only where nothing drawn changes
// (decision 073): an extra that sets what the list sets keeps the whole list, whose order in
// Tailwind's stylesheet decides as before.
describe('buttonClass', () => {
  it('is one class per variant, with extras that set nothing the variant sets', () => {
    expect(buttonClass('primary')).toBe('btn-primary');
    expect(buttonClass('dark', 'mt-4 w-full')).toBe('btn-dark mt-4 w-full');
    // A breakpoint's padding or a hidden at a size sort after the base either way.
    expect(buttonClass('outline', 'max-xl:hidden sm:px-6 pr-2')).toBe(
      'btn-outline max-xl:hidden sm:px-6 pr-2',
    );
  });

  it('keeps the utility list when an extra sets the same as the base or the variant', () => {
    for (const extra of [
      'px-6 py-3 text-base',
      'min-h-11 text-charcoal',
      'hover:bg-white/10',
      'rounded-full',
    ])
      expect(buttonClass('primary', extra)).toMatch(/^inline-flex .* px-5 py-2\.5 .*bg-brand/);
  });
});
