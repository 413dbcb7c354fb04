import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '#app/lib/api';
import type { MailStatus } from '#common/schemas/mail-status';

// Whether this server sends e-mail at all (SMTP_URL) and can put the buyer's link in it
// (PUBLIC_URL), as /api/me tells every staff member (decision 052): the Reply card, the send
// dialog and Add user say so before anyone writes what cannot leave. Unknown while it loads, so
// nothing is said or disabled until the server has answered.

export function useMailStatus(): MailStatus | undefined {
  return useQuery({
    queryKey: ['admin', 'me', 'mail'],
    queryFn: async ({ signal }) => (await api<{ mail: MailStatus }>('/me', { signal })).mail,
    // The server's settings change only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** The amber note a form shows when mail cannot do what the form is for. */
export function MailOffNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
