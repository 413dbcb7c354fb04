import * as Tabs from '@radix-ui/react-tabs';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';

// One Settings tab. Radix focuses a trigger by script on mouse down, and Chromium shows a focus
// ring for a scripted focus that follows no earlier click: a mouse click drew the full ring over
// the tab (hiding its underline). The trigger remembers that the pointer put focus there, until
// a key is pressed on it or it loses focus, and shows no ring meanwhile; a keyboard user still gets
// one. The ring is the quiet admin one: a 2 px outline drawn inside the tab, clear of the 2 px
// underline, charcoal on white and amber on the phone's charcoal active pill, without the
// site-wide charcoal halo.

const POINTER_FLAG = 'pointerFocus';

const forget = (event: FocusEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => {
  delete event.currentTarget.dataset[POINTER_FLAG];
};

const TRIGGER_CLASS = [
  'flex shrink-0 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 hover:text-charcoal',
  'data-[state=active]:bg-charcoal data-[state=active]:text-white',
  'sm:-mb-px sm:rounded-none sm:border-b-2 sm:border-transparent sm:py-3',
  'sm:data-[state=active]:border-brand sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-charcoal',
  'focus-visible:shadow-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-charcoal',
  'data-[state=active]:focus-visible:outline-brand sm:data-[state=active]:focus-visible:outline-charcoal',
  'data-[pointer-focus]:focus-visible:outline-none',
].join(' ');

export function SettingsTabTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className={TRIGGER_CLASS}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        event.currentTarget.dataset[POINTER_FLAG] = '';
      }}
      onKeyDown={forget}
      onBlur={forget}
    >
      {children}
    </Tabs.Trigger>
  );
}
