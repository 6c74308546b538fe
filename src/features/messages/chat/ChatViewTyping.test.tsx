import { screen, waitFor, within } from '@testing-library/react';
import { buildContact, buildGroupThread, buildThreadMessages } from '../../../testing/fixtures/messageFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { messagesHandlers } from '../../../testing/handlers/messagesHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState, setLoggedInCookies } from '../../../testing/sessionFixtures';
import { chatElement } from './testing/chatElement';

// The real memoised list, its render function wrapped to count how often it runs (its own comparison is kept).
let listRenders = 0;
jest.mock('./MessageList', () => {
  const actual = jest.requireActual<typeof import('./MessageList')>('./MessageList');
  const memoised = actual.MessageList as unknown as { type: (props: object) => unknown };
  return {
    ...actual,
    MessageList: {
      ...memoised,
      type: function CountedMessageList(props: object) {
        listRenders += 1;
        return memoised.type(props);
      },
    },
  };
});

const me = buildContact({ firstName: 'Mario', lastName: 'Rossi' });
const giulia = buildContact({ firstName: 'Giulia', lastName: 'Bianchi' });
const group = buildGroupThread();

describe('ChatView while typing', () => {
  it('does not render the message list again for each key in the composer', async () => {
    setLoggedInCookies();
    server.use(
      ...messagesHandlers({
        me,
        threads: [group],
        messages: { [group._id]: buildThreadMessages(5, group._id, [giulia]) },
      }),
    );
    const { user } = renderWithProviders(chatElement(group), {
      preloadedState: loggedInState({
        user: buildProfile({ _id: me._id, firstName: me.firstName, lastName: me.lastName }),
      }),
    });
    await waitFor(() =>
      expect(
        screen.queryAllByTestId('chat-message').some((node) => within(node).queryByText('Messaggio numero 5')),
      ).toBe(true),
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.click(field);
    const before = listRenders;

    await user.type(field, 'Ciao a tutti');

    expect(field).toHaveValue('Ciao a tutti');
    expect(listRenders).toBe(before);
  });
});
