import type { Static } from 'typebox';
import { nowIso } from '../../db/mapping';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { CheckedFile } from '../../storage/multipartForm';
import { associationReceivedMail } from './account.mails';
import { accountTexts } from './account.texts';
import { isTrueText, isUniqueViolation, normaliseCode, normaliseEmail, parsePastDate } from './formValues';
import type { AssociationSignupFieldsSchema } from './signup.schemas';
import { chosenSpecialityId } from './specialityChoice';
import { assertEmailFree, type SignupDeps } from './signup.service';

export type AssociationSignupFields = Static<typeof AssociationSignupFieldsSchema>;

export interface AssociationFiles {
  logo: CheckedFile;
  identityDocument: CheckedFile;
}

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Stores the association as pending (the admin site approves it) and confirms receipt by mail. */
export async function signUpAssociation(
  deps: Omit<SignupDeps, 'publicUrl'>,
  fields: AssociationSignupFields,
  files: AssociationFiles,
): Promise<{ id: string }> {
  const { db, language } = deps;
  const email = normaliseEmail(fields.email);
  if (fields.confirmPassword !== fields.password) throw accountTexts.error(400, 'passwordsDoNotMatch');
  if (!isTrueText(fields.acceptedPNPTNC)) throw accountTexts.error(400, 'mustAcceptTerms');
  const dob = parsePastDate(fields.dob);
  if (!dob) throw accountTexts.error(400, 'invalidDate', { field: 'dob' });
  const issuedOn = parsePastDate(fields.identityDocumentDateOfIssue);
  if (!issuedOn) throw accountTexts.error(400, 'invalidDate', { field: 'identityDocumentDateOfIssue' });
  const specialityId = await chosenSpecialityId(db, fields.speciality);
  await assertEmailFree(db, email);

  const id = newId();
  const passwordHash = await hashPassword(fields.password);
  const logoUrl = await deps.uploads.save('association-logo', files.logo.bytes, files.logo.type);
  const documentUrl = await deps.uploads.save(
    'identity-document',
    files.identityDocument.bytes,
    files.identityDocument.type,
  );
  const now = nowIso();
  try {
    await db
      .insertInto('users')
      .values({
        id,
        user_type: 'association',
        email,
        password_hash: passwordHash,
        first_name: fields.firstName,
        last_name: '',
        mobile_prefix: fields.mobilePrefix ?? null,
        mobile: fields.mobile,
        dob,
        fiscal_code: normaliseCode(fields.fiscalCode),
        address: fields.address,
        lat: null,
        lng: null,
        picture: logoUrl,
        email_verified_at: null,
        is_password_changed: 0,
        device_token: null,
        device_id: null,
        accepted_news_offers: isTrueText(fields.acceptedNewsOffers),
        accepted_pnp_tnc: true,
        approval_status: 'pending',
        vat_number: normaliseCode(fields.vatNumber),
        destination_codice: normaliseCode(fields.destinationCodice),
        email_pec: fields.emailPEC ? normaliseEmail(fields.emailPEC) : null,
        address_city: fields.addressCity,
        address_province: fields.addressProvince,
        address_province_code: fields.addressProvinceCode.toUpperCase(),
        address_country_code: fields.addressCountryCode.toUpperCase(),
        address_country: fields.addressCountry,
        address_zipcode: fields.addressZipcode,
        bank_name: fields.bankName,
        bank_address: fields.bankAddress,
        bank_address_city: fields.bankAddressCity,
        bank_address_province: fields.bankAddressProvince,
        bank_address_zipcode: fields.bankAddressZipcode,
        bank_address_country: fields.bankAddressCountry,
        bank_iban: normaliseCode(fields.bankIBANNO),
        representative_first_name: fields.associationRepresentativeFirstName,
        representative_last_name: fields.associationRepresentativeLastName,
        identity_document_name: fields.identityDocumentName,
        identity_document_number: fields.identityDocumentNumber,
        identity_document_date_of_issue: issuedOn,
        identity_document_issued_by: fields.identityDocumentIssuedBy,
        identity_document_url: documentUrl,
        speciality_id: specialityId,
        website_url: withScheme(fields.websiteUrl),
        description: fields.description,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    await Promise.all([deps.uploads.remove(logoUrl), deps.uploads.remove(documentUrl)]);
    if (isUniqueViolation(error)) throw accountTexts.error(409, 'emailTaken');
    throw error;
  }
  await deps.mailer.send(associationReceivedMail(language, email, fields.firstName));
  return { id };
}
