import { act, screen, waitFor, within } from '@testing-library/react';
import { languageChanged } from '../../preferences/preferencesSlice';
import { settings } from '../../lib/settings';
import { renderWithProviders } from '../../testing/renderWithProviders';
import LandingPage from './LandingPage';

const scrollIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();

beforeEach(() => {
  scrollIntoView.mockClear();
  // jsdom has no layout, so it lacks scrollIntoView; record which element is asked to scroll.
  Element.prototype.scrollIntoView = function recordScroll(this: Element, options?: ScrollIntoViewOptions) {
    scrollIntoView.call(this, options);
  } as Element['scrollIntoView'];
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderLanding(route = '/') {
  return renderWithProviders(<LandingPage />, { route, path: '/' });
}

describe('LandingPage', () => {
  it('renders in Italian with the #home and #features anchors, the store links and the association signup link', () => {
    const { container } = renderLanding();

    const home = container.querySelector('#home');
    const features = container.querySelector('#features');
    expect(home).toContainElement(screen.getByRole('heading', { level: 1, name: 'Campo ti porta in campo' }));
    expect(features).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Tutto quello che serve alla tua comunità sportiva' }),
    );
    const cards = within(features as HTMLElement).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Eventi vicino a te',
      'Biglietti in un attimo',
      'Il kit della società',
      'Segui le associazioni',
      'Chat di squadra',
      'Foto degli eventi',
    ]);

    expect(screen.getByRole('link', { name: 'Scarica su App Store' })).toHaveAttribute('href', settings.appStoreUrl);
    expect(screen.getByRole('link', { name: 'Disponibile su Google Play' })).toHaveAttribute(
      'href',
      settings.playStoreUrl,
    );
    expect(screen.getByRole('link', { name: 'Registra la tua associazione' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('img', { name: /Illustrazione/ })).toBeInTheDocument();
  });

  it('switches every text to English when the language changes', async () => {
    const { store } = renderLanding();

    act(() => {
      store.dispatch(languageChanged('en'));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Campo gets you on the pitch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Team chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your association' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Campo ti porta in campo')).not.toBeInTheDocument();
  });

  it('scrolls to the features section when the address is /#features', async () => {
    const { container } = renderLanding('/#features');

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#features'));
  });

  it('scrolls to the features section from the hero button, without a scroll when there is no hash', async () => {
    const { container, user } = renderLanding();
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(scrollIntoView).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Scopri le funzioni' }));

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#features'));
  });
});
