/**
 * The footer's street map (artwork.ts) is a drawing in the icon sprite (icons.ts) under this id,
 * not an image of its own: Chromium builds a whole document for each SVG file a page shows, about
 * 15 ms of the main thread on a slow machine, and the sprite is loaded anyway (decision 082). Its
 * own module, so the footer imports the name without the sprite's drawing code.
 */
export const FOOTER_MAP = 'map-dark';
