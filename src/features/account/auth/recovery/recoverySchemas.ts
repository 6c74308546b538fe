import { object, string } from 'yup';
import { confirmPasswordRule, emailRule, newPasswordRule } from '../form/authRules';
import { message } from '../validationMessages';

export const RESET_CODE_LENGTH = 6;

export const recoveryEmailSchema = object({ email: emailRule() });

export const recoveryCodeSchema = object({
  code: string()
    .trim()
    .required(message('codeRequired'))
    .matches(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), message('codeDigits')),
});

export const recoveryPasswordSchema = object({
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});
