import { array, number, object, string, type InferType } from 'yup';
import { confirmPasswordRule, emailRule, mobilePrefixRule, mobileRule, newPasswordRule } from '../form/authRules';
import { pastDateRule } from '../form/dateRules';
import { message } from '../validationMessages';

/** SPEC section 3 "User signup" as the form holds it; dob is typed DD/MM/YYYY. */
export const userSignupSchema = object({
  firstName: string().trim().required(message('firstNameRequired')),
  lastName: string().trim().required(message('lastNameRequired')),
  mobilePrefix: mobilePrefixRule(),
  mobile: mobileRule(),
  dob: pastDateRule('dobRequired'),
  fiscalCode: string().trim().uppercase().default(''),
  email: emailRule(),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
  address: string().trim().required(message('addressRequired')),
  lat: number().nullable().default(null),
  lng: number().nullable().default(null),
  associations: array(string().defined()).default([]),
});

export type UserSignupValues = InferType<typeof userSignupSchema>;
