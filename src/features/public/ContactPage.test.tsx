import { screen, waitFor } from '@testing-library/react';
import { deferred } from '../../testing/deferred';
import type { ContactMessage } from './contactApi';
import {
  buildContactErrorBody,
  buildContactMessage,
  buildContactReceipt,
} from '../../testing/fixtures/contactFixtures';
import { contactHandlers, type ContactHandlersOptions } from '../../testing/handlers/publicHandlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import ContactPage from './ContactPage';

function renderContact(options: ContactHandlersOptions = {}) {
  const received: ContactMessage[] = [];
  server.use(
    ...contactHandlers({
      ...options,
      sendMessage: { ...options.sendMessage, onRequest: (message) => received.push(message) },
    }),
  );
  const view = renderWithProviders(<ContactPage />, { route: '/contact/us', path: '/contact/us' });
  const fields = {
    name: screen.getByRole('textbox', { name: /^Nome/ }),
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    message: screen.getByRole('textbox', { name: /^Messaggio/ }),
  };
  const submit = screen.getByRole('button', { name: 'Invia messaggio' });
  return { ...view, fields, submit, received };
}

async function fillForm(
  user: ReturnType<typeof renderWithProviders>['user'],
  fields: ReturnType<typeof renderContact>['fields'],
  message: ContactMessage,
) {
  // Pasted rather than typed key by key: the same events for the form, far fewer renders.
  for (const field of ['name', 'email', 'message'] as const) {
    await user.click(fields[field]);
    await user.paste(message[field]);
  }
}

describe('ContactPage', () => {
  it('checks each field on blur and shows the message under it', async () => {
    const { user, fields } = renderContact();

    await user.click(fields.name);
    await user.tab();
    expect(fields.name).toHaveAccessibleDescription('Il nome è obbligatorio');
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.email, 'giulia.rossi@');
    await user.tab();
    expect(fields.email).toHaveAccessibleDescription('Formato e-mail non valido');

    await user.clear(fields.email);
    await user.tab();
    expect(fields.email).toHaveAccessibleDescription("L'e-mail è obbligatoria");

    await user.type(fields.name, 'Giulia');
    expect(fields.name).not.toHaveAccessibleDescription('Il nome è obbligatorio');
    expect(fields.name).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks every field on submit and sends nothing while one is wrong', async () => {
    const { user, fields, submit, received } = renderContact();

    await user.click(submit);

    expect(fields.name).toHaveAccessibleDescription('Il nome è obbligatorio');
    expect(fields.email).toHaveAccessibleDescription("L'e-mail è obbligatoria");
    expect(fields.message).toHaveAccessibleDescription('Il messaggio è obbligatorio');

    await user.type(fields.name, 'Giulia');
    await user.type(fields.email, 'non-una-mail');
    await user.type(fields.message, '   ');
    await user.click(submit);

    expect(fields.email).toHaveAccessibleDescription('Formato e-mail non valido');
    expect(fields.message).toHaveAccessibleDescription('Il messaggio è obbligatorio');
    expect(received).toEqual([]);
  });

  it('sends the message, shows the server confirmation and clears the form', async () => {
    const receipt = buildContactReceipt({ message: 'Grazie Giulia, abbiamo ricevuto il tuo messaggio.' });
    const { user, fields, submit, received } = renderContact({ receipt });
    const message = buildContactMessage();

    await fillForm(user, fields, { ...message, name: `  ${message.name} ` });
    await user.click(submit);

    expect(await screen.findByText(receipt.message)).toBeInTheDocument();
    expect(received).toEqual([message]);
    await waitFor(() => expect(fields.name).toHaveValue(''));
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(fields.name).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message on an error and keeps everything typed", async () => {
    const errorBody = buildContactErrorBody();
    const { user, fields, submit, received } = renderContact({ sendMessage: { error: errorBody } });
    const message = buildContactMessage();

    await fillForm(user, fields, message);
    await user.click(submit);

    expect(await screen.findByText(errorBody.message)).toBeInTheDocument();
    expect(received).toEqual([message]);
    expect(fields.name).toHaveValue(message.name);
    expect(fields.email).toHaveValue(message.email);
    expect(fields.message).toHaveValue(message.message);
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  });

  it('disables the submit button and shows progress while the message is in flight', async () => {
    const answer = deferred();
    const receipt = buildContactReceipt();
    const { user, fields, submit, received } = renderContact({ sendMessage: { holdUntil: answer.promise }, receipt });

    await fillForm(user, fields, buildContactMessage());
    await user.click(submit);

    await waitFor(() => expect(received).toHaveLength(1));
    const sending = screen.getByRole('button', { name: /Invio in corso/ });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    // Enter in a field is the other way to submit; with the button disabled it sends nothing more.
    await user.type(fields.email, '{Enter}');
    expect(received).toHaveLength(1);

    answer.release();

    expect(await screen.findByText(receipt.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  });
});
