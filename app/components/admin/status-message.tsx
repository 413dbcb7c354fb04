import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGE_MS } from '#common/constants';
import { XButton } from './x-button';

// The admin's success and failure messages (docs/product.md §6, §11): a banner above the table that clears
// itself — after 5 s by default, 2 s for the product's "success alerts", 3 s for the settings banner.

export interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
}

export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((kind: StatusMessage['kind'], text: string, ms = ADMIN_MESSAGE_MS) => {
    clearTimeout(timer.current);
    setMessage({ kind, text });
    timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}

export function StatusBanner({
  message,
  onDismiss,
}: {
  message: StatusMessage | null;
  onDismiss?: () => void;
}) {
  // The live region is always in the page so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {message ? (
        <div
          className={`mb-4 flex items-start gap-2 rounded-md border px-4 py-3 text-sm ${
            message.kind === 'success'
              ? 'border-green-200 bg-green-50 text-green-900'
              : 'border-red-200 bg-red-50 text-red-900'
          }`}
        >
          {message.kind === 'success' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <span className="flex-1">{message.text}</span>
          {onDismiss ? (
            <XButton
              label="Dismiss message"
              onClick={onDismiss}
              className="-m-1 rounded p-1 hover:bg-black/5"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
