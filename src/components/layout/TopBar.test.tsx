import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TopBar, type TopBarProps } from './TopBar';

const ADMIN_URL = 'https://admin.campo.example/login';

function renderTopBar(overrides: Partial<TopBarProps> = {}) {
  const props: TopBarProps = {
    productName: 'Campo',
    loggedIn: false,
    adminUrl: ADMIN_URL,
    sticky: false,
    language: 'it',
    onLanguageChange: jest.fn(),
    colorScheme: 'system',
    onColorSchemeChange: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithProviders(<TopBar {...props} />) };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });
const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('(si apre in una nuova scheda)', '').trim());

describe('TopBar', () => {
  it('shows Home, Contact, Sign up, Login and Login as Association when logged out', () => {
    renderTopBar();
    expect(linkNames(mainNav())).toEqual(['Home', 'Contatti', 'Registrati', 'Accedi', 'Accedi come associazione']);
    expect(within(mainNav()).getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/usersignup');
    expect(within(mainNav()).getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    const association = within(mainNav()).getByRole('link', { name: /Accedi come associazione/ });
    expect(association).toHaveAttribute('href', ADMIN_URL);
    expect(association).toHaveAttribute('target', '_blank');
    expect(association).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows Home, Features, Contact, Events, Products and Profile when logged in', () => {
    renderTopBar({ loggedIn: true });
    expect(linkNames(mainNav())).toEqual(['Home', 'Funzionalità', 'Contatti', 'Eventi', 'Prodotti', 'Profilo']);
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home');
    expect(within(mainNav()).getByRole('link', { name: 'Funzionalità' })).toHaveAttribute('href', '/#features');
    expect(within(mainNav()).getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/contact/us');
    expect(within(mainNav()).getByRole('link', { name: 'Eventi' })).toHaveAttribute('href', '/events');
    expect(within(mainNav()).getByRole('link', { name: 'Prodotti' })).toHaveAttribute('href', '/products');
    expect(within(mainNav()).getByRole('link', { name: 'Profilo' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: /Accedi/ })).not.toBeInTheDocument();
  });

  it('opens the same entries in a menu for small screens, and closes it', async () => {
    const { user } = renderTopBar({ loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));

    const drawer = await screen.findByRole('presentation');
    const menuNav = within(drawer).getByRole('navigation', { name: 'Navigazione principale' });
    expect(linkNames(menuNav)).toEqual(['Home', 'Funzionalità', 'Contatti', 'Eventi', 'Prodotti', 'Profilo']);

    await user.click(within(drawer).getByRole('button', { name: 'Chiudi il menu' }));
    await screen.findByRole('button', { name: 'Apri il menu' });
    expect(screen.getByRole('button', { name: 'Apri il menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the language and colour-scheme choices', async () => {
    const { user, props } = renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Lingua IT' }));
    // The name holds the visible text (WCAG 2.5.3). The menu loads on first open.
    expect(await screen.findByRole('menuitemradio', { name: 'Italiano' })).toHaveAttribute('aria-checked', 'true');
    // The choice is made once the closed menu has painted: not in the click itself.
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Lingua IT' })).toHaveAttribute('aria-expanded', 'false');
    expect(props.onLanguageChange).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onLanguageChange).toHaveBeenCalledWith('en'));

    await user.click(screen.getByRole('button', { name: 'Tema colori' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Scuro' }));
    expect(props.onColorSchemeChange).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onColorSchemeChange).toHaveBeenCalledWith('dark'));
  });

  it('renders as a sticky bar when asked', () => {
    renderTopBar({ sticky: true });
    expect(screen.getByRole('banner')).toHaveClass('MuiAppBar-positionSticky');
  });
});
