import { MARKETING_OPT_IN_FIELD } from '#common/consent-fields';
import type { FieldsForm } from './form-fields';

// docs/product.md §21 (RA 10173): every form that takes personal data says what it is used for,
// links the Privacy Policy, and offers marketing mail as a separate choice that starts unticked
// (an uncontrolled checkbox starts unticked in the server-rendered form too). The link opens a new
// tab so nothing typed in the form is lost (browsers give a target=_blank tab no opener). Kept small: it is first-load code on the product page.

export function PrivacyConsentField({ form, className = '' }: { form: FieldsForm; className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand"
          {...form.register(MARKETING_OPT_IN_FIELD)}
        />
        Send me product news and offers
      </label>
      <p className="mt-2">
        {'We use your details only to answer this request. See our '}
        <a href="/privacy" target="_blank" className="underline" rel="noopener">
          Privacy Policy
        </a>
        .
      </p>
    </div>
  );
}
