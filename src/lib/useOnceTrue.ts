import { useState } from 'react';

/**
 * True from the first render where `value` is true, and for good after: mounts a lazily loaded part (a dialog, a
 * drawer) when it is first opened and keeps it mounted so it can play its closing transition.
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
