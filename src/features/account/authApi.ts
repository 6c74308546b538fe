import { baseApi } from '../../api/baseApi';
import type { ApiEnvelope, CalendarDate, ObjectId, WireUser } from '../../api/wire';

// Account API payloads of docs/CONVENTIONS.md ("Account API"); every type is the envelope's `data`.

/** SPEC's event list shape as the profile's favourites carry it. */
export interface EventListItem {
  _id: ObjectId;
  name: string;
  picture: string | null;
  eventDate: CalendarDate;
  time: string;
  description: string;
  location: { address: string };
  endDate: CalendarDate;
  isFavourite: boolean;
}

export interface GalleryImage {
  _id: ObjectId;
  eventId: ObjectId;
  url: string;
}

/** The user as POST /user/login and GET /user/profile send it. */
export interface Profile {
  _id: ObjectId;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  mobilePrefix: string | null;
  mobile: string | null;
  dob: CalendarDate | null;
  fiscalCode: string | null;
  address: string | null;
  location: { address: string; lat: number; lng: number } | null;
  picture: string | null;
  userType: 'user' | 'association';
  isPasswordChanged: boolean;
  favouriteEvent: EventListItem[];
  images: GalleryImage[];
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginData {
  token: string;
  user: Profile;
}

/** GET /user/associations/public: the signup's "associations to follow" options. */
export interface PublicAssociation {
  _id: ObjectId;
  name: string;
}

export interface UserSignupReceipt {
  _id: ObjectId;
  email: string;
}

export interface AssociationSignupReceipt {
  _id: ObjectId;
  status: 'pending';
}

/** The three parts of the link the verification e-mail carries (`/user/email/verify?id=&email=&token=`). */
export interface EmailVerificationLink {
  id: string;
  email: string;
  token: string;
}

export interface ResetCodeCheck {
  email: string;
  code: string;
}

export interface PasswordReset {
  /** The short-lived token the code check answered with, sent as the bearer. */
  resetToken: string;
  password: string;
  confirmPassword: string;
}

/** The session slice keeps the fields of WireUser; the profile's nulls become "not given". */
export function toWireUser(profile: Profile): WireUser {
  return {
    _id: profile._id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: profile.fullName,
    email: profile.email,
    mobilePrefix: profile.mobilePrefix ?? undefined,
    mobile: profile.mobile ?? undefined,
    picture: profile.picture,
    isPasswordChanged: profile.isPasswordChanged,
  };
}

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
