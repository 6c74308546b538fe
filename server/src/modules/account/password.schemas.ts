import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';

const MessageOnly = Type.Object({ message: Type.String() });
const Email = Type.String({ format: 'email', maxLength: 254 });
const NewPassword = Type.String({ minLength: 6, maxLength: 200 });

export const ForgotPasswordBodySchema = Type.Object({ email: Email }, { examples: [{ email: 'mario@campo.test' }] });

export const ForgotPasswordResponses = {
  200: MessageOnly,
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const VerifyCodeBodySchema = Type.Object(
  {
    email: Email,
    code: Type.String({ pattern: '^\\d{6}$', description: 'The 6 digits of the mail' }),
  },
  { examples: [{ email: 'mario@campo.test', code: '482913' }] },
);

export const VerifyCodeResponses = {
  200: Type.Object({
    message: Type.String(),
    data: Type.Object({
      token: Type.String({ description: 'Reset token (15 minutes): the bearer of PUT /user/reset/password' }),
    }),
  }),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  410: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const ResetPasswordBodySchema = Type.Object(
  {
    password: NewPassword,
    confirmPassword: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { examples: [{ password: 'NuovaPassword26', confirmPassword: 'NuovaPassword26' }] },
);

export const ResetPasswordResponses = {
  200: MessageOnly,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const ChangePasswordBodySchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: NewPassword,
    confirmPassword: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { examples: [{ oldPassword: 'Campo2026!', newPassword: 'NuovaPassword26', confirmPassword: 'NuovaPassword26' }] },
);

export const ChangePasswordResponses = {
  200: MessageOnly,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};
