import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import type { Language } from '../../i18n/language';
import { isId, newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import type { CheckedFile } from '../../storage/multipartForm';
import type { UploadStore } from '../../storage/uploadStore';
import { verificationLink, verificationMail } from './account.mails';
import { accountTexts } from './account.texts';
import { createEmailVerification } from './emailVerification';
import { isUniqueViolation, normaliseCode, normaliseEmail, parseCoordinates, parsePastDate } from './formValues';
import type { UserSignupFieldsSchema } from './signup.schemas';

export type UserSignupFields = Static<typeof UserSignupFieldsSchema>;

export interface SignupDeps {
  db: Db;
  uploads: UploadStore;
  mailer: Mailer;
  publicUrl: string;
  language: Language;
}

const MAX_FOLLOWED_AT_SIGNUP = 100;

function parseAssociationIds(text: string | undefined): string[] {
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw accountTexts.error(400, 'invalidAssociationList');
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_FOLLOWED_AT_SIGNUP || !parsed.every(isId)) {
    throw accountTexts.error(400, 'invalidAssociationList');
  }
  return [...new Set(parsed)];
}

async function assertApprovedAssociations(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('user_type', '=', 'association')
    .where('approval_status', '=', 'approved')
    .execute();
  if (found.length !== ids.length) throw accountTexts.error(400, 'unknownAssociation');
}

export async function assertEmailFree(db: Db, email: string): Promise<void> {
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw accountTexts.error(409, 'emailTaken');
}

/**
 * Creates an unverified user who follows the chosen associations, and mails the verification link.
 * Everything is checked before the picture is written; a failed insert removes it again.
 */
export async function signUpUser(
  deps: SignupDeps,
  fields: UserSignupFields,
  picture: CheckedFile | undefined,
): Promise<{ id: string; email: string }> {
  const { db, language } = deps;
  const email = normaliseEmail(fields.email);
  if (fields.confirmPassword !== undefined && fields.confirmPassword !== fields.password) {
    throw accountTexts.error(400, 'passwordsDoNotMatch');
  }
  const dob = parsePastDate(fields.dob);
  if (!dob) throw accountTexts.error(400, 'invalidDate', { field: 'dob' });
  const coordinates = parseCoordinates(fields.lat, fields.lng);
  if (coordinates === 'invalid') throw accountTexts.error(400, 'invalidCoordinates');
  const associationIds = parseAssociationIds(fields.associations);
  await assertApprovedAssociations(db, associationIds);
  await assertEmailFree(db, email);

  const id = newId();
  const passwordHash = await hashPassword(fields.password);
  const pictureUrl = picture ? await deps.uploads.save('profile', picture.bytes, picture.type) : null;
  let token: string;
  try {
    token = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      await trx
        .insertInto('users')
        .values({
          id,
          user_type: 'user',
          email,
          password_hash: passwordHash,
          first_name: fields.firstName,
          last_name: fields.lastName,
          mobile_prefix: fields.mobilePrefix,
          mobile: fields.mobile,
          dob,
          fiscal_code: normaliseCode(fields.fiscalCode),
          address: fields.address,
          lat: coordinates?.lat ?? null,
          lng: coordinates?.lng ?? null,
          picture: pictureUrl,
          email_verified_at: null,
          is_password_changed: 0,
          device_token: fields.deviceToken ?? null,
          device_id: fields.deviceId ?? null,
          device_type: fields.deviceType ?? 'web',
          language,
          accepted_news_offers: 0,
          accepted_pnp_tnc: 0,
          approval_status: 'approved',
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (associationIds.length > 0) {
        await trx
          .insertInto('follows')
          .values(associationIds.map((associationId) => ({ id: newId(), user_id: id, association_id: associationId })))
          .execute();
      }
      return createEmailVerification(trx, id);
    });
  } catch (error) {
    await deps.uploads.remove(pictureUrl);
    if (isUniqueViolation(error)) throw accountTexts.error(409, 'emailTaken');
    throw error;
  }

  const link = verificationLink(deps.publicUrl, id, email, token);
  await deps.mailer.send(verificationMail(language, email, fields.firstName, link));
  return { id, email };
}
