import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/yieldToMain';

export interface AfterOpenPaintProps {
  /** What the opening frame shows in its place: a skeleton of the same size. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A dialog's heavy content, rendered once the frame that opened the dialog has been painted: the click paints the
 * dialog with `fallback`, then React renders `children` as a transition (in slices, given up if the dialog closes
 * first). Mount it inside the dialog, so each opening starts again from the fallback.
 */
export function AfterOpenPaint({ fallback, children }: AfterOpenPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let current = true;
    void afterNextPaint().then(() => {
      if (current) startTransition(() => setPainted(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return painted ? children : fallback;
}
