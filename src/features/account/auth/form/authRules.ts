import { ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH, SIGNUP_MOBILE_DIGITS, SIGNUP_MOBILE_PREFIX_DIGITS } from '../../../../lib/constants';
import { message } from '../validationMessages';

// Rules of SPEC section 5's catalogue shared by the login, recovery and signup forms; the date rules (with dayjs)
// are in dateRules.ts, which only the signups need.

const mobilePattern = new RegExp(`^\\d{${SIGNUP_MOBILE_DIGITS}}$`);
const mobilePrefixPattern = new RegExp(`^\\d{1,${SIGNUP_MOBILE_PREFIX_DIGITS}}$`);

export const emailRule = () => string().trim().required(message('emailRequired')).email(message('emailInvalid'));

export const newPasswordRule = () =>
  string().required(message('passwordRequired')).min(PASSWORD_MIN_LENGTH, message('passwordMin'));

export const confirmPasswordRule = (passwordField = 'password') =>
  string()
    .required(message('confirmPasswordRequired'))
    .oneOf([ref(passwordField)], message('passwordsMismatch'));

export const mobileRule = () =>
  string().trim().required(message('mobileRequired')).matches(mobilePattern, message('mobileDigits'));

export const mobilePrefixRule = () =>
  string().trim().required(message('mobilePrefixRequired')).matches(mobilePrefixPattern, message('mobilePrefixDigits'));
