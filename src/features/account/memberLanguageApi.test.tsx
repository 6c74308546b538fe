import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import type { MemberLanguage } from '../../api/wire';
import { deferred } from '../../testing/deferred';
import { buildProfile } from '../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';

async function switchTo(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe("the member's language on the server", () => {
  it('sends each switch, without the switch waiting for the answer', async () => {
    const sent: MemberLanguage[] = [];
    const held = deferred<void>();
    server.use(
      ...accountHandlers({
        profile: buildProfile(),
        setMemberLanguage: { onRequest: (body) => sent.push(body), holdUntil: held.promise },
      }),
    );
    setLoggedInCookies();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/nowhere',
      preloadedState: loggedInState({ user: buildProfile(), language: 'it' }),
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await switchTo(user, 'Lingua IT', 'English');
    // The answer is still held: the texts have switched all the same.
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ language: 'en' }]));
    held.release();
  });

  it('keeps the switch when the server refuses to save it', async () => {
    const sent: MemberLanguage[] = [];
    server.use(
      ...accountHandlers({
        setMemberLanguage: {
          onRequest: (body) => sent.push(body),
          error: { message: 'The field "language" is not valid.', statusCode: 400, error: 'Bad Request' },
        },
      }),
    );
    setLoggedInCookies();
    const { user, store } = renderWithProviders(<AppRoutes />, {
      route: '/nowhere',
      preloadedState: loggedInState({ user: buildProfile(), language: 'en' }),
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await switchTo(user, 'Language EN', 'Italiano');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ language: 'it' }]));
    expect(store.getState().preferences.language).toBe('it');
  });

  it('sends nothing for a visitor who is not logged in', async () => {
    const sent: MemberLanguage[] = [];
    server.use(...accountHandlers({ setMemberLanguage: { onRequest: (body) => sent.push(body) } }));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await switchTo(user, 'Lingua IT', 'English');
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
