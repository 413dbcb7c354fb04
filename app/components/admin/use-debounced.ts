import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms (docs/product.md §11: admin search debounce 300 ms). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
