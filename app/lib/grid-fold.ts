/**
 * The class of a card in a grid of cards that no first screen may show (decision 086): its layout
 * is skipped until it nears the screen (the `below-fold-card` utility, app/app.css). From the third
 * card in one column (a phone), the fifth in two, the seventh in three; never a card of the last
 * row, which ends the list: a visitor who jumps to the end lands on its real height, not a guess.
 * `threeFrom` is the width where the grid turns three columns (its `lg:` or `xl:` class); two
 * columns start at `sm:` in every grid of cards. The classes are written out whole so that
 * Tailwind finds them.
 */
export function gridFold(index: number, count: number, threeFrom: 'lg' | 'xl'): string | undefined {
  if (index >= count - 3) return undefined;
  if (index >= 6) return 'below-fold-card';
  if (index >= 4) return threeFrom === 'lg' ? 'max-lg:below-fold-card' : 'max-xl:below-fold-card';
  if (index >= 2) return 'max-sm:below-fold-card';
  return undefined;
}
