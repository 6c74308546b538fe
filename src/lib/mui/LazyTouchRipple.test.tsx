import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import LazyTouchRipple from './LazyTouchRipple';

// webpack.config.ts gives this to ButtonBase in place of MUI's TouchRipple: what a button asks of its ripple while
// the ripple's code loads must still happen once it has loaded.
describe('the lazy touch ripple', () => {
  it('replays a press made while it loads, then answers at once', async () => {
    const ripple = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ripple} />);

    act(() => ripple.current!.start(undefined, { center: true }));
    await waitFor(() => expect(container.querySelectorAll('.MuiTouchRipple-ripple')).toHaveLength(1));

    act(() => ripple.current!.pulsate());
    await waitFor(() => expect(container.querySelectorAll('.MuiTouchRipple-ripplePulsate')).toHaveLength(1));
  });

  it('keeps the order of the calls it waited with: a stop runs its callback after the start', async () => {
    const ripple = createRef<TouchRippleActions>();
    const stopped = jest.fn();
    const { container } = render(<LazyTouchRipple ref={ripple} />);

    act(() => {
      ripple.current!.start(undefined, { center: true });
      ripple.current!.stop(undefined, stopped);
    });

    await waitFor(() => expect(stopped).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.MuiTouchRipple-rippleVisible')).not.toBeNull();
  });
});
