// The association sign-up's values and steps, apart from their yup schemas (associationSignupSchema.ts, loaded on
// the form's first validation).

export const ASSOCIATION_STEPS = ['association', 'address', 'bank', 'representative', 'documents'] as const;
export type AssociationStep = (typeof ASSOCIATION_STEPS)[number];

export interface AssociationSignupValues {
  firstName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  vatNumber: string;
  destinationCodice: string;
  emailPEC: string;
  speciality: string;
  websiteUrl: string;
  description: string;
  address: string;
  addressCity: string;
  addressProvince: string;
  addressProvinceCode: string;
  addressZipcode: string;
  addressCountry: string;
  addressCountryCode: string;
  bankName: string;
  bankAddress: string;
  bankAddressCity: string;
  bankAddressProvince: string;
  bankAddressZipcode: string;
  bankAddressCountry: string;
  bankIBANNO: string;
  associationRepresentativeFirstName: string;
  associationRepresentativeLastName: string;
  dob: string;
  fiscalCode: string;
  identityDocumentName: string;
  identityDocumentNumber: string;
  identityDocumentDateOfIssue: string;
  identityDocumentIssuedBy: string;
  logo: File | null;
  identityDocument: File | null;
  acceptedNewsOffers: boolean;
  acceptedPNPTNC: boolean;
}

export type AssociationTextField = {
  [K in keyof AssociationSignupValues]: AssociationSignupValues[K] extends string ? K : never;
}[keyof AssociationSignupValues];

export const emptyAssociationSignup: AssociationSignupValues = {
  firstName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  vatNumber: '',
  destinationCodice: '',
  emailPEC: '',
  speciality: '',
  websiteUrl: '',
  description: '',
  address: '',
  addressCity: '',
  addressProvince: '',
  addressProvinceCode: '',
  addressZipcode: '',
  addressCountry: 'Italia',
  addressCountryCode: 'IT',
  bankName: '',
  bankAddress: '',
  bankAddressCity: '',
  bankAddressProvince: '',
  bankAddressZipcode: '',
  bankAddressCountry: 'Italia',
  bankIBANNO: '',
  associationRepresentativeFirstName: '',
  associationRepresentativeLastName: '',
  dob: '',
  fiscalCode: '',
  identityDocumentName: '',
  identityDocumentNumber: '',
  identityDocumentDateOfIssue: '',
  identityDocumentIssuedBy: '',
  logo: null,
  identityDocument: null,
  acceptedNewsOffers: false,
  acceptedPNPTNC: false,
};
