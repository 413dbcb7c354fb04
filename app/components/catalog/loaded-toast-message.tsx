import { CheckCircle2 } from 'lucide-react';

/** The toast's message (loaded-toast.tsx fetches it in idle time: it never shows on a first load). */
export default function LoadedToastMessage({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 shadow-lg">
      <CheckCircle2 aria-hidden className="size-4" />
      Products loaded successfully!
    </p>
  );
}
