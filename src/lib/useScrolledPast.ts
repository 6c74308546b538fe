import { useEffect, useState } from 'react';

/** True while the window is scrolled further down than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  // Not read at mount: a page opens at the top (ScrollToTop), and reading scrollY while the first render commits
  // forces a layout of the whole page before the browser would do it; the first scroll event tells.
  const [past, setPast] = useState(false);

  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return past;
}
