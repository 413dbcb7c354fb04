/** The initial of a name in a round badge (the users list and the profile). */
export function UserAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-ink ${
        size === 'lg' ? 'size-14 text-xl' : 'size-9 text-sm'
      }`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
