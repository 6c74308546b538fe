import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../../../../lib/constants';
import type { ChangePasswordBody } from '../../accountApi';

export const changePasswordErrorKeys = [
  'profile.password.errors.oldPasswordRequired',
  'profile.password.errors.passwordRequired',
  'profile.password.errors.passwordTooShort',
  'profile.password.errors.confirmPasswordRequired',
  'profile.password.errors.passwordsDoNotMatch',
] as const;

export type ChangePasswordErrorKey = (typeof changePasswordErrorKeys)[number];

export function isChangePasswordErrorKey(value: unknown): value is ChangePasswordErrorKey {
  return changePasswordErrorKeys.includes(value as ChangePasswordErrorKey);
}

/** SPEC section 5, change password. Passwords are taken as typed: spaces count. */
export const changePasswordSchema = object({
  oldPassword: string().required('profile.password.errors.oldPasswordRequired'),
  newPassword: string()
    .required('profile.password.errors.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'profile.password.errors.passwordTooShort'),
  confirmPassword: string()
    .required('profile.password.errors.confirmPasswordRequired')
    .oneOf([ref('newPassword')], 'profile.password.errors.passwordsDoNotMatch'),
});

export const emptyChangePassword: ChangePasswordBody = { oldPassword: '', newPassword: '', confirmPassword: '' };
