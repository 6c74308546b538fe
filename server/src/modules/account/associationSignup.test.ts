import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { jpegFile, pdfFile, pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { isStored } from '../../storage/testing/storedUploads';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertSpeciality } from './testing/fixtures';
import { mailbox } from './testing/session';

let t: TestApp;
let specialityId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  specialityId = (await insertSpeciality(t.database.db, 'Pallavolo')).id;
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };

function associationForm(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    firstName: 'ASD Volley Lambro',
    email: `segreteria.${Math.random().toString(16).slice(2)}@volleylambro.it`,
    mobile: '0212345678',
    password: 'schiacciata1',
    confirmPassword: 'schiacciata1',
    vatNumber: '',
    destinationCodice: 'm5uxcr1',
    emailPEC: 'volleylambro@pec.it',
    address: 'Via Lambro 12',
    addressCity: 'Monza',
    addressProvince: 'Monza e Brianza',
    addressProvinceCode: 'mb',
    addressCountryCode: 'it',
    addressCountry: 'Italia',
    addressZipcode: '20900',
    bankName: 'Banca di Monza',
    bankAddress: 'Piazza Trento 1',
    bankAddressCity: 'Monza',
    bankAddressProvince: 'MB',
    bankAddressZipcode: '20900',
    bankAddressCountry: 'Italia',
    bankIBANNO: 'IT60 X054 2811 1010 0000 0123 456',
    associationRepresentativeFirstName: 'Paolo',
    associationRepresentativeLastName: 'Conti',
    dob: '1978-09-14',
    fiscalCode: '',
    identityDocumentName: "Carta d'identità",
    identityDocumentNumber: 'CA12345AB',
    identityDocumentDateOfIssue: '2021-03-01',
    identityDocumentIssuedBy: 'Comune di Monza',
    speciality: specialityId,
    websiteUrl: 'www.volleylambro.it',
    description: 'Pallavolo giovanile e amatoriale dal 1985.',
    acceptedNewsOffers: 'true',
    acceptedPNPTNC: 'true',
    logo: pngFile('logo.png'),
    identityDocument: pdfFile('carta.pdf'),
    ...overrides,
  };
}

const signup = (form: Record<string, FormValue>, headers: Record<string, string> = english) => {
  const { payload, headers: multipart } = multipartPayload(form);
  return t.api({ method: 'POST', url: '/api/user/association/signup', payload, headers: { ...multipart, ...headers } });
};

describe('POST /api/user/association/signup', () => {
  it('stores every field with the files, as a pending association, and confirms by mail', async () => {
    const form = associationForm({ email: 'Segreteria@VolleyLambro.it' });
    const response = await signup(form, {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Richiesta di registrazione ricevuta: la verificheremo al più presto.',
      data: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), status: 'pending' },
    });
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', response.json().data._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_type: 'association',
      approval_status: 'pending',
      email: 'segreteria@volleylambro.it',
      first_name: 'ASD Volley Lambro',
      mobile: '0212345678',
      vat_number: null,
      destination_codice: 'M5UXCR1',
      email_pec: 'volleylambro@pec.it',
      address_city: 'Monza',
      address_province_code: 'MB',
      address_country_code: 'IT',
      address_zipcode: '20900',
      bank_iban: 'IT60X0542811101000000123456',
      representative_first_name: 'Paolo',
      representative_last_name: 'Conti',
      dob: '1978-09-14',
      fiscal_code: null,
      identity_document_name: "Carta d'identità",
      identity_document_date_of_issue: '2021-03-01',
      speciality_id: specialityId,
      website_url: 'https://www.volleylambro.it',
      description: 'Pallavolo giovanile e amatoriale dal 1985.',
      accepted_news_offers: 1,
      accepted_pnp_tnc: 1,
      email_verified_at: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.picture).toMatch(/^\/uploads\/association-logo\/[0-9a-f]{32}\.png$/);
    expect(row.identity_document_url).toMatch(/^\/uploads\/identity-document\/[0-9a-f]{32}\.pdf$/);
    for (const url of [row.picture!, row.identity_document_url!]) {
      expect(await isStored(t, url)).toBe(true);
    }
    const [mail] = await mailbox(t, 'segreteria@volleylambro.it');
    expect(mail.subject).toBe('Abbiamo ricevuto la registrazione di ASD Volley Lambro');

    const login = await t.api({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: row.email, password: 'schiacciata1' },
    });
    expect(login.statusCode).toBe(403);
    const duplicate = await signup(associationForm({ email: row.email }));
    expect(duplicate.statusCode).toBe(409);
  });

  it('takes the speciality by its title too, as typed in the signup form', async () => {
    const response = await signup(associationForm({ speciality: '  pallavolo ' }));
    expect(response.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('users')
      .select('speciality_id')
      .where('id', '=', response.json().data._id)
      .executeTakeFirstOrThrow();
    expect(row.speciality_id).toBe(specialityId);
  });

  it('names the existing specialities in Italian when the one typed is unknown', async () => {
    const response = await signup(associationForm({ speciality: 'Curling' }), { 'accept-language': 'it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La disciplina scelta non esiste. Scegli tra: Pallavolo.');
  });

  it('accepts an image as identity document', async () => {
    const response = await signup(associationForm({ identityDocument: jpegFile('carta.jpg') }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a text file named logo.jpg', { logo: textFileNamedJpg('logo.jpg') }, 400, 'Only image files are allowed.'],
    ['a PDF as logo', { logo: pdfFile('logo.pdf') }, 400, 'Only image files are allowed.'],
    [
      'a text file as identity document',
      { identityDocument: textFileNamedJpg('carta.pdf') },
      400,
      'Only image or PDF files are allowed.',
    ],
    ['a logo over 5MB', { logo: jpegFile('logo.jpg', 5 * 1024 * 1024 + 1) }, 413, 'Image size must be less than 5MB.'],
    [
      'an identity document over 5MB',
      { identityDocument: jpegFile('carta.jpg', 5 * 1024 * 1024 + 1) },
      413,
      'File size must be less than 5MB.',
    ],
    ['no logo', { logo: '' }, 400, 'The file "logo" is required.'],
    [
      'two identity documents',
      { identityDocument: [pdfFile(), pdfFile()] },
      400,
      'The field "identityDocument" takes only one file.',
    ],
    ['a confirmation that differs', { confirmPassword: 'schiacciata2' }, 400, 'passwords do not match'],
    [
      'terms not accepted',
      { acceptedPNPTNC: 'false' },
      400,
      'You must accept the privacy policy and the terms to sign up.',
    ],
    ['terms neither true nor false', { acceptedPNPTNC: 'maybe' }, 400, 'The field "acceptedPNPTNC" is not valid.'],
    [
      'an unknown speciality id',
      { speciality: '0123456789abcdef01234567' },
      400,
      'The chosen speciality does not exist. Choose one of: Pallavolo.',
    ],
    [
      'an unknown speciality title',
      { speciality: 'Curling' },
      400,
      'The chosen speciality does not exist. Choose one of: Pallavolo.',
    ],
    ['a malformed IBAN', { bankIBANNO: 'not an iban' }, 400, 'The field "bankIBANNO" is not valid.'],
    ['a short mobile number', { mobile: '12345' }, 400, 'The field "mobile" is not valid.'],
    [
      'a document issued in the future',
      { identityDocumentDateOfIssue: '2099-01-01' },
      400,
      'The field "identityDocumentDateOfIssue" must be a valid date in the past.',
    ],
    ['a malformed PEC address', { emailPEC: 'pec' }, 400, 'The field "emailPEC" must be a valid e-mail address.'],
    ['a blank bank name', { bankName: '' }, 400, 'The field "bankName" is required.'],
  ])('rejects %s', async (_label, overrides, status, message) => {
    const response = await signup(associationForm(overrides as Record<string, FormValue>));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});
