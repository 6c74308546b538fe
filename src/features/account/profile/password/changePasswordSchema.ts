import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../../../../lib/constants';
import type { ChangePasswordBody } from '../../accountApi';

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
