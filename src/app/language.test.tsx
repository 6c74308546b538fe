import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi, LOCALISED_TAG } from '../api/baseApi';
import type { ApiEnvelope } from '../api/wire';
import { Pagination } from '../components/Pagination';
import { i18n } from '../i18n';
import { registerFlakyCatalogue } from '../testing/flakyCatalogue';
import { readCookie } from '../lib/cookies';
import dayjs from '../lib/dayjs';
import { renderWithProviders } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { AppRoutes } from './router';
import { makeStore } from './store';
import { acceptOffContractResponses } from '../testing/contract/mockedResponses';

// A made-up localised payload: this test is about the Accept-Language header and refetching.
beforeEach(() => acceptOffContractResponses());

const greetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    localisedGreeting: build.query<ApiEnvelope<{ title: string }>, void>({
      query: () => '/user/specialities/options',
      providesTags: [LOCALISED_TAG],
    }),
  }),
});

function Greeting() {
  const { data } = greetingApi.useLocalisedGreetingQuery();
  return <p data-testid="greeting">{data?.data.title}</p>;
}

async function switchLanguage(user: ReturnType<typeof renderWithProviders>['user'], from: string, to: string) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe('language switch', () => {
  it('changes every text, <html lang>, dayjs and MUI texts at once, without a reload, and keeps the cookie', async () => {
    const { user, store } = renderWithProviders(
      <>
        <AppRoutes />
        <Pagination total={9} pageSize={3} page={1} onPageChange={() => undefined} />
      </>,
      { route: '/nowhere' },
    );
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contatti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vai alla pagina 2' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');

    await switchLanguage(user, 'Lingua IT', 'English');

    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBe(main);
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(readCookie('lang')).toBe('en');
    expect(store.getState().preferences.language).toBe('en');

    await switchLanguage(user, 'Language EN', 'Italiano');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(readCookie('lang')).toBe('it');
    expect(dayjs.locale()).toBe('it');
  });

  it('refetches the server-localised data on screen in the new language', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('/api/user/specialities/options', ({ request }) => {
        const language = request.headers.get('accept-language');
        languages.push(language);
        return HttpResponse.json({ message: 'ok', data: { title: language === 'en' ? 'Football' : 'Calcio' } });
      }),
    );
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <Greeting />
      </>,
      { route: '/nowhere' },
    );
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Calcio'));

    await switchLanguage(user, 'Lingua IT', 'English');

    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Football'));
    expect(languages).toEqual(['it', 'en']);
  });

  it('stays in the language on screen and says why when the texts of the chosen one cannot load', async () => {
    // A namespace whose English chunk fails at i18next's first try and both retries, as on a lost connection.
    const flaky = registerFlakyCatalogue(3);
    await i18n.loadNamespaces('flaky');
    const { user, store } = renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();

    await switchLanguage(user, 'Lingua IT', 'English');

    expect(
      await screen.findByText(
        'Impossibile passare a English: i testi non si sono caricati. Controlla la connessione e riprova.',
      ),
    ).toBeInTheDocument();
    expect(flaky.failuresLeft()).toBe(0);
    expect(within(main).getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(store.getState().preferences.language).toBe('it');
    expect(readCookie('lang')).toBe('it');
    expect(screen.getByRole('button', { name: 'Lingua IT' })).toBeInTheDocument();

    // The connection is back: the next choice loads the texts and switches.
    await switchLanguage(user, 'Lingua IT', 'English');
    expect(await within(main).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(i18n.getResource('en', 'flaky', 'hello')).toBe('Hello');
  });

  it('starts in the language kept in the lang cookie', async () => {
    document.cookie = 'lang=en; Path=/';
    const { store } = renderWithProviders(<AppRoutes />, { route: '/nowhere', store: makeStore() });
    expect(store.getState().preferences.language).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
