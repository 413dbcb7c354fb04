import { X } from 'lucide-react';

/** An icon-only × (close, dismiss, clear or remove), named for screen readers by `label`. */
export function XButton({
  label,
  onClick,
  className,
  iconClass = 'size-4',
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClass?: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <X aria-hidden className={iconClass} />
    </button>
  );
}
