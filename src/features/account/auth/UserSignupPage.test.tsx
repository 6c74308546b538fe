import { act, screen, waitFor, within } from '@testing-library/react';
import { buildAccountErrorBody, buildPublicAssociations } from '../../../testing/fixtures/userFixtures';
import { authHandlers, type AuthHandlersOptions } from '../../../testing/handlers/authHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { fill, SLOW_FORM_TIMEOUT_MS } from './authTestUtils';
import UserSignupPage from './UserSignupPage';

jest.setTimeout(SLOW_FORM_TIMEOUT_MS);

const associations = buildPublicAssociations();

function renderSignup(options: AuthHandlersOptions = {}) {
  const sent: FormData[] = [];
  server.use(
    ...authHandlers({
      publicAssociations: { associations },
      ...options,
      userSignup: { ...options.userSignup, onRequest: (form) => sent.push(form) },
    }),
  );
  const view = renderWithProviders(<UserSignupPage />, { route: '/usersignup', path: '/usersignup' });
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  return { ...view, sent, field };
}

const submitButton = () => screen.getByRole('button', { name: "Crea l'account" });

async function fillValidForm(
  user: ReturnType<typeof renderWithProviders>['user'],
  field: (label: RegExp) => HTMLElement,
) {
  await fill(user, field(/^Nome/), 'Giulia');
  await fill(user, field(/^Cognome/), 'Rossi');
  await fill(user, field(/^Cellulare/), '3471234567');
  await fill(user, field(/^Data di nascita/), '14/05/1994');
  await fill(user, field(/^Codice fiscale/), 'rssgli94e54f205x');
  await fill(user, field(/^E-mail/), 'giulia.rossi@example.it');
  await fill(user, field(/^Password/), 'segreta1');
  await fill(user, field(/^Conferma la password/), 'segreta1');
  await fill(user, field(/^Indirizzo/), 'Corso Buenos Aires 33, Milano');
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('UserSignupPage', () => {
  it('shows the catalogue message of every required field on submit and sends nothing', async () => {
    const { user, sent, field } = renderSignup();
    await user.clear(await screen.findByLabelText(/^Prefisso/, { selector: 'input' }));

    await user.click(submitButton());

    expect(field(/^Nome/)).toHaveAccessibleDescription('Il nome è obbligatorio');
    expect(field(/^Cognome/)).toHaveAccessibleDescription('Il cognome è obbligatorio');
    expect(field(/^Prefisso/)).toHaveAccessibleDescription('Il prefisso è obbligatorio');
    expect(field(/^Cellulare/)).toHaveAccessibleDescription('Il numero di cellulare è obbligatorio');
    expect(field(/^Data di nascita/)).toHaveAccessibleDescription('La data di nascita è obbligatoria');
    expect(field(/^E-mail/)).toHaveAccessibleDescription("L'e-mail è obbligatoria");
    expect(field(/^Password/)).toHaveAccessibleDescription('La password è obbligatoria');
    expect(field(/^Conferma la password/)).toHaveAccessibleDescription('La conferma della password è obbligatoria');
    expect(field(/^Indirizzo/)).toHaveAccessibleDescription("L'indirizzo è obbligatorio");
    expect(field(/^Codice fiscale/)).not.toHaveAccessibleDescription(/obbligatori/);
    expect(sent).toEqual([]);
  });

  it('checks the formats: mobile 10 digits, prefix 4 digits, e-mail, date, password length and match', async () => {
    const { user, field } = renderSignup();
    const prefix = await screen.findByLabelText(/^Prefisso/, { selector: 'input' });

    await user.clear(prefix);
    await fill(user, prefix, '+39');
    await fill(user, field(/^Cellulare/), '347 123 45');
    await fill(user, field(/^Data di nascita/), '31/02/1994');
    await fill(user, field(/^E-mail/), 'giulia.rossi@');
    await fill(user, field(/^Password/), 'corta');
    await fill(user, field(/^Conferma la password/), 'diversa');
    await user.click(submitButton());

    expect(prefix).toHaveAccessibleDescription('Il prefisso deve avere al massimo 4 cifre, solo numeri');
    expect(field(/^Cellulare/)).toHaveAccessibleDescription('Il numero di cellulare deve avere solo 10 cifre');
    expect(field(/^Data di nascita/)).toHaveAccessibleDescription('Inserisci la data come GG/MM/AAAA');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Formato e-mail non valido');
    expect(field(/^Password/)).toHaveAccessibleDescription('La password deve avere almeno 6 caratteri');
    expect(field(/^Conferma la password/)).toHaveAccessibleDescription('Le password non coincidono');

    await user.clear(prefix);
    await fill(user, prefix, '39123');
    await user.clear(field(/^Data di nascita/));
    await fill(user, field(/^Data di nascita/), '01/01/2999');
    await user.click(submitButton());
    expect(prefix).toHaveAccessibleDescription('Il prefisso deve avere al massimo 4 cifre, solo numeri');
    expect(field(/^Data di nascita/)).toHaveAccessibleDescription('La data non può essere nel futuro');
  });

  it('sends the multipart body with deviceType web, the followed associations as JSON and the position', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 45.4781, longitude: 9.2059 } } as GeolocationPosition),
      },
    });
    const { user, sent, field } = renderSignup();

    await fillValidForm(user, field);
    await user.click(screen.getByRole('button', { name: 'Aggiungi la mia posizione attuale' }));
    expect(await screen.findByText('Posizione aggiunta')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Associazioni da seguire (facoltativo)' }));
    await user.click(await screen.findByRole('option', { name: associations[1].name }));
    await user.click(screen.getByRole('combobox', { name: 'Associazioni da seguire (facoltativo)' }));
    await user.click(await screen.findByRole('option', { name: associations[2].name }));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Controlla la tua e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/Abbiamo inviato un link a giulia.rossi@example.it/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0].entries())).toEqual({
      firstName: 'Giulia',
      lastName: 'Rossi',
      mobilePrefix: '39',
      mobile: '3471234567',
      dob: '1994-05-14',
      fiscalCode: 'RSSGLI94E54F205X',
      email: 'giulia.rossi@example.it',
      password: 'segreta1',
      confirmPassword: 'segreta1',
      address: 'Corso Buenos Aires 33, Milano',
      lat: '45.4781',
      lng: '9.2059',
      associations: JSON.stringify([associations[1]._id, associations[2]._id]),
      deviceType: 'web',
    });
    expect(within(screen.getByRole('status')).getByRole('link', { name: "Vai all'accesso" })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('keeps what is typed into the associations field while its picker loads, and offers the matching ones', async () => {
    const { user } = renderSignup();
    const combobox = screen.getByRole('combobox', { name: 'Associazioni da seguire (facoltativo)' });
    // The stand-in draws no list: MUI's Autocomplete has not loaded yet.
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // Reached by the keyboard: the picker loads on focus and takes the focus over, with what was typed meanwhile.
    act(() => combobox.focus());
    await user.keyboard('Volley');

    expect(await screen.findByRole('option', { name: 'Volley Club Bergamo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Associazioni da seguire (facoltativo)' })).toHaveValue('Volley');
    expect(screen.queryByRole('option', { name: 'Nuoto Libero Torino' })).not.toBeInTheDocument();
  });

  it('leaves out the optional fields and follows no association when none is picked', async () => {
    const { user, sent, field } = renderSignup();

    await fillValidForm(user, field);
    await user.clear(field(/^Codice fiscale/));
    await user.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = Object.fromEntries(sent[0].entries());
    expect(body).not.toHaveProperty('fiscalCode');
    expect(body).not.toHaveProperty('lat');
    expect(body).not.toHaveProperty('lng');
    expect(body.associations).toBe('[]');
    expect(body.deviceType).toBe('web');
  });

  it("shows the server's message when the e-mail is taken and keeps the form", async () => {
    const error = buildAccountErrorBody({ message: 'E-mail già registrata', statusCode: 409, error: 'Conflict' });
    const { user, field } = renderSignup({ userSignup: { error } });

    await fillValidForm(user, field);
    await user.click(submitButton());

    const form = submitButton().closest('form') as HTMLFormElement;
    expect(await within(form).findByText('E-mail già registrata')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveValue('giulia.rossi@example.it');
    expect(screen.queryByRole('heading', { name: 'Controlla la tua e-mail' })).not.toBeInTheDocument();
  });
});
