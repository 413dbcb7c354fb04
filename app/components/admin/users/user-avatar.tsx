/** The initial of a name in a round badge (the users list and the profile); grey when `muted`. */
export function UserAvatar({
  name,
  size = 'md',
  muted = false,
}: {
  name: string;
  size?: 'md' | 'lg';
  muted?: boolean;
}) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold ${
        muted ? 'bg-neutral-200 text-neutral-700' : 'bg-brand text-brand-ink'
      } ${size === 'lg' ? 'size-14 text-xl' : 'size-9 text-sm'}`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
