import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../../testing/deferred';
import { loggedInState } from '../../../testing/sessionFixtures';
import type { Contact } from '../groupsApi';
import { buildContacts } from '../../../testing/fixtures/groupFixtures';
import {
  groupsHandlers,
  type ContactsQuery,
  type GroupsHandlersOptions,
} from '../../../testing/handlers/groupsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { ContactPickerDialog, type ContactPickerDialogProps } from './ContactPickerDialog';

const serverDown = { message: 'Database unavailable', statusCode: 503, error: 'Service Unavailable' };

function renderPicker(
  contacts: Contact[],
  options: GroupsHandlersOptions = {},
  props: Partial<ContactPickerDialogProps> = {},
) {
  const queries: ContactsQuery[] = [];
  const onClose = jest.fn();
  const onPick = jest.fn();
  const onDone = jest.fn();
  server.use(
    ...groupsHandlers({
      contacts,
      ...options,
      getContacts: { onRequest: (query) => queries.push(query), ...options.getContacts },
    }),
  );
  const picker =
    props.mode === 'multiple' ? (
      <ContactPickerDialog open onClose={onClose} mode="multiple" selected={props.selected ?? []} onDone={onDone} />
    ) : (
      <ContactPickerDialog open onClose={onClose} onPick={onPick} />
    );
  const view = renderWithProviders(picker, { preloadedState: loggedInState() });
  return { ...view, queries, onClose, onPick, onDone };
}

// The visible name beside each choice (the avatar's initials are decorative).
const labelOf = (input: HTMLElement) => input.closest('label')?.querySelector('.MuiTypography-noWrap')?.textContent;
const names = () => screen.queryAllByRole('radio').map(labelOf);
const checkboxNames = () => screen.queryAllByRole('checkbox').map(labelOf);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search contacts by name' });

describe('Contact picker', () => {
  it('lists 10 contacts a page, with pages when there are more, and starts in the search field', async () => {
    const contacts = buildContacts(12);
    const { user, queries } = renderPicker(contacts);

    expect(screen.getByRole('dialog', { name: 'New message' })).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Giulia Bianchi');
    expect(queries[0]).toEqual({ name: '', page: 1, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    await waitFor(() => expect(names()).toEqual(['Alessandro Conti', 'Valentina De Luca']));
    expect(queries.at(-1)).toEqual({ name: '', page: 2, limit: 10 });
  });

  it('searches by name once typing settles, from page 1, and says when nothing matches', async () => {
    const { user, queries } = renderPicker(buildContacts(12));
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(names()).toHaveLength(2));

    await user.type(searchBox(), 'luca');

    await waitFor(() => expect(names()).toEqual(['Luca Ferrari', 'Valentina De Luca']));
    expect(queries.at(-1)).toEqual({ name: 'luca', page: 1, limit: 10 });
    expect(queries.map((query) => query.name)).not.toContain('l');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'zorro');

    expect(await screen.findByText('No contacts found matching your search.')).toBeInTheDocument();
  });

  it("says 'No contacts available.' when the user has none", async () => {
    renderPicker([]);
    expect(await screen.findByText('No contacts available.')).toBeInTheDocument();
  });

  it('never shows the answer to a search the user has since changed', async () => {
    const held = deferred();
    const { user } = renderPicker(buildContacts(12), {
      getContacts: { holdUntil: (call) => (call === 2 ? held.promise : undefined) },
    });
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.type(searchBox(), 'giulia');
    await waitFor(() => expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true'));
    await user.clear(searchBox());
    await user.type(searchBox(), 'sara');
    await waitFor(() => expect(names()).toEqual(['Sara Esposito']));

    held.release();

    // The late answer for 'giulia' lands in its own cache entry; the list still answers 'sara'.
    await waitFor(() => expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'false'));
    expect(names()).toEqual(['Sara Esposito']);
  });

  it("shows 'Error in Contact List' with the server's message and retries", async () => {
    const { user } = renderPicker(buildContacts(3), {
      getContacts: { error: (_query, call) => (call === 1 ? serverDown : undefined) },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in Contact List');
    expect(alert).toHaveTextContent('Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error in Contact Search' when a search fails, keeping the list it had", async () => {
    const { user } = renderPicker(buildContacts(3), {
      getContacts: { error: (query) => (query.name ? serverDown : undefined) },
    });
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.type(searchBox(), 'sara');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error in Contact Search');
    expect(names()).toEqual(['Giulia Bianchi', 'Luca Ferrari', 'Sara Esposito']);
  });

  it("asks 'Please select a contact to send the message.' when Write is pressed with nobody chosen", async () => {
    const { user, onPick } = renderPicker(buildContacts(3));
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Write' }));

    expect(screen.getByText('Please select a contact to send the message.')).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
    // Focus lands on the list, so a keyboard user can choose at once.
    expect(screen.getByRole('radio', { name: 'Giulia Bianchi' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Luca Ferrari' }));
    expect(screen.queryByText('Please select a contact to send the message.')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Luca Ferrari')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write' }));

    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Luca', lastName: 'Ferrari' }));
  });

  it('works from the keyboard: Tab into the list, arrows to choose, Enter to write; Escape closes', async () => {
    const { user, onPick, onClose } = renderPicker(buildContacts(3));
    await waitFor(() => expect(names()).toHaveLength(3));

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Giulia Bianchi' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Luca Ferrari' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Luca' }));

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('chooses several members across pages, starting from those already chosen', async () => {
    const contacts = buildContacts(12);
    const { user, onDone } = renderPicker(contacts, {}, { mode: 'multiple', selected: [contacts[1]] });

    expect(screen.getByRole('dialog', { name: 'Choose the members' })).toBeInTheDocument();
    await waitFor(() => expect(checkboxNames()).toHaveLength(10));
    expect(screen.getByRole('checkbox', { name: 'Luca Ferrari' })).toBeChecked();
    expect(screen.getByText('1 contact chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sara Esposito' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(checkboxNames()).toEqual(['Alessandro Conti', 'Valentina De Luca']));
    await user.click(screen.getByRole('checkbox', { name: 'Valentina De Luca' }));
    expect(screen.getByText('3 contacts chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(onDone).toHaveBeenCalledWith([contacts[1], contacts[2], contacts[11]]);
  });
});
