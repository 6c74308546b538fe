import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { Language } from '../../i18n/languages';
import { allowConsoleMessages, CAUGHT_RENDER_ERROR } from '../../testing/consoleProblems';
import { acceptOffContractResponses } from '../../testing/contract/mockedResponses';
import { buildAssociationDetail } from '../../testing/fixtures/associationFixtures';
import { buildEventDetail } from '../../testing/fixtures/eventFixtures';
import { buildPreferences } from '../../testing/preferencesFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../testing/sessionFixtures';
import { AppLayout } from '../layout/AppLayout';
import { AppRoutes } from '../router';

const broken = { throws: true };
function Fragile() {
  if (broken.throws) throw new Error('render exploded');
  return <p>Fragile screen works</p>;
}

const MissingChunk = lazy(() =>
  Promise.reject(Object.assign(new Error('Loading chunk route-gone failed.'), { name: 'ChunkLoadError' })),
);

function renderInLayout(route: string, language: Language = 'it') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/fragile" element={<Fragile />} />
        <Route path="/gone" element={<MissingChunk />} />
      </Route>
    </Routes>,
    { route, preloadedState: { preferences: buildPreferences({ language }) } },
  );
}

function expectShell() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getAllByRole('link').length).toBeGreaterThan(0);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  broken.throws = true;
  // React and the app's logger both report the caught error: expected here, and the logger's report is checked.
  allowConsoleMessages(...CAUGHT_RENDER_ERROR);
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('a route that throws while rendering', () => {
  it('keeps the top bar and footer and explains in Italian', async () => {
    renderInLayout('/fragile', 'it');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Qualcosa è andato storto in questa pagina' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Torna agli eventi' })).toHaveAttribute('href', '/events');
    expectShell();
    expect(consoleError).toHaveBeenCalledWith('[campo] route render failed', expect.any(Error), expect.any(String));
  });

  it('explains in English', async () => {
    renderInLayout('/fragile', 'en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to events' })).toBeInTheDocument();
    expectShell();
  });

  it('renders the screen again after "try again" once the cause is gone', async () => {
    const { user } = renderInLayout('/fragile', 'en');
    await screen.findByRole('alert');
    broken.throws = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fragile screen works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a lazy screen whose chunk is gone (new deploy)', () => {
  it('offers a reload instead of "try again"', async () => {
    renderInLayout('/gone', 'en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expectShell();
  });
});

// Wrongly-typed fields from the API (what a drifting server sends) must never blank the app.
describe('malformed API data', () => {
  // These answers are off the contract on purpose (setupTests.ts checks every other mocked answer).
  beforeEach(() => acceptOffContractResponses());

  function renderApp(route: string) {
    setLoggedInCookies();
    return renderWithProviders(<AppRoutes />, {
      route,
      preloadedState: loggedInState(),
    });
  }

  it('keeps the shell on the association page', async () => {
    const association = buildAssociationDetail();
    const malformed = {
      ...association,
      speciality: 42,
      name: { first: 'not', a: 'string' },
      upcomingEvents: null,
      followers: 'many',
      websiteUrl: ['www.example.com'],
    };
    server.use(http.get('*/api/user/association/:id', () => HttpResponse.json({ message: 'OK', data: malformed })));
    renderApp(`/association/${association._id}`);
    await screen.findByRole('main');
    // Either the page copes with the data or the boundary explains; the shell is there in both cases.
    await screen.findByText(/Something went wrong on this page|Upcoming events/);
    expectShell();
  });

  it('keeps the shell on the event detail page', async () => {
    const event = buildEventDetail();
    const malformed = {
      ...event,
      speciality: 7,
      name: { it: 'Evento' },
      images: null,
      documents: null,
      subscribedUsers: null,
      location: 'Milano',
      association: null,
      remainingTickets: 'some',
    };
    server.use(http.get('*/api/user/event/:id', () => HttpResponse.json({ message: 'OK', data: malformed })));
    renderApp(`/event/detail/${event._id}`);
    await screen.findByText(/Something went wrong on this page/);
    expectShell();
  });
});
