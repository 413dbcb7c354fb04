import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '#app/lib/api';
import { clearSession } from '#app/lib/session';
import { STORAGE_KEYS } from '#common/constants';
import type {
  Quotation,
  QuotationInput,
  QuotationLink,
  quotationListSchema,
  quotationPrefillSchema,
  quotationSavedSchema,
} from '#common/schemas/quotations';

// The Quotations card's reads and writes (docs/product.md §25.3), under ['admin', 'quotations', …].
// A write marks every admin query stale — the lead included, so its clock and history show a sent
// quotation as its first response.

type Saved = z.infer<typeof quotationSavedSchema>;
type Prefill = z.infer<typeof quotationPrefillSchema>['data'];

export function useLeadQuotations(leadId: number) {
  return useQuery({
    queryKey: ['admin', 'quotations', 'lead', leadId],
    queryFn: async ({ signal }) =>
      (await api<z.infer<typeof quotationListSchema>>(`/admin/leads/${leadId}/quotations`, { signal })).data,
  });
}

/** What a new quotation starts with; read afresh each time the builder opens for a new one. */
export function usePrefillFetch(leadId: number) {
  const client = useQueryClient();
  return async () =>
    (
      await client.fetchQuery({
        queryKey: ['admin', 'quotations', 'prefill', leadId],
        queryFn: ({ signal }) =>
          api<{ data: Prefill }>(`/admin/leads/${leadId}/quotations/prefill`, { signal }),
        staleTime: 0,
      })
    ).data;
}

function useQuotationWrite<TVars, TResult = Saved>(
  request: (vars: TVars) => { path: string; method: 'POST' | 'PATCH'; body: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => {
      const { path, method, body } = request(vars);
      return api<TResult>(path, { method, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** A new draft (POST on the lead) or a draft's change (PATCH; a sent one answers 409). */
export function useQuotationSave(leadId: number, quotationId: number | null) {
  return useQuotationWrite((body: QuotationInput) =>
    quotationId === null
      ? { path: `/admin/leads/${leadId}/quotations`, method: 'POST', body }
      : { path: `/admin/quotations/${quotationId}`, method: 'PATCH', body },
  );
}

/** The next revision of a sent quotation (by its id), as a draft. */
export function useQuotationRevise() {
  return useQuotationWrite((id: number) => ({
    path: `/admin/quotations/${id}/revise`,
    method: 'POST',
    body: {},
  }));
}

/** Queues the quotation's e-mail (202) with an optional message above the link. */
export function useQuotationSend(id: number) {
  return useQuotationWrite<{ message?: string | null }, { message: string }>((body) => ({
    path: `/admin/quotations/${id}/send`,
    method: 'POST',
    body,
  }));
}

/** A new private link to share another way (decision 052); a draft becomes sent. */
export function useQuotationLink(id: number) {
  return useQuotationWrite<void, QuotationLink>(() => ({
    path: `/admin/quotations/${id}/link`,
    method: 'POST',
    body: {},
  }));
}

/**
 * Opens the quotation's PDF in a new tab. The file needs the bearer token, which a link cannot
 * send, so it is fetched and shown from a blob. The tab is opened before the fetch, while the
 * click still counts as the person's, or a popup blocker would stop it.
 */
export async function openQuotationPdf(q: Pick<Quotation, 'id' | 'reference'>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const res = await fetch(`/api/admin/quotations/${q.id}/pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) {
      if (res.status === 401) clearSession();
      const body = await res.json().catch(() => undefined);
      throw new ApiError(res.status, body?.message ?? `Request failed (${res.status})`, body?.errors);
    }
    const url = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = url;
    else {
      // Blocked anyway: hand it over as a download instead.
      const link = document.createElement('a');
      link.href = url;
      link.download = `${q.reference}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
    }
    // The tab has the file by then; a later reload of it is not worth keeping the memory for.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
