import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { componentClass } from './component-class';

// Calls to action: the brand accent with its readable ink (dark on amber), charcoal, or outline.
// Each variant is one class of app/app.css's components layer (`btn-primary` …: exactly
// `BASE` and the variant's utilities, decision 073), so a card's buttons do not repeat 300 bytes
// of utilities twelve times a page.
type Variant = 'primary' | 'dark' | 'outline' | 'ghost';
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-brand-ink hover:brightness-95',
  dark: 'bg-charcoal text-white hover:bg-neutral-800',
  outline: 'border border-current bg-transparent hover:bg-black/5',
  ghost: 'bg-transparent hover:bg-black/5',
};

// What the base and the variants set: an extra setting one of these keeps the whole list.
const SETS_BASE =
  /^(?:(?:hover|focus-visible|disabled):)?-?(?:p[xy]?-|text-|rounded|gap-|font-|inline|flex|grid|block|hidden|justify-|items-|bg-|border|outline|transition|brightness|cursor-|opacity-)/;

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  componentClass(`btn-${variant}`, `${BASE} ${VARIANTS[variant]}`, extra, SETS_BASE);

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
