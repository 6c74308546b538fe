import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../api/wire';
import type {
  AssociationSignupReceipt,
  EmailVerificationLink,
  LoginCredentials,
  LoginData,
  PublicAssociation,
  ResetCodeCheck,
  UserSignupReceipt,
} from '../../features/account/authApi';
import { buildLoginData, buildPublicAssociations, nextObjectId } from '../fixtures/userFixtures';

/** Options of one endpoint: an error body makes it fail with that body's status; else it succeeds. */
interface EndpointOptions<Body> {
  error?: ApiErrorBody;
  /** Receives every request body, so a test can check what the screen sent. */
  onRequest?: (body: Body, request: Request) => void;
  /** The response waits for this promise, so a test can look at the page while the request is in flight. */
  holdUntil?: Promise<unknown>;
}

export interface AuthHandlersOptions {
  login?: EndpointOptions<LoginCredentials> & { data?: LoginData };
  userSignup?: EndpointOptions<FormData> & { receipt?: UserSignupReceipt };
  associationSignup?: EndpointOptions<FormData> & { receipt?: AssociationSignupReceipt };
  publicAssociations?: EndpointOptions<void> & { associations?: PublicAssociation[] };
  verifyEmail?: EndpointOptions<EmailVerificationLink>;
  requestResetCode?: EndpointOptions<{ email: string }>;
  /** `validCode` is the only code accepted (400 otherwise) unless an error is given. */
  verifyResetCode?: EndpointOptions<ResetCodeCheck> & { validCode?: string; resetToken?: string };
  resetPassword?: EndpointOptions<{ password: string; confirmPassword: string }>;
}

function errorResponse(body: ApiErrorBody) {
  return HttpResponse.json(body, { status: body.statusCode });
}

async function answer<Body>(
  options: EndpointOptions<Body> | undefined,
  body: Body,
  request: Request,
  success: () => Response,
): Promise<Response> {
  options?.onRequest?.(body, request);
  await options?.holdUntil;
  return options?.error ? errorResponse(options.error) : success();
}

/** The account API's sign-in endpoints as the reference server answers them. */
export function authHandlers(options: AuthHandlersOptions = {}) {
  return [
    http.post('*/api/user/login', async ({ request }) => {
      const body = (await request.json()) as LoginCredentials;
      return answer(options.login, body, request, () =>
        HttpResponse.json({ message: 'Accesso effettuato', data: options.login?.data ?? buildLoginData() }),
      );
    }),

    http.post('*/api/user/signup', async ({ request }) => {
      const form = await request.formData();
      return answer(options.userSignup, form, request, () =>
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
      return answer(options.associationSignup, form, request, () =>
        HttpResponse.json(
          {
            message: 'Richiesta ricevuta',
            data: options.associationSignup?.receipt ?? { _id: nextObjectId(), status: 'pending' },
          },
          { status: 201 },
        ),
      );
    }),

    http.get('*/api/user/associations/public', async ({ request }) =>
      answer(options.publicAssociations, undefined, request, () =>
        HttpResponse.json({
          message: 'OK',
          data: options.publicAssociations?.associations ?? buildPublicAssociations(),
        }),
      ),
    ),

    http.get('*/api/user/verify/:id/:email/:token', async ({ request, params }) => {
      const link = { id: String(params.id), email: String(params.email), token: String(params.token) };
      return answer(options.verifyEmail, link, request, () =>
        HttpResponse.json({ message: 'E-mail verificata', data: { verified: true } }),
      );
    }),

    http.put('*/api/user/forgotpassword', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return answer(options.requestResetCode, body, request, () =>
        HttpResponse.json({ message: 'Se l’indirizzo è registrato, riceverai un codice', data: null }),
      );
    }),

    http.put('*/api/user/forgotpassword/verify/code', async ({ request }) => {
      const body = (await request.json()) as ResetCodeCheck;
      const { validCode = '123456', resetToken = 'reset-token-1' } = options.verifyResetCode ?? {};
      return answer(options.verifyResetCode, body, request, () =>
        body.code === validCode
          ? HttpResponse.json({ message: 'Codice verificato', data: { token: resetToken } })
          : errorResponse({ message: 'Codice non valido', statusCode: 400, error: 'Bad Request' }),
      );
    }),

    http.put('*/api/user/reset/password', async ({ request }) => {
      const body = (await request.json()) as { password: string; confirmPassword: string };
      return answer(options.resetPassword, body, request, () =>
        HttpResponse.json({ message: 'Password aggiornata', data: null }),
      );
    }),
  ];
}
