import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { loggedInState } from '../../../testing/sessionFixtures';
import type { Contact, Group } from '../groupsApi';
import type { PreloadedAppState } from '../../../app/store';
import { buildGroup, buildGroupOwner } from '../../../testing/fixtures/groupFixtures';
import { buildContact } from '../../../testing/fixtures/messageFixtures';
import {
  groupsHandlers,
  type GroupMembersQuery,
  type GroupsHandlersOptions,
} from '../../../testing/handlers/groupsHandlers';
import { baseApi } from '../../../api/baseApi';
import { deferred } from '../../../testing/deferred';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import GroupDetailPage from './GroupDetailPage';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

const mario = buildGroupOwner();
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const luca = buildContact({ firstName: 'Luca', lastName: 'Ferrari' });
const sara = buildContact({ firstName: 'Sara', lastName: 'Esposito' });

/** The session of `me`, as the profile loader leaves it. */
function sessionOf(me: Contact, language: 'en' | 'it' = 'en'): PreloadedAppState {
  return loggedInState({
    language,
    user: buildProfile({ _id: me._id, firstName: me.firstName, lastName: me.lastName }),
  });
}

function renderDetail(group: Group, me: Contact, options: GroupsHandlersOptions = {}, language: 'en' | 'it' = 'en') {
  const removals: Array<{ groupId: string; memberId: string }> = [];
  const deletions: string[] = [];
  const memberQueries: GroupMembersQuery[] = [];
  server.use(
    ...groupsHandlers({
      groups: [group],
      me,
      ...options,
      removeMember: { onRequest: (body) => removals.push(body), ...options.removeMember },
      deleteGroup: { onRequest: (id) => deletions.push(id), ...options.deleteGroup },
      getGroupMembers: { onRequest: (query) => memberQueries.push(query), ...options.getGroupMembers },
    }),
  );
  const view = renderWithProviders(
    <Routes>
      <Route path="/group/detail/:id" element={<GroupDetailPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/group/detail/${group._id}`, preloadedState: sessionOf(me, language) },
  );
  return { ...view, removals, deletions, memberQueries };
}

const memberList = () => screen.getByRole('list', { name: 'Members' });
const memberNames = () =>
  within(memberList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

describe('Group detail', () => {
  it('shows the logo, name, description, owner and members, with the edit link for its owner', async () => {
    const group = buildGroup({
      owner: mario,
      members: [giulia, luca, mario],
      description: 'Parco Sempione\nogni mercoledì',
    });
    renderDetail(group, mario);

    expect(await screen.findByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Logo of ${group.name}` })).toHaveAttribute('src', group.logo);
    expect(screen.getByText(/Parco Sempione/)).toHaveTextContent('Parco Sempione ogni mercoledì');
    expect(screen.getByText('Created by Mario Rossi')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    await waitFor(() => expect(memberNames()).toEqual(['Giulia Bianchi', 'Luca Ferrari', 'Mario Rossi']));
    expect(screen.getByRole('link', { name: 'Edit group' })).toHaveAttribute('href', `/group/create/${group._id}`);
    // The owner removes anyone but themself, and has nothing to leave.
    expect(screen.getByRole('button', { name: 'Remove Giulia Bianchi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Mario Rossi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete group' })).toBeInTheDocument();
  });

  it("opens the group's chat in the Messages tab, for a member as for the owner", async () => {
    const group = buildGroup({ owner: giulia, isOwner: false, members: [giulia, mario], name: 'Di Giulia' });
    const { user, store } = renderDetail(group, mario);

    await user.click(await screen.findByRole('button', { name: 'Open chat' }));

    expect(await screen.findByText('at /profile?tab=myMessages')).toBeInTheDocument();
    expect(store.getState().messagesUi.inbox).toEqual({
      mode: 'thread',
      thread: { threadId: group._id, type: 'Group', name: 'Di Giulia', groupId: group._id, contactId: null },
    });
  });

  it('deletes the group only after the owner confirms, then goes to the messages (it)', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, mario], name: 'Corsa del giovedì' });
    const { user, deletions } = renderDetail(group, mario, {}, 'it');
    await screen.findByRole('heading', { level: 1, name: group.name });

    await user.click(screen.getByRole('button', { name: 'Elimina gruppo' }));
    const question = await screen.findByRole('dialog', { name: 'Eliminare Corsa del giovedì?' });
    expect(question).toHaveTextContent('tutti i suoi messaggi saranno eliminati per ogni membro');
    // Focus is inside the dialog; Escape closes it without deleting.
    expect(question).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina gruppo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('at /profile?tab=myMessages')).toBeInTheDocument();
    expect(deletions).toEqual([group._id]);
    expect(await screen.findByText('Group deleted.')).toBeInTheDocument();
  });

  it('says the group is gone when it is read again after its owner deleted it (the live removal)', async () => {
    const group = buildGroup({ owner: giulia, isOwner: false, members: [giulia, mario] });
    const gone = { message: 'Group not found.', statusCode: 404, error: 'Not Found' };
    const { store } = renderDetail(group, mario, {
      getGroup: { error: (_id, call) => (call > 1 ? gone : undefined) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();

    await waitFor(() => expect(memberNames()).toHaveLength(2));

    // What the live connection does on `thread.removed`.
    act(() => void store.dispatch(baseApi.util.invalidateTags([{ type: 'Group', id: group._id }])));

    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation busy while deleting, and says why a delete failed', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, mario] });
    const refusal = { message: 'Only the group owner can delete it.', statusCode: 403, error: 'Forbidden' };
    const answer = deferred();
    const { user } = renderDetail(group, mario, { deleteGroup: { error: refusal, holdUntil: answer.promise } });

    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const question = await screen.findByRole('dialog', { name: `Delete ${group.name}?` });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(question).getByRole('button', { name: /Delete/ })).toBeDisabled());
    answer.release();

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
  });

  it('removes a member only after the owner confirms', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, luca, mario] });
    const { user, removals } = renderDetail(group, mario);
    await screen.findByRole('heading', { level: 1, name: group.name });

    await user.click(await screen.findByRole('button', { name: 'Remove Luca Ferrari' }));
    const question = await screen.findByRole('dialog', { name: 'Remove Luca Ferrari from the group?' });
    expect(question).toHaveTextContent("Luca Ferrari will no longer see or send the group's messages.");
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Luca Ferrari' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member removed from the group.')).toBeInTheDocument();
    expect(removals).toEqual([{ groupId: group._id, memberId: luca._id }]);
    await waitFor(() => expect(memberNames()).toEqual(['Giulia Bianchi', 'Mario Rossi']));
    expect(screen.getByText('2 members')).toBeInTheDocument();
  });

  it('says why a removal failed and keeps the member', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, mario] });
    const refusal = { message: 'Only the group owner can do this.', statusCode: 403, error: 'Forbidden' };
    const { user } = renderDetail(group, mario, { removeMember: { error: refusal } });

    await user.click(await screen.findByRole('button', { name: 'Remove Giulia Bianchi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberNames()).toEqual(['Giulia Bianchi', 'Mario Rossi']);
  });

  it('gives a member no edit link and no remove buttons, but lets them leave after confirming', async () => {
    const group = buildGroup({ owner: giulia, isOwner: false, members: [giulia, mario, sara], name: 'Di Giulia' });
    const { user, removals } = renderDetail(group, mario);

    expect(await screen.findByRole('heading', { level: 1, name: 'Di Giulia' })).toBeInTheDocument();
    await waitFor(() => expect(memberNames()).toEqual(['Giulia Bianchi', 'Mario Rossi', 'Sara Esposito']));
    expect(screen.queryByRole('link', { name: 'Edit group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    const question = await screen.findByRole('dialog', { name: 'Leave Di Giulia?' });
    await user.click(within(question).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('at /profile?tab=myMessages')).toBeInTheDocument();
    expect(removals).toEqual([{ groupId: group._id, memberId: mario._id }]);
    expect(await screen.findByText('You left the group.')).toBeInTheDocument();
  });

  it('searches the members by name and says when nobody matches', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, luca, mario, sara] });
    const { user, memberQueries } = renderDetail(group, mario);
    await waitFor(() => expect(memberNames()).toHaveLength(4));

    await user.type(screen.getByRole('searchbox', { name: 'Search members by name' }), 'fer');

    await waitFor(() => expect(memberNames()).toEqual(['Luca Ferrari']));
    expect(memberQueries.at(-1)).toEqual({ groupId: group._id, name: 'fer', offset: 0, limit: 100 });
    expect(memberQueries.map((query) => query.name)).not.toContain('f');

    await user.clear(screen.getByRole('searchbox', { name: 'Search members by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members by name' }), 'zorro');
    expect(await screen.findByText('No members match your search.')).toBeInTheDocument();
  });

  it('tells someone outside the group that it is private', async () => {
    const group = buildGroup({ owner: giulia, isOwner: false, members: [giulia, sara] });
    const notMember = { message: 'You are not a member of this group.', statusCode: 403, error: 'Forbidden' };
    renderDetail(group, mario, { getGroup: { error: notMember } });
    expect(await screen.findByRole('heading', { name: 'This group is private' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/profile?tab=myMessages');
  });

  it('offers a retry when the group cannot be loaded', async () => {
    const group = buildGroup({ owner: mario, members: [giulia, mario] });
    const down = { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' };
    const { user } = renderDetail(group, mario, {
      getGroup: { error: (_id, call) => (call === 1 ? down : undefined) },
    });

    expect(await screen.findByRole('heading', { name: 'The group could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
  });
});
