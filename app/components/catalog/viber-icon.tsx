import type { SVGProps } from 'react';

// Viber's mark, drawn in the line style of the page's other icons (lucide has no brand logos): a
// speech bubble holding a handset with its call waves. Inline and a few hundred bytes, so the
// Viber button is told apart from Call beside it without an icon font or an image to load.

export function ViberIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M12 2c5.5 0 9 2.6 9 8.5S17.5 19 12 19h-1.5L7 22v-3.4C4.3 17.5 3 15 3 10.5 3 4.6 6.5 2 12 2" />
      <path
        d="M9.6 7.2c-.4-.5-1-.5-1.4-.1l-.5.5c-.5.6-.5 1.7.3 3.1a9 9 0 0 0 3.3 3.3c1.4.8 2.5.8 3.1.3l.5-.5c.4-.4.4-1-.1-1.4l-1-.8c-.4-.3-.9-.3-1.3.1l-.4.4a5 5 0 0 1-2.2-2.2l.4-.4c.4-.4.4-.9.1-1.3z"
        fill="currentColor"
        strokeWidth={1}
      />
      <path d="M13 5.5a4 4 0 0 1 3.5 3.5M13 7.8a1.8 1.8 0 0 1 1.3 1.3" />
    </svg>
  );
}
