import { type FormEvent, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, Input } from '#app/components/ui/field';
import { LINK_URL_MESSAGE, normalizeLinkUrl } from './link-url';

// Asks for a link's address (http, https or mailto). Rendered in a portal but inside the news form
// in React's tree, so its submit must not bubble up and save the article.

export function LinkDialog({
  open,
  initialUrl,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The address of the link under the cursor, '' for a new link. */
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={initialUrl ? 'Edit link' : 'Add link'}
      size="sm"
    >
      {/* Mounted per opening, so the field starts from the link under the cursor. */}
      {open ? (
        <LinkForm initialUrl={initialUrl} onApply={onApply} onRemove={onRemove} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function LinkForm({
  initialUrl,
  onApply,
  onRemove,
  onClose,
}: {
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = normalizeLinkUrl(text);
    if (url) onApply(url);
    else setError(LINK_URL_MESSAGE);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field label="Link address" required error={error} hint="A web address or an e-mail address.">
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" className="text-charcoal" onClick={onClose}>
          Cancel
        </Button>
        {initialUrl ? (
          <Button variant="outline" className="text-red-700" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button type="submit">Apply link</Button>
      </div>
    </form>
  );
}
