import { act, screen, within } from '@testing-library/react';
import { buildPreferences } from '../../testing/preferencesFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SiteLayout } from './SiteLayout';

function renderLayout(language: 'it' | 'en' = 'it') {
  return renderWithProviders(
    <SiteLayout
      topBar={{
        productName: 'Campo',
        loggedIn: false,
        adminUrl: 'https://admin.campo.example',
        sticky: false,
        language: 'it',
        onLanguageChange: jest.fn(),
        colorScheme: 'system',
        onColorSchemeChange: jest.fn(),
      }}
      footer={{ productName: 'Campo', providerEmail: 'info@campo.example', socialUrl: 'https://social.example/campo' }}
    >
      <p>Page body</p>
    </SiteLayout>,
    { preloadedState: { preferences: buildPreferences({ language }) } },
  );
}

describe('SiteLayout', () => {
  it('starts with a skip link to the main content', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(screen.getByRole('main')).getByText('Page body')).toBeInTheDocument();
  });

  it("has a footer with the provider's e-mail, the legal pages, the FAQ and the social link", () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Scrivici' })).toHaveAttribute('href', 'mailto:info@campo.example');
    expect(footer.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Domande frequenti' })).toHaveAttribute('href', '/faqs');
    expect(footer.getByRole('link', { name: /Seguici/ })).toHaveAttribute('href', 'https://social.example/campo');
  });

  it.each([
    ['it', 'Sei offline: i biglietti che hai già aperto restano visibili.'],
    ['en', 'You are offline: the tickets you opened before still show.'],
  ] as const)('says in %s that the member is offline, and nothing once back online', async (language, notice) => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderLayout(language);
    expect(await screen.findByText('Page body')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(notice))).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(notice);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
