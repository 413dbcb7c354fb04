import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button';

// The ten recovery codes, shown once right after they are made (the server keeps only their
// hashes). Copy and a .txt download help the admin keep them somewhere other than the phone.

export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that was focused: move focus to their heading so it is read out.
  useEffect(() => heading.current?.focus(), []);

  const text = [
    `Ironsite admin recovery codes for ${email}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ironsite-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="grid gap-4">
      <div>
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-charcoal focus:outline-none">
          Save your recovery codes
        </h3>
        <p className="mt-1 text-sm text-neutral-700">
          If you lose your phone, each of these codes signs you in once. Keep them somewhere safe, such as a
          password manager. They are shown only now.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-neutral-200 bg-neutral-50 p-4 font-mono text-sm text-charcoal tabular-nums"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" className="text-charcoal" onClick={copy}>
          {copied === 'yes' ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          Copy
        </Button>
        <Button variant="outline" className="text-charcoal" onClick={download}>
          <Download aria-hidden className="size-4" />
          Download (.txt)
        </Button>
        <span role="status" className="text-sm text-neutral-700">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Copying failed: select the codes instead.'
              : ''}
        </span>
      </div>
      <div className="flex justify-end border-t border-neutral-200 pt-4">
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
