import type { TransitionProps } from '@mui/material/transitions';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type Ref,
} from 'react';

type FadeChild = ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>;

export type OpacityFadeProps = Omit<TransitionProps, 'children' | 'ref'> & {
  children: FadeChild;
  ref?: Ref<HTMLElement>;
};

// MUI's enteringScreen and leavingScreen durations and its standard easing: what its Fade plays for a dialog.
const ENTER_MS = 225;
const EXIT_MS = 195;
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

const durationOf = (timeout: TransitionProps['timeout'], phase: 'enter' | 'exit'): number => {
  if (typeof timeout === 'number') return timeout;
  return timeout?.[phase] ?? (phase === 'enter' ? ENTER_MS : EXIT_MS);
};

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The fade of a dialog and of its backdrop (`ModalDialog`'s transition slots), in place of MUI's Fade: Fade reads the
 * node's layout before it starts (`reflow(node)`), which makes the browser lay out the whole page inside the click
 * that opens the dialog. Here the fade is a Web Animations opacity animation (the compositor plays it) and nothing is
 * read from the page. Fade's contract with MUI's Modal stays: `onEnter` when `in` turns true, `onExited` once the exit
 * has played (after its timeout, as Fade), and the props it does not take go to the child (role, aria-hidden, onClick).
 */
export function OpacityFade({
  in: shown = false,
  appear = true,
  timeout,
  onEnter,
  onExited,
  children,
  addEndListener: _addEndListener,
  onEntering: _onEntering,
  onEntered: _onEntered,
  onExit: _onExit,
  onExiting: _onExiting,
  mountOnEnter: _mountOnEnter,
  unmountOnExit: _unmountOnExit,
  easing: _easing,
  enter: _enter,
  exit: _exit,
  style,
  ref: outerRef,
  ...childProps
}: OpacityFadeProps) {
  const nodeRef = useRef<HTMLElement | null>(null);
  // The child's own ref and the one given to the fade (MUI's FocusTrap finds the dialog through it).
  const ref = useForkRef(nodeRef, children.props.ref, outerRef);
  const playing = useRef<Animation | null>(null);
  // The `in` of the last enter or exit started; null before the first.
  const started = useRef<boolean | null>(null);
  const [exited, setExited] = useState(!shown);
  // Adjusted while rendering: an entering child is never drawn hidden for a frame.
  if (shown && exited) setExited(false);

  useLayoutEffect(() => {
    const node = nodeRef.current;
    const appearing = started.current === null;
    // StrictMode runs a mount's effect twice: the second finds its enter already started.
    if (started.current === shown) return undefined;
    started.current = shown;
    if (!node || (appearing && !shown)) return undefined;
    const play = (from: number, to: number, duration: number) => {
      playing.current?.cancel();
      playing.current =
        typeof node.animate === 'function' && duration > 0 && !reducedMotion()
          ? node.animate([{ opacity: from }, { opacity: to }], {
              duration,
              easing: EASING,
              fill: to === 0 ? 'forwards' : 'none',
            })
          : null;
    };
    if (shown) {
      onEnter?.(node, appearing);
      if (!appearing || appear) play(0, 1, durationOf(timeout, 'enter'));
      return undefined;
    }
    const duration = durationOf(timeout, 'exit');
    play(1, 0, duration);
    const timer = setTimeout(() => {
      setExited(true);
      onExited?.(node);
    }, duration);
    return () => clearTimeout(timer);
    // Only `in` starts an enter or an exit; the callbacks may be new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const hidden: CSSProperties | undefined = !shown && exited ? { opacity: 0, visibility: 'hidden' } : undefined;
  return cloneElement(children, { ...childProps, style: { ...children.props.style, ...style, ...hidden }, ref });
}
