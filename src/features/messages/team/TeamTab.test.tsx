import { screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ApiErrorBody } from '../../../api/wire';
import { buildContact, buildTeam, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import {
  messagesHandlers,
  type MessagesHandlersOptions,
  type SendRequest,
} from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import TeamTab from './TeamTab';

const state = (language: 'en' | 'it' = 'en') => loggedInState({ language });

function renderTab(options: MessagesHandlersOptions, language: 'en' | 'it' = 'en') {
  server.use(...messagesHandlers(options));
  // jsdom lays nothing out: the chat's virtualised list is told its sizes.
  return renderWithProviders(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
      <TeamTab />
    </VirtuosoMockContext.Provider>,
    { route: '/profile', preloadedState: state(language) },
  );
}

const serverDown: ApiErrorBody = { message: 'Service unavailable', statusCode: 503, error: 'Service Unavailable' };

const teamNames = () =>
  within(screen.getByRole('list', { name: 'Your teams' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('Team tab', () => {
  it('lists the teams two a page, with coach, members and unread messages', async () => {
    const teams = [
      buildTeam({ name: 'Bologna Basket Senior', unread: 3 }),
      buildTeam({ name: 'Milano Calcio Amatori', coach: null }),
      buildTeam({ name: 'Torino Nuoto Master' }),
    ];
    const asked: { offset: number; limit: number }[] = [];
    const { user } = renderTab({ teams, getTeams: { onRequest: (query) => asked.push(query) } });

    expect(await screen.findByRole('article', { name: 'Bologna Basket Senior' })).toBeInTheDocument();
    expect(teamNames()).toEqual(['Bologna Basket Senior', 'Milano Calcio Amatori']);
    const first = screen.getByRole('article', { name: 'Bologna Basket Senior' });
    expect(within(first).getByText('Coach: Luca Verdi')).toBeInTheDocument();
    expect(within(first).getByText('2 members')).toBeInTheDocument();
    expect(within(first).getByText('3 unread messages')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Milano Calcio Amatori' })).getByText('Coach: No coach'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(teamNames()).toEqual(['Torino Nuoto Master']));
    expect(asked).toEqual([
      { offset: 0, limit: 2 },
      { offset: 2, limit: 2 },
    ]);
  });

  it('says no team for you when the user is in none', async () => {
    renderTab({ teams: [] });
    expect(await screen.findByText('No team for you')).toBeInTheDocument();
  });

  it('keeps the list as it was when a page fails to load, and says so', async () => {
    const teams = [buildTeam({ name: 'Alfa' }), buildTeam({ name: 'Beta' }), buildTeam({ name: 'Gamma' })];
    const { user } = renderTab({
      teams,
      getTeams: { error: (query) => (query.offset === 2 ? serverDown : undefined) },
    });
    await screen.findByRole('article', { name: 'Alfa' });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Error in Fetching Data: Service unavailable')).toBeInTheDocument();
    expect(teamNames()).toEqual(['Alfa', 'Beta']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));
  });

  it('opens a team chat with its latest messages, shows the team detail dialog and goes back to the list', async () => {
    const coach = buildContact({ firstName: 'Luca', lastName: 'Verdi' });
    const members = [
      buildContact({ firstName: 'Giulia', lastName: 'Bianchi' }),
      buildContact({ firstName: 'Sara', lastName: 'Conti' }),
    ];
    const team = buildTeam({ name: 'Milano Calcio Amatori', coach, members });
    const messages = buildThreadMessages(20, team.messageThread, [coach, ...members]);
    const { user, store } = renderTab({ teams: [team], messages: { [team.messageThread]: messages } });

    await user.click(await screen.findByRole('button', { name: 'Open the chat of Milano Calcio Amatori' }));
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(within(chat).getByRole('heading', { name: 'Milano Calcio Amatori' })).toBeInTheDocument();
    expect(await within(chat).findByText('Messaggio numero 20')).toBeInTheDocument();
    expect(store.getState().messagesUi.team).toEqual({ mode: 'chat', teamId: team._id, name: team.name });

    const opener = within(chat).getByRole('button', { name: 'Team details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Milano Calcio Amatori' });
    expect(within(within(dialog).getByRole('list', { name: 'Coach' })).getByText('Luca Verdi')).toBeInTheDocument();
    const memberList = within(dialog).getByRole('list', { name: 'Members' });
    expect(
      within(memberList)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/ /).textContent),
    ).toEqual(['Giulia Bianchi', 'Sara Conti']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(within(chat).getByRole('button', { name: 'Back to the teams' }));
    expect(await screen.findByRole('article', { name: 'Milano Calcio Amatori' })).toBeInTheDocument();
    expect(store.getState().messagesUi.team).toEqual({ mode: 'list' });
    expect(screen.getByRole('heading', { name: 'My teams' })).toHaveFocus();
  });

  it('sends a message to the team', async () => {
    const team = buildTeam({ name: 'Torino Nuoto Master' });
    const sent: SendRequest[] = [];
    const { user } = renderTab({ teams: [team], send: { onRequest: (body) => sent.push(body) } });
    await user.click(await screen.findByRole('button', { name: 'Open the chat of Torino Nuoto Master' }));
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Allenamento alle 19{Enter}');
    // The pending bubble is replaced by the stored message's once the answer comes: each check reads the chat anew.
    await waitFor(() =>
      expect(
        screen.getByText('Allenamento alle 19', { selector: '[data-testid="chat-message"] *' }),
      ).toBeInTheDocument(),
    );
    expect(sent.map((one) => [one.url, one.teamId, one.text, one.messageType])).toEqual([
      ['/api/user/team/message/send', team._id, 'Allenamento alle 19', 'Text'],
    ]);
  });

  it('speaks Italian', async () => {
    renderTab({ teams: [buildTeam({ name: 'Bologna Basket Senior' })] }, 'it');
    expect(await screen.findByRole('heading', { name: 'Le mie squadre' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apri la chat di Bologna Basket Senior' })).toBeInTheDocument();
  });
});
