import { act, fireEvent, screen } from '@testing-library/react';
import { STICKY_HEADER_SCROLL_PX } from '../../lib/constants';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppRoutes } from '../router';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const topBar = () => screen.getByRole('banner');

describe('top bar stickiness', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('becomes sticky after 50 px of scroll and static again above it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    expect(STICKY_HEADER_SCROLL_PX).toBe(50);
    expect(topBar()).toHaveClass('MuiAppBar-positionStatic');

    scrollWindowTo(50);
    expect(topBar()).toHaveClass('MuiAppBar-positionStatic');

    scrollWindowTo(51);
    expect(topBar()).toHaveClass('MuiAppBar-positionSticky');

    scrollWindowTo(10);
    expect(topBar()).toHaveClass('MuiAppBar-positionStatic');
  });

  it('is sticky from the start on pages that ask for it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/terms' });
    await screen.findByRole('main');
    expect(topBar()).toHaveClass('MuiAppBar-positionSticky');
  });
});
