import { act, screen } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { languageChanged } from '../../preferences/preferencesSlice';
import { settings, tokenCookieName } from '../../lib/settings';
import { renderWithProviders } from '../../testing/renderWithProviders';
import FaqPage from './FaqPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function switchToEnglish(store: AppStore) {
  act(() => {
    store.dispatch(languageChanged('en'));
  });
}

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('PrivacyPage', () => {
  it('renders the policy in Italian with the controller, GDPR bases, rights and every cookie SPEC names', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy', path: '/privacy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. Titolare del trattamento',
      '2. Dati che raccogliamo',
      '3. Finalità e basi giuridiche',
      '4. A chi comunichiamo i dati',
      '5. Per quanto tempo conserviamo i dati',
      '6. I tuoi diritti',
      '7. Cookie',
      "8. Modifiche all'informativa",
    ]);
    expect(screen.getAllByText(new RegExp(settings.providerEmail)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/art\. 6, par\. 1, lett\. b GDPR/)).toBeInTheDocument();
    for (const cookie of [tokenCookieName, 'loggedin', 'lang', 'sidebar e sidebarSize']) {
      expect(screen.getByText(new RegExp(`^${cookie}:`))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Scrivici dalla pagina Contatti' })).toHaveAttribute('href', '/contact/us');
  });

  it('renders the policy in English', async () => {
    const { store } = renderWithProviders(<PrivacyPage />, { route: '/privacy', path: '/privacy' });

    switchToEnglish(store);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toContain('7. Cookies');
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${tokenCookieName}: holds your session token`))).toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('renders the terms in Italian, with PayPal refunds and Italian law', () => {
    renderWithProviders(<TermsPage />, { route: '/terms', path: '/terms' });

    expect(screen.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. Il servizio',
      '2. Account',
      '3. Associazioni',
      '4. Biglietti e rimborsi',
      '5. Ordini di prodotti e consegna',
      '6. Contenuti degli utenti',
      '7. Responsabilità',
      '8. Legge applicabile e foro competente',
    ]);
    expect(screen.getByText(/rimborsato per intero tramite PayPal/)).toBeInTheDocument();
    expect(screen.getByText(/regolati dalla legge italiana/)).toBeInTheDocument();
  });

  it('renders the terms in English', async () => {
    const { store } = renderWithProviders(<TermsPage />, { route: '/terms', path: '/terms' });

    switchToEnglish(store);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(sectionHeadings()).toContain('4. Tickets and refunds');
    expect(screen.getByText(/governed by Italian law/)).toBeInTheDocument();
  });
});

describe('FaqPage', () => {
  it('lists at least 8 questions, all collapsed, in Italian and in English', async () => {
    const { store } = renderWithProviders(<FaqPage />, { route: '/faqs', path: '/faqs' });

    expect(screen.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions[0]).toHaveAccessibleName("Che cos'è Campo?");

    switchToEnglish(store);

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is Campo?' })).toBeInTheDocument();
  });

  it('opens and closes an answer from the keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faqs', path: '/faqs' });
    const first = screen.getByRole('button', { name: "Che cos'è Campo?" });
    const second = screen.getByRole('button', { name: 'Usare Campo costa qualcosa?' });

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: "Che cos'è Campo?" })).toHaveTextContent(
      /la piattaforma della comunità sportiva/,
    );

    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
