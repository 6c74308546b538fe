import { baseApi } from '../../api/baseApi';
import type {
  ApiEnvelope,
  AssociationSignupReceipt,
  LoginCredentials,
  LoginData,
  paths,
  PublicAssociation,
  ResetCodeCheck,
  ResetPasswordBody,
  UserSignupReceipt,
} from '../../api/wire';

// Wire types come from the generated contract (src/api/wire.ts); these names are kept for the screens.
export type {
  AssociationSignupReceipt,
  EventListItem,
  GalleryImage,
  LoginCredentials,
  LoginData,
  Profile,
  PublicAssociation,
  ResetCodeCheck,
  UserSignupReceipt,
} from '../../api/wire';

/** The three parts of the link the verification e-mail carries (`/user/email/verify?id=&email=&token=`). */
export type EmailVerificationLink = paths['/api/user/verify/{id}/{email}/{token}']['get']['parameters']['path'];

/** The reset body plus the short-lived token the code check answered with, sent as the bearer. */
export type PasswordReset = ResetPasswordBody & { resetToken: string };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiEnvelope<LoginData>, LoginCredentials>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    userSignup: build.mutation<ApiEnvelope<UserSignupReceipt>, FormData>({
      query: (body) => ({ url: '/user/signup', method: 'POST', body }),
    }),
    associationSignup: build.mutation<ApiEnvelope<AssociationSignupReceipt>, FormData>({
      query: (body) => ({ url: '/user/association/signup', method: 'POST', body }),
    }),
    publicAssociations: build.query<PublicAssociation[], void>({
      query: () => '/user/associations/public',
      transformResponse: (response: ApiEnvelope<PublicAssociation[]>) => response.data,
    }),
    // A query, not a mutation: RTK Query sends it once however often the screen renders, and the link is
    // single use on the server (a second call would answer "already used").
    verifyEmail: build.query<ApiEnvelope<{ verified: boolean }>, EmailVerificationLink>({
      query: ({ id, email, token }) =>
        `/user/verify/${encodeURIComponent(id)}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    }),
    requestResetCode: build.mutation<ApiEnvelope<unknown>, { email: string }>({
      query: (body) => ({ url: '/user/forgotpassword', method: 'PUT', body }),
    }),
    verifyResetCode: build.mutation<ApiEnvelope<{ token: string }>, ResetCodeCheck>({
      query: (body) => ({ url: '/user/forgotpassword/verify/code', method: 'PUT', body }),
    }),
    resetPassword: build.mutation<ApiEnvelope<unknown>, PasswordReset>({
      query: ({ resetToken, password, confirmPassword }) => ({
        url: '/user/reset/password',
        method: 'PUT',
        headers: { Authorization: `Bearer ${resetToken}` },
        body: { password, confirmPassword },
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useUserSignupMutation,
  useAssociationSignupMutation,
  usePublicAssociationsQuery,
  useVerifyEmailQuery,
  useRequestResetCodeMutation,
  useVerifyResetCodeMutation,
  useResetPasswordMutation,
} = authApi;
