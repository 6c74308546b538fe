import { Suspense, type ReactNode } from 'react';
import { useOnceTrue } from '../lib/useOnceTrue';
import { DialogLoading } from './DialogLoading';

/**
 * Mounts a lazily loaded dialog or drawer (`children`, a `lazy()` component) the first time `open` is true, so its
 * code (MUI's Modal, focus trap, transitions, the dialog's own parts) loads on first use instead of with the page.
 * It stays mounted afterwards to play its closing transition. A `modal` dialog dims the page with `DialogLoading`
 * while that code loads, so the opening click is answered at once; a menu, drawer or folded list shows nothing.
 */
export function OnceOpened({ open, modal = false, children }: { open: boolean; modal?: boolean; children: ReactNode }) {
  const opened = useOnceTrue(open);
  return opened ? <Suspense fallback={open && modal ? <DialogLoading /> : null}>{children}</Suspense> : null;
}
