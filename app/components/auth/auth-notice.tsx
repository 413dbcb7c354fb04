import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An informational box on the sign-in screens (not an error: FormAlert is for those). `announce`
 * makes it a live status message, for a notice that appears after an action.
 */
export function AuthNotice({ children, announce = false }: { children: ReactNode; announce?: boolean }) {
  return (
    <div
      role={announce ? 'status' : undefined}
      className="flex items-start gap-2 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm text-neutral-800"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}
