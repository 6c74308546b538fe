import { Suspense, type ReactNode } from 'react';
import { useOnceTrue } from '../lib/useOnceTrue';

/**
 * Mounts a lazily loaded dialog or drawer (`children`, a `lazy()` component) the first time `open` is true, so its
 * code (MUI's Modal, focus trap, transitions, the dialog's own parts) loads on first use instead of with the page.
 * It stays mounted afterwards to play its closing transition. `fallback` shows while that code loads: a modal
 * dialog passes `<DialogLoading />`, so the opening click is answered at once.
 */
export function OnceOpened({
  open,
  children,
  fallback = null,
}: {
  open: boolean;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const opened = useOnceTrue(open);
  return opened ? <Suspense fallback={open ? fallback : null}>{children}</Suspense> : null;
}
