import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { api } from '#app/lib/api';
import type { PreviewLink } from '#common/schemas/publication';
import { rowActionClass } from '../row-actions';

// "Preview" for a draft or scheduled record (docs/product.md §29): asks for a signed link, valid for
// an hour, and opens the record at its public address in a new tab. The tab is opened at the click
// (a popup blocker allows that) and sent to the link when it arrives.

/** Opens a signed preview of the record in a new tab; false when no link could be made. */
export async function openPreview(entity: 'variant' | 'news', id: number): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const link = await api<PreviewLink>(`/admin/preview-link?entity=${entity}&id=${id}`);
    if (tab) {
      tab.opener = null;
      tab.location.href = link.url;
    } else window.location.assign(link.url);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}

export function PreviewButton({
  entity,
  id,
  name,
}: {
  entity: 'variant' | 'news';
  id: number;
  name: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    setFailed(!(await openPreview(entity, id)));
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
      onClick={open}
      disabled={busy}
      title={failed ? 'The preview link could not be made. Try again.' : undefined}
    >
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only sm:not-sr-only">{failed ? 'Preview failed' : 'Preview'}</span>
      <span className="sr-only"> {name}</span>
    </button>
  );
}
