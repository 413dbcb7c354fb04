import { useId } from 'react';
import { MARKETING_OPT_IN_FIELD } from '#common/consent-fields';
import type { FieldsForm } from './form-fields';

// docs/product.md §21 (RA 10173): every form that takes personal data says what it is used for,
// links the Privacy Policy, and offers marketing mail as a separate choice that starts unticked.
// The link opens a new tab so nothing typed in the form is lost.

export const PRIVACY_NOTICE = 'We use your details only to answer this request.';
export const MARKETING_LABEL = 'Send me product news and offers';

export function PrivacyConsentField({ form, className = '' }: { form: FieldsForm; className?: string }) {
  const id = useId();
  return (
    <div className={`grid gap-2 text-sm text-neutral-700 ${className}`}>
      <label htmlFor={id} className="flex w-fit cursor-pointer items-start gap-2">
        <input
          id={id}
          type="checkbox"
          // Unticked in the server-rendered form too: consent is never the default.
          defaultChecked={false}
          className="mt-0.5 size-4 shrink-0 accent-brand"
          {...form.register(MARKETING_OPT_IN_FIELD)}
        />
        {MARKETING_LABEL}
      </label>
      <p className="text-neutral-600">
        {PRIVACY_NOTICE} See our{' '}
        <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-charcoal underline">
          Privacy Policy
        </a>
        .
      </p>
    </div>
  );
}
