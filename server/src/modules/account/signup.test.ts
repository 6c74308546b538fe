import { multipartPayload, type FormValue } from '../../storage/testing/multipartPayload';
import { jpegFile, pngFile, textFileNamedJpg } from '../../storage/testing/sampleFiles';
import { isStored, storedUploadCount } from '../../storage/testing/storedUploads';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { insertTestUser } from '../../testing/testUsers';
import { insertAssociation } from './testing/fixtures';
import { mailbox } from './testing/session';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://campo.example' });
});

afterAll(() => t.close());

const english = { 'accept-language': 'en' };

function signupForm(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    mobilePrefix: '0039',
    mobile: '3471234567',
    dob: '1995-06-20',
    email: `giulia.${Math.random().toString(16).slice(2)}@example.it`,
    password: 'tennis2026',
    confirmPassword: 'tennis2026',
    address: 'Corso Buenos Aires 10, Milano',
    associations: '[]',
    deviceToken: '',
    deviceId: 'browser-1',
    ...overrides,
  };
}

const signup = (form: Record<string, FormValue>, headers: Record<string, string> = {}) => {
  const { payload, headers: multipart } = multipartPayload(form);
  return t.api({ method: 'POST', url: '/api/user/signup', payload, headers: { ...multipart, ...headers } });
};

const verifyPathFrom = (mailText: string) => {
  const link = new URL(/https:\/\/campo\.example\/user\/email\/verify\?\S+/.exec(mailText)![0]);
  const [id, email, token] = ['id', 'email', 'token'].map((key) => link.searchParams.get(key)!);
  return { id, email, token, path: `/api/user/verify/${id}/${encodeURIComponent(email)}/${token}` };
};

describe('POST /api/user/signup', () => {
  it('creates an unverified user, follows the associations and mails a link that verifies, then login works', async () => {
    const association = await insertAssociation(t.database.db, { name: 'Polisportiva Navigli' });
    const form = signupForm({
      email: ' Giulia.Bianchi@Example.IT ',
      associations: JSON.stringify([association.id]),
      lat: '45.4781',
      lng: '9.2095',
      fiscalCode: 'bncglu95h60f205x',
      picture: pngFile(),
    });
    const response = await signup(form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(
      "Registrazione completata: ti abbiamo inviato un link per confermare l'indirizzo e-mail.",
    );
    expect(body.data).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: 'giulia.bianchi@example.it' });

    const stored = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_type: 'user',
      first_name: 'Giulia',
      mobile_prefix: '0039',
      dob: '1995-06-20',
      fiscal_code: 'BNCGLU95H60F205X',
      lat: 45.4781,
      lng: 9.2095,
      device_type: 'web',
      device_id: 'browser-1',
      device_token: null,
      email_verified_at: null,
    });
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.picture).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.png$/);
    expect(await isStored(t, stored.picture!)).toBe(true);
    const follows = await t.database.db
      .selectFrom('follows')
      .select('association_id')
      .where('user_id', '=', stored.id)
      .execute();
    expect(follows).toEqual([{ association_id: association.id }]);

    const login = () =>
      t.api({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'giulia.bianchi@example.it', password: 'tennis2026' },
      });
    expect((await login()).statusCode).toBe(403);

    const [mail] = await mailbox(t, 'giulia.bianchi@example.it');
    expect(mail.subject).toBe('Conferma il tuo indirizzo e-mail');
    const link = verifyPathFrom(mail.text);
    expect(link).toMatchObject({
      id: stored.id,
      email: 'giulia.bianchi@example.it',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const verification = await t.database.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('user_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(verification.token_hash).not.toBe(link.token);

    const verified = await t.api({ url: link.path });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Indirizzo e-mail confermato: ora puoi accedere.',
      data: { verified: true },
    });

    const loggedIn = await login();
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data.user).toMatchObject({ email: 'giulia.bianchi@example.it', picture: stored.picture });

    const again = await t.api({ url: link.path, headers: english });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This confirmation link was already used: you can log in.');
  });

  it('answers 410 for a link older than 48 hours and 400 for a wrong token or e-mail', async () => {
    const response = await signup(signupForm());
    const { email } = response.json().data;
    const link = verifyPathFrom((await mailbox(t, email))[0].text);
    await t.database.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', link.id)
      .execute();
    const expired = await t.api({ url: link.path, headers: english });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This confirmation link has expired: use "Forgot password" to get a code and log in.',
    );

    const wrongToken = await t.api({
      url: `/api/user/verify/${link.id}/${encodeURIComponent(email)}/${'0'.repeat(64)}`,
      headers: english,
    });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.json().message).toBe('This confirmation link is not valid.');
    const wrongEmail = await t.api({ url: `/api/user/verify/${link.id}/altro%40example.it/${link.token}` });
    expect(wrongEmail.statusCode).toBe(400);
    const malformed = await t.api({
      url: `/api/user/verify/not-an-id/${encodeURIComponent(email)}/xyz`,
      headers: english,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^The field "id" is not valid\.$/);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const existing = await insertTestUser(t.database.db, { email: 'marco.rossi@example.it' });
    const response = await signup(signupForm({ email: 'Marco.Rossi@example.it' }), english);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail address already exists.',
      statusCode: 409,
      error: 'Conflict',
      code: 'account.emailTaken',
    });
    const count = await t.database.db.selectFrom('users').select('id').where('email', '=', existing.email).execute();
    expect(count).toHaveLength(1);
  });

  it.each([
    [{ mobile: '34712' }, 'The field "mobile" is not valid.'],
    [{ mobilePrefix: '003901' }, 'The field "mobilePrefix" is not valid.'],
    [{ password: '12345', confirmPassword: '12345' }, 'The field "password" must have at least 6 characters.'],
    [{ confirmPassword: 'tennis2027' }, 'passwords do not match'],
    [{ email: 'giulia@' }, 'The field "email" must be a valid e-mail address.'],
    [{ firstName: '   ' }, 'The field "firstName" is required.'],
    [{ dob: '2010-02-30' }, 'The field "dob" must be a valid date in the past.'],
    [{ dob: '2999-01-01' }, 'The field "dob" must be a valid date in the past.'],
    [{ lat: '45.1' }, 'Send lat and lng together, as valid coordinates.'],
    [{ lat: '95', lng: '9' }, 'Send lat and lng together, as valid coordinates.'],
    [{ associations: 'not json' }, 'The field "associations" must be a JSON list of association ids.'],
    [{ associations: '["abc"]' }, 'The field "associations" must be a JSON list of association ids.'],
    [{ associations: JSON.stringify(['0123456789abcdef01234567']) }, 'One of the chosen associations does not exist.'],
    [{ deviceType: 'fax' }, 'The field "deviceType" has a value that is not allowed.'],
  ])('rejects %j with 400: %s', async (overrides, message) => {
    const response = await signup(signupForm(overrides), english);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('does not let a pending association be followed at signup', async () => {
    const pending = await insertAssociation(t.database.db, { status: 'pending' });
    const response = await signup(signupForm({ associations: JSON.stringify([pending.id]) }), english);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('One of the chosen associations does not exist.');
  });

  it('rejects a text file named .jpg, an oversize picture and two pictures, storing nothing', async () => {
    const before = await storedUploadCount(t);
    const fake = await signup(signupForm({ picture: textFileNamedJpg() }), english);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only image files are allowed.');
    const italian = await signup(signupForm({ picture: textFileNamedJpg() }));
    expect(italian.json().message).toBe('Sono ammessi solo file immagine.');

    const big = await signup(signupForm({ picture: jpegFile('grande.jpg', 2 * 1024 * 1024 + 1) }), english);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size must be less than 2MB.');

    const two = await signup(signupForm({ picture: [pngFile(), pngFile()] }), english);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('You can add only 1 picture.');

    const stranger = await signup(signupForm({ resume: pngFile() }), english);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('The form does not take a file named "resume".');
    expect(await storedUploadCount(t)).toBe(before);
  });

  it('answers 415 with a message for a JSON body', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/api/user/signup',
      payload: { firstName: 'x' },
      headers: english,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send this form as multipart/form-data.');
  });

  it('answers 4xx, never 500, for a broken multipart body', async () => {
    const { payload, headers } = multipartPayload(signupForm());
    const response = await t.api({
      method: 'POST',
      url: '/api/user/signup',
      payload: payload.subarray(0, 120),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Il modulo multipart non è valido.');
  });
});
