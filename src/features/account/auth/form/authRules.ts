import { ref, string } from 'yup';
import dayjs from '../../../../lib/dayjs';
import { PASSWORD_MIN_LENGTH, SIGNUP_MOBILE_DIGITS, SIGNUP_MOBILE_PREFIX_DIGITS } from '../../../../lib/constants';
import { message } from '../validationMessages';

// Rules of SPEC section 5's catalogue shared by the login, recovery and signup forms.

export const FORM_DATE_FORMAT = 'DD/MM/YYYY';
const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

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

function parseFormDate(value: string) {
  return dayjs(value.trim(), FORM_DATE_FORMAT, true);
}

/** A past (or today's) calendar date typed as DD/MM/YYYY. */
export const pastDateRule = (requiredKey: Parameters<typeof message>[0] = 'dobRequired') =>
  string()
    .trim()
    .required(message(requiredKey))
    .test('date-format', message('dateInvalid'), (value) => !value || parseFormDate(value).isValid())
    .test('date-past', message('dateInFuture'), (value) => {
      const date = value ? parseFormDate(value) : null;
      return !date?.isValid() || !date.isAfter(dayjs(), 'day');
    });

/** DD/MM/YYYY as typed to the wire's YYYY-MM-DD. */
export function formDateToWire(value: string): string {
  return parseFormDate(value).format(WIRE_DATE_FORMAT);
}
