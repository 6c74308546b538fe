import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { deferred } from '../../../testing/deferred';
import { loggedInState } from '../../../testing/sessionFixtures';
import { buildTestFile } from '../../../testing/testFile';
import type { Contact, Group } from '../groupsApi';
import { buildContacts, buildGroup, buildGroupOwner } from '../../../testing/fixtures/groupFixtures';
import { buildContact } from '../../../testing/fixtures/messageFixtures';
import {
  groupsHandlers,
  type GroupFormRequest,
  type GroupsHandlersOptions,
} from '../../../testing/handlers/groupsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import GroupFormPage from './GroupFormPage';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderForm(route: string, options: GroupsHandlersOptions = {}) {
  const sent: GroupFormRequest[] = [];
  const record = (body: GroupFormRequest) => sent.push(body);
  server.use(
    ...groupsHandlers({
      ...options,
      createGroup: { onRequest: record, ...options.createGroup },
      updateGroup: { onRequest: record, ...options.updateGroup },
    }),
  );
  const view = renderWithProviders(
    <Routes>
      <Route path="/group/create/:id?" element={<GroupFormPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, preloadedState: loggedInState() },
  );
  return { ...view, sent };
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const descriptionField = () => screen.getByRole('textbox', { name: 'Description' });
// Each chosen member is a chip named after the action it does.
const chosenMembers = () =>
  screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((chip) => chip.getAttribute('aria-label')?.replace(/^Remove /, ''));

async function chooseMembers(user: ReturnType<typeof renderForm>['user'], names: string[]) {
  await user.click(screen.getByRole('button', { name: 'Choose members' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose the members' });
  for (const name of names) await user.click(await within(dialog).findByRole('checkbox', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Group form: create', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('asks for a name and at least one member, and sends nothing until the form is right', async () => {
    const { user, sent } = renderForm('/group/create', { contacts: buildContacts(3) });
    expect(screen.getByRole('heading', { level: 1, name: 'New group' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Give the group a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one member.')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameField(), 'x'.repeat(101));
    await user.tab();
    expect(await screen.findByText('The name can be at most 100 characters.')).toBeInTheDocument();
    fireEvent.change(descriptionField(), { target: { value: 'd'.repeat(1001) } });
    await user.tab();
    expect(await screen.findByText('The description can be at most 1000 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('picks members from the contacts, lets one go again, and sends them as JSON text of ids', async () => {
    const contacts = buildContacts(4);
    const [giulia, luca, sara] = contacts;
    const { user, sent } = renderForm('/group/create', { contacts });
    expect(screen.getByText('No members chosen yet.')).toBeInTheDocument();

    await user.type(nameField(), '  Calcetto del giovedì ');
    await user.type(descriptionField(), 'Campo 3, ore 21.');
    await chooseMembers(user, ['Giulia Bianchi', 'Luca Ferrari', 'Sara Esposito']);
    expect(chosenMembers()).toEqual(['Giulia Bianchi', 'Luca Ferrari', 'Sara Esposito']);

    await user.click(screen.getByRole('button', { name: 'Remove Luca Ferrari' }));
    expect(chosenMembers()).toEqual(['Giulia Bianchi', 'Sara Esposito']);
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText(/^at \/group\/detail\/96a0c4/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: null,
        name: 'Calcetto del giovedì',
        description: 'Campo 3, ore 21.',
        members: [giulia._id, sara._id],
        logo: null,
      },
    ]);
    expect(sent[0].members).not.toContain(luca._id);
    expect(await screen.findByText('Group created.')).toBeInTheDocument();
  });

  it('keeps the members already chosen when the picker opens again', async () => {
    const { user } = renderForm('/group/create', { contacts: buildContacts(3) });
    await chooseMembers(user, ['Sara Esposito']);

    await user.click(screen.getByRole('button', { name: 'Choose members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the members' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Sara Esposito' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Giulia Bianchi' })).not.toBeChecked();
  });

  it('refuses a logo that is not JPEG or PNG, or not under 5 MB, and sends the one it accepts', async () => {
    const { user, sent } = renderForm('/group/create', { contacts: buildContacts(2) });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input for the logo');

    fireEvent.change(input, { target: { files: [buildTestFile('logo.gif', 'image/gif')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('image must be JPG or PNG');
    fireEvent.change(input, { target: { files: [buildTestFile('logo.png', 'image/png', 5 * 1024 * 1024)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Image size must be less than 5 MB');
    expect(screen.queryByRole('img', { name: 'Logo of the group' })).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [buildTestFile('logo.png', 'image/png')] } });
    expect(await screen.findByRole('img', { name: 'Logo of the group' })).toHaveAttribute('src', 'blob:logo-preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('One JPEG or PNG picture under 5 MB.')).toBeInTheDocument();

    await user.type(nameField(), 'Padel');
    await chooseMembers(user, ['Luca Ferrari']);
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].logo?.name).toBe('logo.png');
  });

  it('waits with the button disabled while saving, then keeps what was typed when the server refuses', async () => {
    const held = deferred();
    const refusal = {
      message: 'You are creating groups too fast: try again in a minute.',
      statusCode: 429,
      error: 'Too Many Requests',
    };
    const { user, sent } = renderForm('/group/create', {
      contacts: buildContacts(2),
      createGroup: { holdUntil: held.promise, error: refusal },
    });
    await user.type(nameField(), 'Padel');
    await user.type(descriptionField(), 'Sabato mattina');
    await chooseMembers(user, ['Giulia Bianchi']);

    await user.click(screen.getByRole('button', { name: 'Create group' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    held.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    expect(nameField()).toHaveValue('Padel');
    expect(descriptionField()).toHaveValue('Sabato mattina');
    expect(chosenMembers()).toEqual(['Giulia Bianchi']);
    expect(screen.getByRole('button', { name: 'Create group' })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });
});

describe('Group form: edit', () => {
  const owner = buildGroupOwner();
  const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
  const luca = buildContact({ firstName: 'Luca', lastName: 'Ferrari' });
  const sara = buildContact({ firstName: 'Sara', lastName: 'Esposito' });
  const contacts: Contact[] = [giulia, luca, sara];
  const group: Group = buildGroup({
    owner,
    members: [giulia, luca, owner],
    name: 'Corsa del mercoledì',
    description: 'Parco Sempione',
  });

  it('starts from the group, its owner left out of the members, and saves the changes with PUT', async () => {
    const { user, sent } = renderForm(`/group/create/${group._id}`, { contacts, groups: [group], me: owner });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit group' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Corsa del mercoledì');
    expect(descriptionField()).toHaveValue('Parco Sempione');
    expect(chosenMembers()).toEqual(['Giulia Bianchi', 'Luca Ferrari']);
    expect(screen.getByRole('img', { name: 'Logo of the group' })).toHaveAttribute('src', group.logo);

    await user.clear(nameField());
    await user.type(nameField(), 'Corsa del giovedì');
    await user.click(screen.getByRole('button', { name: 'Remove Giulia Bianchi' }));
    await chooseMembers(user, ['Sara Esposito']);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`at /group/detail/${group._id}`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: group._id,
        name: 'Corsa del giovedì',
        description: 'Parco Sempione',
        members: [luca._id, sara._id],
        logo: null,
      },
    ]);
  });

  it('lets the owner save a group everyone else has left', async () => {
    const alone = buildGroup({ owner, members: [owner], name: 'Solo io' });
    const { user, sent } = renderForm(`/group/create/${alone._id}`, { groups: [alone], me: owner });
    expect(await screen.findByText('No members chosen yet.')).toBeInTheDocument();

    await user.type(nameField(), ' e basta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Solo io e basta', members: [] });
  });

  it('tells a member who does not own the group who can edit it, with no form', async () => {
    const notMine = buildGroup({ owner: giulia, isOwner: false, members: [giulia, owner], name: 'Di Giulia' });
    renderForm(`/group/create/${notMine._id}`, { groups: [notMine], me: owner });

    expect(await screen.findByRole('heading', { name: 'Only the owner can edit this group' })).toBeInTheDocument();
    expect(screen.getByText('Ask Giulia Bianchi, who created it, to make the change.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group' })).toHaveAttribute(
      'href',
      `/group/detail/${notMine._id}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('says so when the group does not exist', async () => {
    renderForm('/group/create/0123456789abcdef01234567', { groups: [] });
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/profile?tab=myMessages');
  });
});
