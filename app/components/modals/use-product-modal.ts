import { useEffect, useMemo } from 'react';
import {
  type ContactFormOptions,
  type FormValues,
  useContactForm,
} from '#app/components/forms/use-contact-form';

// What the quote and inquiry modals share (docs/product.md §3, §5): opened from anywhere with an
// optional product to prefill from, in the layout's words or the home page's (`variant`), and
// started afresh from that prefill at each opening.

export interface ModalProduct {
  id: number;
  name: string;
  fullName?: string;
}

export interface ProductModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultProduct?: ModalProduct;
  variant?: 'default' | 'home';
}

/** A text in the layout's words and in the home page's. */
type Worded = Record<NonNullable<ProductModalProps['variant']>, string>;

interface ProductModalOptions extends Omit<ContactFormOptions, 'defaultValues' | 'success' | 'failure'> {
  /**
   * The form's values for this product (none: the empty form); `home` for the home page's modal.
   * Defined once, outside the component: a new function each render would reset the form each render.
   */
  prefill: (product: ModalProduct | undefined, home: boolean) => FormValues;
  /** The success dialog's title and message. */
  success: { title: string; message: Worded };
  /** Text of the failure dialog. */
  failure: Worded;
}

/** The modal's form, and the props its FormModal takes from the modal's. */
export function useProductModal(
  { open, onOpenChange, defaultProduct, variant = 'default' }: ProductModalProps,
  { prefill, success, failure, ...options }: ProductModalOptions,
) {
  const home = variant === 'home';
  // Keyed on the product's values: callers often pass a fresh object on every render.
  const { id, name, fullName } = defaultProduct ?? {};
  const defaults = useMemo(
    () => prefill(id === undefined || !name ? undefined : { id, name, fullName }, home),
    [prefill, id, name, fullName, home],
  );
  const ctl = useContactForm({
    ...options,
    defaultValues: defaults,
    success: { kind: 'success', title: success.title, message: success.message[variant] },
    failure: failure[variant],
    onSuccess: () => onOpenChange(false),
  });

  // Each opening starts from the current product's prefill.
  const { resetForm } = ctl;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened or the product changes
  useEffect(() => {
    if (open) resetForm(defaults);
  }, [open, defaults]);

  return { ctl, frame: { open, onOpenChange, ctl } };
}
