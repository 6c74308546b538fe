import { useTheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { colorSchemeChanged } from '../preferences/preferencesSlice';
import { renderWithProviders } from '../testing/renderWithProviders';

function PaintedMode() {
  return <p data-testid="mode">{useTheme().palette.mode}</p>;
}

describe('theme switch', () => {
  it('paints the chosen scheme, and back', async () => {
    const { store } = renderWithProviders(<PaintedMode />, {
      preloadedState: {
        preferences: { language: 'it', colorScheme: 'light', sidebarOpen: false, sidebarSize: 'regular' },
      },
    });
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    act(() => {
      store.dispatch(colorSchemeChanged('dark'));
    });
    expect(await screen.findByText('dark')).toBeInTheDocument();
    // The page's global styles (CssBaseline) follow the theme too.
    const darkBody = getComputedStyle(document.body).backgroundColor;
    act(() => {
      store.dispatch(colorSchemeChanged('light'));
    });
    expect(await screen.findByText('light')).toBeInTheDocument();
    expect(getComputedStyle(document.body).backgroundColor).not.toBe(darkBody);
    expect(darkBody).not.toBe('');
  });
});
