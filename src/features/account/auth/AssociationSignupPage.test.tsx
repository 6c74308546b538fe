import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '../../../lib/settings';
import { authHandlers, type AuthHandlersOptions } from '../../../testing/handlers/authHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import AssociationSignupPage from './AssociationSignupPage';
import { fill, pickedFile, SLOW_FORM_TIMEOUT_MS } from './authTestUtils';

jest.setTimeout(SLOW_FORM_TIMEOUT_MS);

type User = ReturnType<typeof userEvent.setup>;

const FIVE_MB = 5 * 1024 * 1024;

function renderSignup(options: AuthHandlersOptions = {}) {
  const sent: FormData[] = [];
  server.use(
    ...authHandlers({
      ...options,
      associationSignup: { ...options.associationSignup, onRequest: (f) => sent.push(f) },
    }),
  );
  const view = renderWithProviders(<AssociationSignupPage />, { route: '/signup', path: '/signup' });
  // The picker's accept attribute would filter wrong files out before the screen's own check sees them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, sent };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Avanti' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function fillStep(user: User, values: [RegExp, string][]) {
  for (const [label, value] of values) {
    await user.clear(field(label));
    await fill(user, field(label), value);
  }
}

const associationStep: [RegExp, string][] = [
  [/^Nome dell'associazione/, 'ASD Polisportiva Navigli'],
  [/^E-mail/, 'segreteria@navigli.example.it'],
  [/^Cellulare/, '3479876543'],
  [/^Password/, 'segreta1'],
  [/^Conferma la password/, 'segreta1'],
  [/^Specialità/, 'Calcio a 5'],
  [/^Sito web/, 'navigli.example.it'],
  [/^Descrizione/, 'Calcio a 5 e pallavolo per tutte le età sui Navigli.'],
];
const addressStep: [RegExp, string][] = [
  [/^Indirizzo/, 'Alzaia Naviglio Grande 20'],
  [/^Città/, 'Milano'],
  [/^CAP/, '20144'],
  [/^Provincia/, 'Milano'],
  [/^Sigla della provincia/, 'MI'],
];
const bankStep: [RegExp, string][] = [
  [/^Nome della banca/, 'Banca di Milano'],
  [/^IBAN/, 'it60 x054 2811 1010 0000 0123 456'],
  [/^Indirizzo della banca/, 'Via Dante 1'],
  [/^Città della banca/, 'Milano'],
  [/^CAP della banca/, '20121'],
  [/^Provincia della banca/, 'Milano'],
];
const representativeStep: [RegExp, string][] = [
  [/^Nome del rappresentante/, 'Luca'],
  [/^Cognome del rappresentante/, 'Ferrari'],
  [/^Data di nascita del rappresentante/, '03/09/1978'],
  [/^Tipo di documento/, "Carta d'identità"],
  [/^Numero del documento/, 'CA12345BB'],
  [/^Data di rilascio/, '15/01/2020'],
  [/^Rilasciato da/, 'Comune di Milano'],
];

async function reachDocumentsStep(user: User) {
  for (const values of [associationStep, addressStep, bankStep, representativeStep]) {
    await fillStep(user, values);
    await next(user);
  }
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Documenti e consensi'));
  // The step's fields load with it (a chunk of their own).
  await screen.findByLabelText("Logo dell'associazione", { selector: 'input' });
}

describe('AssociationSignupPage', () => {
  it('shows the steps and checks the first one before opening the next', async () => {
    const { user } = renderSignup();

    const stepper = screen.getByRole('list', { name: "Passaggi della registrazione dell'associazione" });
    expect(
      within(stepper)
        .getAllByText(/.+/, { ignore: '[aria-hidden="true"]' })
        .map((l) => l.textContent),
    ).toEqual(['Associazione', 'Indirizzo', 'Banca', 'Legale rappresentante', 'Documenti e consensi']);
    await next(user);

    expect(stepHeading()).toHaveTextContent('Associazione');
    expect(field(/^Nome dell'associazione/)).toHaveAccessibleDescription("Il nome dell'associazione è obbligatorio");
    expect(field(/^E-mail/)).toHaveAccessibleDescription("L'e-mail è obbligatoria");
    expect(field(/^Cellulare/)).toHaveAccessibleDescription('Il numero di cellulare è obbligatorio');
    expect(field(/^Password/)).toHaveAccessibleDescription('La password è obbligatoria');
    expect(field(/^Conferma la password/)).toHaveAccessibleDescription('La conferma della password è obbligatoria');
    expect(field(/^Specialità/)).toHaveAccessibleDescription('La specialità è obbligatoria');
    expect(field(/^Sito web/)).toHaveAccessibleDescription("L'indirizzo del sito web è obbligatorio");
    expect(field(/^Descrizione/)).toHaveAccessibleDescription('La descrizione è obbligatoria');
    for (const optional of [/^Partita IVA/, /^Codice destinatario/, /^PEC/]) {
      expect(field(optional)).not.toHaveAccessibleDescription(/obbligatori/);
    }

    await fillStep(user, associationStep);
    await fillStep(user, [
      [/^Cellulare/, '34798765'],
      [/^Conferma la password/, 'segreta2'],
      [/^Sito web/, 'non è un sito'],
      [/^PEC/, 'navigli.pec.it'],
    ]);
    await next(user);
    expect(field(/^Cellulare/)).toHaveAccessibleDescription('Il numero di cellulare deve avere solo 10 cifre');
    expect(field(/^Conferma la password/)).toHaveAccessibleDescription('Le password non coincidono');
    expect(field(/^Sito web/)).toHaveAccessibleDescription('Inserisci un indirizzo web valido');
    expect(field(/^PEC/)).toHaveAccessibleDescription('Formato e-mail non valido');
    expect(stepHeading()).toHaveTextContent('Associazione');
  });

  it('checks the address, bank and representative steps, and going back keeps the values', async () => {
    const { user } = renderSignup();

    await fillStep(user, associationStep);
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Indirizzo'));
    await user.clear(field(/^Codice del paese/));
    await fill(user, field(/^Codice del paese/), 'ITA');
    await next(user);
    expect(field(/^Indirizzo/)).toHaveAccessibleDescription("L'indirizzo è obbligatorio");
    expect(field(/^Città/)).toHaveAccessibleDescription('Il campo Città è obbligatorio');
    expect(field(/^Codice del paese/)).toHaveAccessibleDescription('Usa il codice del paese di 2 lettere (es. IT)');

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(stepHeading()).toHaveTextContent('Associazione');
    expect(field(/^Nome dell'associazione/)).toHaveValue('ASD Polisportiva Navigli');
    expect(field(/^Descrizione/)).toHaveValue('Calcio a 5 e pallavolo per tutte le età sui Navigli.');
    await next(user);

    await user.clear(field(/^Codice del paese/));
    await fillStep(user, [...addressStep, [/^Codice del paese/, 'IT']]);
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Banca'));
    await fill(user, field(/^IBAN/), '1234');
    await next(user);
    expect(field(/^IBAN/)).toHaveAccessibleDescription('Inserisci un IBAN valido');
    expect(field(/^Nome della banca/)).toHaveAccessibleDescription('Il campo Nome della banca è obbligatorio');

    await fillStep(user, bankStep);
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Legale rappresentante'));
    await fill(user, field(/^Data di rilascio/), '01/01/2999');
    await next(user);
    expect(field(/^Nome del rappresentante/)).toHaveAccessibleDescription('Il nome è obbligatorio');
    expect(field(/^Cognome del rappresentante/)).toHaveAccessibleDescription('Il cognome è obbligatorio');
    expect(field(/^Data di nascita del rappresentante/)).toHaveAccessibleDescription(
      'La data di nascita è obbligatoria',
    );
    expect(field(/^Data di rilascio/)).toHaveAccessibleDescription('La data non può essere nel futuro');
    expect(field(/^Codice fiscale/)).not.toHaveAccessibleDescription(/obbligatori/);
  });

  it('checks the files for type and size before upload and requires the terms', async () => {
    const { user, sent } = renderSignup();
    await reachDocumentsStep(user);
    const logo = screen.getByLabelText("Logo dell'associazione", { selector: 'input' });
    const document = screen.getByLabelText("Documento d'identità", { selector: 'input' });

    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(logo).toHaveAccessibleDescription("Scegli il logo dell'associazione");
    expect(document).toHaveAccessibleDescription("Scegli una copia del documento d'identità");
    expect(screen.getByRole('checkbox', { name: /Accetto/ })).toHaveAccessibleDescription(
      "Per continuare devi accettare l'informativa sulla privacy e i termini",
    );

    await user.upload(logo, pickedFile(['%PDF-1.7'], 'statuto.pdf', 'application/pdf'));
    expect(logo).toHaveAccessibleDescription('Sono ammesse solo immagini.');
    await user.upload(logo, pickedFile([new Uint8Array(FIVE_MB + 1)], 'logo.png', 'image/png'));
    expect(logo).toHaveAccessibleDescription('Il file deve essere più piccolo di 5 MB');
    await user.upload(document, pickedFile(['ciao'], 'documento.txt', 'text/plain'));
    expect(document).toHaveAccessibleDescription('Sono ammessi solo immagini o PDF.');
    expect(sent).toEqual([]);

    await user.upload(document, pickedFile(['%PDF-1.7'], 'carta-identita.pdf', 'application/pdf'));
    expect(document).toHaveAccessibleDescription("Un'immagine o un PDF, fino a 5 MB.");
    expect(screen.getByText('carta-identita.pdf')).toBeInTheDocument();
  });

  it('sends every field as multipart and says the association is pending, with the admin site link', async () => {
    const { user, sent } = renderSignup();
    await reachDocumentsStep(user);

    await user.upload(
      screen.getByLabelText("Logo dell'associazione", { selector: 'input' }),
      pickedFile([new Uint8Array(FIVE_MB)], 'logo.png', 'image/png'),
    );
    await user.upload(
      screen.getByLabelText("Documento d'identità", { selector: 'input' }),
      pickedFile(['%PDF-1.7'], 'carta-identita.pdf', 'application/pdf'),
    );
    await user.click(screen.getByRole('checkbox', { name: /Accetto/ }));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    expect(await screen.findByRole('heading', { name: 'Richiesta ricevuta' })).toBeInTheDocument();
    expect(
      screen.getByText('La tua associazione è in attesa di approvazione: ti scriveremo quando sarà approvata.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al sito di amministrazione' })).toHaveAttribute(
      'href',
      settings.adminUrl,
    );

    expect(sent).toHaveLength(1);
    const { logo, identityDocument, ...fields } = Object.fromEntries(sent[0].entries());
    expect(fields).toEqual({
      firstName: 'ASD Polisportiva Navigli',
      email: 'segreteria@navigli.example.it',
      mobile: '3479876543',
      password: 'segreta1',
      confirmPassword: 'segreta1',
      speciality: 'Calcio a 5',
      websiteUrl: 'navigli.example.it',
      description: 'Calcio a 5 e pallavolo per tutte le età sui Navigli.',
      address: 'Alzaia Naviglio Grande 20',
      addressCity: 'Milano',
      addressProvince: 'Milano',
      addressProvinceCode: 'MI',
      addressZipcode: '20144',
      addressCountry: 'Italia',
      addressCountryCode: 'IT',
      bankName: 'Banca di Milano',
      bankAddress: 'Via Dante 1',
      bankAddressCity: 'Milano',
      bankAddressProvince: 'Milano',
      bankAddressZipcode: '20121',
      bankAddressCountry: 'Italia',
      bankIBANNO: 'IT60X0542811101000000123456',
      associationRepresentativeFirstName: 'Luca',
      associationRepresentativeLastName: 'Ferrari',
      dob: '1978-09-03',
      identityDocumentName: "Carta d'identità",
      identityDocumentNumber: 'CA12345BB',
      identityDocumentDateOfIssue: '2020-01-15',
      identityDocumentIssuedBy: 'Comune di Milano',
      acceptedNewsOffers: 'false',
      acceptedPNPTNC: 'true',
    });
    expect((logo as File).name).toBe('logo.png');
    expect((logo as File).type).toBe('image/png');
    expect((logo as File).size).toBe(FIVE_MB);
    expect((identityDocument as File).name).toBe('carta-identita.pdf');
  });
});
