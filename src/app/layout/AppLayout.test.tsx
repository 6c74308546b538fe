import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('language and colour scheme menus', () => {
  it('close at once, and change the store only once the closed menu has had its frame', async () => {
    const { store } = renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    await screen.findByRole('heading', { name: 'Pagina non trovata' });

    fireEvent.click(screen.getByRole('button', { name: /^Lingua/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(screen.getByRole('button', { name: /^Lingua/ })).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().preferences.language).toBe('it');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(store.getState().preferences.language).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: /^Colour scheme/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(store.getState().preferences.colorScheme).toBe('system');
    await waitFor(() => expect(store.getState().preferences.colorScheme).toBe('dark'));
  });
});
