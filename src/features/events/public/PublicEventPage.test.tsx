import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { buildEventDetail, buildParticipants } from '../../../testing/fixtures/eventFixtures';
import { buildPreferences } from '../../../testing/preferencesFixtures';
import { eventsHandlers } from '../../../testing/handlers/eventsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import PublicEventPage from './PublicEventPage';

function LoginProbe() {
  const location = useLocation();
  return <p>{`login page, back to ${(location.state as { from?: { pathname: string } })?.from?.pathname}`}</p>;
}

describe('Public event page', () => {
  it('shows the event without login, with no participants or upload; register leads to login', async () => {
    const event = buildEventDetail({ subscribedUsers: buildParticipants(3) });
    const requested: string[] = [];
    server.use(...eventsHandlers({ details: [event], getPublicEvent: { onRequest: (id) => requested.push(id) } }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/event/detail/public/:eventId" element={<PublicEventPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>,
      {
        route: `/event/detail/public/${event._id}`,
        preloadedState: { preferences: buildPreferences({ language: 'en' }) },
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: event.name })).toBeInTheDocument();
    expect(requested).toEqual([event._id]);
    expect(screen.queryByRole('region', { name: 'Participants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in to register' }));
    expect(await screen.findByText(`login page, back to /event/detail/${event._id}`)).toBeInTheDocument();
  });

  it("disables register reading 'Evento Scaduto' for an ended event", async () => {
    const event = buildEventDetail({ isExpired: true });
    server.use(...eventsHandlers({ details: [event] }));
    renderWithProviders(<PublicEventPage />, {
      route: `/event/detail/public/${event._id}`,
      path: '/event/detail/public/:eventId',
    });
    expect(await screen.findByRole('button', { name: 'Evento Scaduto' })).toBeDisabled();
  });
});
