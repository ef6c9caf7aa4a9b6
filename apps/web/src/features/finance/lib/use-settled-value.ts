import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a draft's fields being typed): the check it feeds is asked once
 * the typing pauses, not at every key. Compared by its JSON, so a new object with the same fields is the same value.
 */
export function useSettledValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
