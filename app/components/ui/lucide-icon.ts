import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

// How the built site draws lucide's icons (vite.config.ts, rule 3: the build turns each icon
// imported from lucide-react into `lucideIcon(name, shapes)` in the module that uses it, on the
// server and in the browser): the <svg> lucide-react writes, for the props the site passes (a class,
// aria-* attributes; any other prop lands on the <svg>, as lucide's do), in a few hundred bytes
// instead of lucide-react's ~2 KB runtime on every page's first load. scripts/vite-lucide-icons.test.ts
// compares the markup with lucide-react's for every icon the app imports. Not handled: lucide's
// own props `size`, `color`, `absoluteStrokeWidth`, `nonScalingStroke` and its context provider.

/** An icon's shapes as lucide's data lists them: a tag and its attributes, without React keys. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

const SVG = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** lucide's class list: its own names first, each token once, in order. */
const classList = (...classes: (string | undefined)[]) =>
  [...new Set(classes.join(' ').split(/\s+/).filter(Boolean))].join(' ');

/** Named by lucide: without a label of its own an icon is hidden from assistive technology. */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

export function lucideIcon(name: string, node: IconNode, aliases: string[] = []) {
  return forwardRef<SVGSVGElement, SVGProps<SVGSVGElement> & { children?: ReactNode }>(function Icon(
    { className, children, ...props },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ...SVG,
        className: classList('lucide', `lucide-${name}`, ...aliases.map((a) => `lucide-${a}`), className),
        ...(!children && !labelled(props) && { 'aria-hidden': 'true' }),
        ...props,
        ref,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
