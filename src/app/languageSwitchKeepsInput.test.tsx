import { act, screen, waitFor, within } from '@testing-library/react';
import { buildProducts } from '../testing/fixtures/productFixtures';
import { productsHandlers, type ProductsListQuery } from '../testing/handlers/productsHandlers';
import { renderWithProviders } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { loggedInState, setLoggedInCookies } from '../testing/sessionFixtures';
import { buildProfile } from '../testing/fixtures/userFixtures';
import { accountHandlers } from '../testing/handlers/accountHandlers';
import { languageChanged } from '../preferences/preferencesSlice';
import { buildContact, buildGroupThread } from '../testing/fixtures/messageFixtures';
import { messagesHandlers } from '../testing/handlers/messagesHandlers';
import { AppRoutes } from './router';
import { chatElement } from '../features/messages/chat/testing/chatElement';

async function switchLanguage(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe('a language switch keeps what was typed', () => {
  it('keeps the contact form, its fields and values, and translates its inline errors', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/contact/us' });
    const main = screen.getByRole('main');
    const name = await within(main).findByRole('textbox', { name: /^Nome/ });
    const message = within(main).getByRole('textbox', { name: /^Messaggio/ });
    await user.click(name);
    await user.paste('Lucia Ferri');
    await user.click(within(main).getByRole('textbox', { name: /^E-mail/ }));
    await user.paste('non-una-mail');
    await user.click(message);
    await user.paste('Vorrei iscrivermi al torneo');
    await user.click(name);
    expect(await within(main).findByText('Formato e-mail non valido')).toBeInTheDocument();

    await switchLanguage(user, 'Lingua IT', 'English');

    expect(await within(main).findByText('Invalid email format')).toBeInTheDocument();
    expect(within(main).queryByText('Formato e-mail non valido')).not.toBeInTheDocument();
    // The same elements (the form did not remount), holding the same values.
    expect(within(main).getByRole('textbox', { name: /^Name/ })).toBe(name);
    expect(name).toHaveValue('Lucia Ferri');
    expect(within(main).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('non-una-mail');
    expect(within(main).getByRole('textbox', { name: /^Message/ })).toBe(message);
    expect(message).toHaveValue('Vorrei iscrivermi al torneo');
  });

  it('keeps a search being typed and the settled search through the switch and its refetch', async () => {
    const queries: ProductsListQuery[] = [];
    server.use(
      ...accountHandlers({ profile: buildProfile() }),
      ...productsHandlers({ products: buildProducts(12), getProducts: { onRequest: (query) => queries.push(query) } }),
    );
    setLoggedInCookies();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/products',
      preloadedState: loggedInState({ user: buildProfile(), language: 'it' }),
    });
    const search = await screen.findByRole('searchbox', { name: 'Cerca prodotti per nome' });
    await user.type(search, 'maglia');
    await waitFor(() => expect(queries.at(-1)?.name).toBe('maglia'));
    // Typed after the search settled: still only in the field when the language changes.
    await user.type(search, ' da');

    await switchLanguage(user, 'Lingua IT', 'English');

    expect(await screen.findByRole('searchbox', { name: 'Search products by name' })).toBe(search);
    expect(search).toHaveValue('maglia da');
    // The text typed before the switch still settles into a search afterwards.
    await waitFor(() => expect(queries.at(-1)?.name).toBe('maglia da'));
    expect(search).toHaveValue('maglia da');
  });

  it('keeps the chat draft, the same composer holding the same text', async () => {
    const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
    const group = buildGroupThread();
    setLoggedInCookies();
    server.use(...messagesHandlers({ me, threads: [group] }));
    const { user, store } = renderWithProviders(chatElement(group), {
      preloadedState: loggedInState({
        user: buildProfile({ _id: me._id, firstName: me.firstName, lastName: me.lastName }),
        language: 'it',
      }),
    });
    const composer = await screen.findByRole('textbox', { name: 'Messaggio' });
    await user.type(composer, 'Arrivo alle 19, porto i palloni');

    act(() => {
      store.dispatch(languageChanged('en'));
    });

    expect(await screen.findByRole('textbox', { name: 'Message' })).toBe(composer);
    expect(composer).toHaveValue('Arrivo alle 19, porto i palloni');
  });
});
