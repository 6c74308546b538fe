import { displayDateToWire } from '../../../../lib/displayDate';
import type { AssociationSignupValues } from './associationSignupValues';

const optionalFields = ['vatNumber', 'destinationCodice', 'emailPEC', 'fiscalCode'] as const;
const dateFields = ['dob', 'identityDocumentDateOfIssue'] as const;

/** The multipart body of POST /user/association/signup: text fields, dates as YYYY-MM-DD, both files. */
export function associationSignupFormData(values: AssociationSignupValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values) as [keyof AssociationSignupValues, unknown][]) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (!text && (optionalFields as readonly string[]).includes(name)) continue;
    if ((dateFields as readonly string[]).includes(name)) form.append(name, displayDateToWire(text) ?? '');
    else if (name === 'bankIBANNO') form.append(name, text.replace(/\s+/g, '').toUpperCase());
    else if (name === 'password' || name === 'confirmPassword') form.append(name, value);
    else form.append(name, text);
  }
  form.append('acceptedNewsOffers', String(values.acceptedNewsOffers));
  form.append('acceptedPNPTNC', String(values.acceptedPNPTNC));
  if (values.logo) form.append('logo', values.logo);
  if (values.identityDocument) form.append('identityDocument', values.identityDocument);
  return form;
}
