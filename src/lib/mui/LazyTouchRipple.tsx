import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  type ComponentType,
  type RefAttributes,
} from 'react';

// Stands in for MUI's TouchRipple inside ButtonBase (webpack.config.ts swaps ButtonBase's `./TouchRipple` import for
// this module): every page draws buttons, but ButtonBase mounts its ripple only at the first press or keyboard focus,
// so the ripple's code (about 5 KiB minified) loads then, not with the page. Calls made while it loads are replayed,
// in order, once it is there; the keyboard focus outline is the theme's own and never waits for it.
const TouchRipple = lazy(async () => {
  const ripple = await import(/* webpackChunkName: "mui-ripple" */ '@mui/material/ButtonBase/TouchRipple');
  // MUI's types call it a render function; it is a forwardRef component.
  return { default: ripple.default as unknown as ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>> };
});

type Action = keyof TouchRippleActions;
type Call = { [A in Action]: [A, Parameters<TouchRippleActions[A]>] }[Action];

const LazyTouchRipple = forwardRef<TouchRippleActions, TouchRippleProps>(function LazyTouchRipple(props, ref) {
  const ripple = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<Call[]>([]);

  useImperativeHandle(ref, () => {
    const call = (next: Call) => {
      if (ripple.current) replay(ripple.current, next);
      else waiting.current.push(next);
    };
    return {
      start: (...args) => call(['start', args]),
      stop: (...args) => call(['stop', args]),
      pulsate: (...args) => call(['pulsate', args]),
    };
  }, []);

  const loaded = useCallback((actions: TouchRippleActions | null) => {
    ripple.current = actions;
    if (actions) for (const next of waiting.current.splice(0)) replay(actions, next);
  }, []);

  return (
    <Suspense fallback={null}>
      <TouchRipple {...props} ref={loaded} />
    </Suspense>
  );
});

function replay(actions: TouchRippleActions, [action, args]: Call) {
  (actions[action] as (...rest: typeof args) => void)(...args);
}

export default LazyTouchRipple;
