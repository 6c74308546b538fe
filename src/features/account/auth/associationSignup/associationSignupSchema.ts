import { boolean, object, string, type Schema } from 'yup';
import { confirmPasswordRule, emailRule, mobileRule, newPasswordRule } from '../form/authRules';
import { pastDateRule } from '../form/dateRules';
import { message } from '../validationMessages';
import { identityDocumentRule, logoRule } from './associationFileRules';
import type { AssociationStep } from './associationSignupValues';

// SPEC section 3 "Association signup", one schema per step so each step is checked before the next one opens.

const required = () => string().trim().required(message('fieldRequired'));
const optional = () => string().trim().default('');

const websitePattern = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i;
const ibanPattern = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export const associationStepSchemas: Record<AssociationStep, Schema> = {
  association: object({
    firstName: string().trim().required(message('associationNameRequired')),
    email: emailRule(),
    mobile: mobileRule(),
    password: newPasswordRule(),
    confirmPassword: confirmPasswordRule('password'),
    vatNumber: optional(),
    destinationCodice: optional(),
    emailPEC: optional().email(message('emailInvalid')),
    speciality: string().trim().required(message('specialityRequired')),
    websiteUrl: string()
      .trim()
      .required(message('websiteUrlRequired'))
      .matches(websitePattern, message('websiteUrlInvalid')),
    description: string().trim().required(message('descriptionRequired')),
  }),
  address: object({
    address: string().trim().required(message('addressRequired')),
    addressCity: required(),
    addressProvince: required(),
    addressProvinceCode: required(),
    addressZipcode: required(),
    addressCountry: required(),
    addressCountryCode: required().matches(/^[A-Za-z]{2}$/, message('countryCodeInvalid')),
  }),
  bank: object({
    bankName: required(),
    bankAddress: required(),
    bankAddressCity: required(),
    bankAddressProvince: required(),
    bankAddressZipcode: required(),
    bankAddressCountry: required(),
    bankIBANNO: required().test('iban', message('ibanInvalid'), (value) =>
      ibanPattern.test((value ?? '').replace(/\s+/g, '').toUpperCase()),
    ),
  }),
  representative: object({
    associationRepresentativeFirstName: string().trim().required(message('firstNameRequired')),
    associationRepresentativeLastName: string().trim().required(message('lastNameRequired')),
    dob: pastDateRule('dobRequired'),
    fiscalCode: optional(),
    identityDocumentName: required(),
    identityDocumentNumber: required(),
    identityDocumentDateOfIssue: pastDateRule('fieldRequired'),
    identityDocumentIssuedBy: required(),
  }),
  documents: object({
    logo: logoRule(),
    identityDocument: identityDocumentRule(),
    acceptedNewsOffers: boolean().default(false),
    acceptedPNPTNC: boolean().oneOf([true], message('termsRequired')),
  }),
};
