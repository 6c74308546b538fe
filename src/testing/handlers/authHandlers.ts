import { http, HttpResponse } from 'msw';
import type {
  AssociationSignupReceipt,
  EmailVerificationLink,
  LoginCredentials,
  LoginData,
  PublicAssociation,
  ResetCodeCheck,
  UserSignupReceipt,
} from '../../features/account/authApi';
import { nextObjectId } from '../fixtures/objectId';
import { buildLoginData, buildPublicAssociations } from '../fixtures/userFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

export interface AuthHandlersOptions {
  login?: EndpointOptions<LoginCredentials> & { data?: LoginData };
  userSignup?: EndpointOptions<FormData> & { receipt?: UserSignupReceipt };
  associationSignup?: EndpointOptions<FormData> & { receipt?: AssociationSignupReceipt };
  publicAssociations?: EndpointOptions<void> & { associations?: PublicAssociation[] };
  verifyEmail?: EndpointOptions<EmailVerificationLink>;
  requestResetCode?: EndpointOptions<{ email: string }>;
  /** `validCode` is the only code accepted (400 otherwise) unless an error is given. */
  verifyResetCode?: EndpointOptions<ResetCodeCheck> & { validCode?: string; resetToken?: string };
  /** Receives the body with the Authorization header the reset token travels in. */
  resetPassword?: EndpointOptions<PasswordReset>;
}

/** PUT /user/reset/password as the handler received it. */
export interface PasswordReset {
  body: { password: string; confirmPassword: string };
  authorization: string | null;
}

/** The account API's sign-in endpoints as the reference server answers them. */
export function authHandlers(options: AuthHandlersOptions = {}) {
  const answerLogin = endpoint(options.login);
  const answerUserSignup = endpoint(options.userSignup);
  const answerAssociationSignup = endpoint(options.associationSignup);
  const answerPublicAssociations = endpoint(options.publicAssociations);
  const answerVerifyEmail = endpoint(options.verifyEmail);
  const answerRequestResetCode = endpoint(options.requestResetCode);
  const answerVerifyResetCode = endpoint(options.verifyResetCode);
  const answerResetPassword = endpoint(options.resetPassword);

  return [
    http.post('*/api/user/login', async ({ request }) => {
      const body = (await request.json()) as LoginCredentials;
      return answerLogin(body, () =>
        HttpResponse.json({ message: 'Accesso effettuato', data: options.login?.data ?? buildLoginData() }),
      );
    }),

    http.post('*/api/user/signup', async ({ request }) => {
      const form = await request.formData();
      return answerUserSignup(form, () =>
        HttpResponse.json(
          {
            message: 'Registrazione completata: controlla la tua e-mail',
            data: options.userSignup?.receipt ?? { _id: nextObjectId(), email: String(form.get('email')) },
          },
          { status: 201 },
        ),
      );
    }),

    http.post('*/api/user/association/signup', async ({ request }) => {
      const form = await request.formData();
      return answerAssociationSignup(form, () =>
        HttpResponse.json(
          {
            message: 'Richiesta ricevuta',
            data: options.associationSignup?.receipt ?? { _id: nextObjectId(), status: 'pending' },
          },
          { status: 201 },
        ),
      );
    }),

    http.get('*/api/user/associations/public', () =>
      answerPublicAssociations(undefined, () =>
        HttpResponse.json({
          message: 'OK',
          data: options.publicAssociations?.associations ?? buildPublicAssociations(),
        }),
      ),
    ),

    http.get('*/api/user/verify/:id/:email/:token', ({ params }) => {
      const link = { id: String(params.id), email: String(params.email), token: String(params.token) };
      return answerVerifyEmail(link, () =>
        HttpResponse.json({ message: 'E-mail verificata', data: { verified: true } }),
      );
    }),

    http.put('*/api/user/forgotpassword', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return answerRequestResetCode(body, () =>
        HttpResponse.json({ message: 'Se l’indirizzo è registrato, riceverai un codice', data: null }),
      );
    }),

    http.put('*/api/user/forgotpassword/verify/code', async ({ request }) => {
      const body = (await request.json()) as ResetCodeCheck;
      const { validCode = '123456', resetToken = 'reset-token-1' } = options.verifyResetCode ?? {};
      return answerVerifyResetCode(body, () =>
        body.code === validCode
          ? HttpResponse.json({ message: 'Codice verificato', data: { token: resetToken } })
          : errorResponse({ message: 'Codice non valido', statusCode: 400, error: 'Bad Request' }),
      );
    }),

    http.put('*/api/user/reset/password', async ({ request }) => {
      const body = (await request.json()) as PasswordReset['body'];
      return answerResetPassword({ body, authorization: request.headers.get('Authorization') }, () =>
        HttpResponse.json({ message: 'Password aggiornata', data: null }),
      );
    }),
  ];
}
