import { type RefObject, useEffect } from 'react';

/**
 * On a slow phone a person can type into a server-rendered field before React hydrates it. React
 * then keeps the text the field shows but not the component's state (no change event fires), so
 * the typing would be lost at the next render. On mount this hands such text to `onTyped`: React
 * sets the field's defaultValue to the rendered value, so a different value was typed.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before the first mount
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) onTyped(field.value);
  }, []);
}
