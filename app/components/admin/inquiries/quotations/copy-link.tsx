import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { FormAlert, Input } from '#app/components/ui/field';
import { QUOTATION_LIMITS, type Quotation } from '#common/schemas/quotations';
import { useQuotationLink } from './quotations-api';

// Copy link (docs/product.md §25.3, decision 052): the buyer's private link for Viber, SMS or a chat,
// when the server sends no mail or the buyer asks for it there. Each press mints a new link (the
// server keeps its hash and records the copy in the lead's history); earlier links keep working.
// The link is also shown, selected, for a browser that refuses the clipboard (an http address).

export function CopyLink({
  quotation,
  onCopied,
}: {
  quotation: Pick<Quotation, 'id' | 'reference'>;
  /** After a link was made (a draft is sent by then). */
  onCopied?: () => void;
}) {
  const mint = useQuotationLink(quotation.id);
  const [shared, setShared] = useState<{ url: string; copied: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();

  const copy = async () => {
    setFailure(null);
    try {
      const { data } = await mint.mutateAsync();
      // Under PUBLIC_URL the link is absolute; otherwise it is a path on the address this page has.
      const url = new URL(data.link, window.location.origin).href;
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setShared({ url, copied: copied ?? false });
      onCopied?.();
    } catch (error) {
      setFailure(failureText(error, 'Failed to make a link'));
    }
  };

  return (
    <div className="grid gap-2">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          className="px-3 py-1.5 text-charcoal"
          disabled={mint.isPending}
          aria-busy={mint.isPending || undefined}
          onClick={() => void copy()}
        >
          <Link2 aria-hidden className="size-4" />
          {mint.isPending ? 'Making a link...' : 'Copy link'}
          <span className="sr-only"> to {quotation.reference}</span>
        </Button>
      </div>
      {shared ? (
        <div className="grid gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-charcoal">
            Link to {quotation.reference}
          </label>
          <Input
            id={fieldId}
            readOnly
            value={shared.url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
          <p role="status" className="text-sm text-neutral-700">
            {shared.copied ? 'Copied. ' : 'Select the link and copy it. '}
            Share it by Viber, SMS or chat; it works until {QUOTATION_LIMITS.linkDaysAfterValidity} days after
            the validity date.
          </p>
        </div>
      ) : null}
    </div>
  );
}
