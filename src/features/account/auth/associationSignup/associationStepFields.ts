import type { AssociationStep, AssociationTextField } from './associationSignupValues';

export interface TextFieldSpec {
  name: AssociationTextField;
  required?: boolean;
  type?: 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  /** Half width from the sm breakpoint up. */
  half?: boolean;
  placeholderDate?: boolean;
}

/** The text fields of each step, in order; the documents step has files and consents instead. */
export const associationStepFields: Record<Exclude<AssociationStep, 'documents'>, TextFieldSpec[]> = {
  association: [
    { name: 'firstName', required: true, autoComplete: 'organization' },
    { name: 'email', required: true, type: 'email', autoComplete: 'email', half: true },
    { name: 'mobile', required: true, type: 'tel', autoComplete: 'tel-national', half: true },
    { name: 'password', required: true, type: 'password', autoComplete: 'new-password', half: true },
    { name: 'confirmPassword', required: true, type: 'password', autoComplete: 'new-password', half: true },
    { name: 'vatNumber', half: true },
    { name: 'destinationCodice', half: true },
    { name: 'emailPEC', type: 'email' },
    { name: 'speciality', required: true, half: true },
    { name: 'websiteUrl', required: true, type: 'url', autoComplete: 'url', half: true },
    { name: 'description', required: true, multiline: true },
  ],
  address: [
    { name: 'address', required: true, autoComplete: 'street-address' },
    { name: 'addressCity', required: true, autoComplete: 'address-level2', half: true },
    { name: 'addressZipcode', required: true, autoComplete: 'postal-code', half: true },
    { name: 'addressProvince', required: true, autoComplete: 'address-level1', half: true },
    { name: 'addressProvinceCode', required: true, half: true },
    { name: 'addressCountry', required: true, autoComplete: 'country-name', half: true },
    { name: 'addressCountryCode', required: true, autoComplete: 'country', half: true },
  ],
  bank: [
    { name: 'bankName', required: true },
    { name: 'bankIBANNO', required: true },
    { name: 'bankAddress', required: true },
    { name: 'bankAddressCity', required: true, half: true },
    { name: 'bankAddressZipcode', required: true, half: true },
    { name: 'bankAddressProvince', required: true, half: true },
    { name: 'bankAddressCountry', required: true, half: true },
  ],
  representative: [
    { name: 'associationRepresentativeFirstName', required: true, half: true },
    { name: 'associationRepresentativeLastName', required: true, half: true },
    { name: 'dob', required: true, half: true, placeholderDate: true },
    { name: 'fiscalCode', half: true },
    { name: 'identityDocumentName', required: true, half: true },
    { name: 'identityDocumentNumber', required: true, half: true },
    { name: 'identityDocumentDateOfIssue', required: true, half: true, placeholderDate: true },
    { name: 'identityDocumentIssuedBy', required: true, half: true },
  ],
};
