import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';
import { appRoutes } from './routes';
import { i18n } from '../i18n';

async function switchLanguage(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe('page titles', () => {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Campo: eventi sportivi, biglietti, kit dei club e chat di squadra.';
    document.head.append(meta);
  });

  it('names each route in the tab, follows navigation and a language switch, and translates the description', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/faqs' });
    await waitFor(() => expect(document.title).toBe('Domande frequenti - Campo'));

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contatti' }));
    await waitFor(() => expect(document.title).toBe('Contatti - Campo'));

    await switchLanguage(user, 'Lingua IT', 'English');
    await waitFor(() => expect(document.title).toBe('Contact - Campo'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Campo: sports events, tickets, club kit and team chat.',
    );

    await switchLanguage(user, 'Language EN', 'Italiano');
    await waitFor(() => expect(document.title).toBe('Contatti - Campo'));
  });

  it('gives an unknown address the not-found title', async () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(document.title).toBe('Pagina non trovata - Campo');
  });

  it('has a distinct title in each language for every route', () => {
    for (const language of ['it', 'en'] as const) {
      const t = i18n.getFixedT(language);
      const titles = appRoutes.map(({ title }) => t(`app.pageTitle.${title}`));
      expect(new Set(titles).size).toBe(appRoutes.length);
      for (const title of titles) expect(title).not.toMatch(/^app\.pageTitle/);
    }
  });
});
