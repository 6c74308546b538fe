import { act, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';

async function switchLanguage(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe('toasts and the language', () => {
  it('re-renders an open toast in the new language, values and server texts kept as they are', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    act(() => {
      toast.info({ key: 'messages.session.logoutCancelled' }, { persist: true });
      toast.error(
        { key: 'messages.list.fetchFailedWithError', values: { error: 'Servizio non disponibile' } },
        { persist: true },
      );
      toast.success('Messaggio del server', { persist: true });
    });
    expect(await screen.findByText('Uscita annullata')).toBeInTheDocument();
    expect(screen.getByText(/Servizio non disponibile/)).toBeInTheDocument();

    await switchLanguage(user, 'Lingua IT', 'English');

    expect(await screen.findByText('Logout cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Uscita annullata')).not.toBeInTheDocument();
    expect(screen.getByText(/^Error in Fetching Data.*Servizio non disponibile/)).toBeInTheDocument();
    expect(screen.getByText('Messaggio del server')).toBeInTheDocument();
  });
});
