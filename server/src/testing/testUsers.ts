import type { Db, UserType } from '../db/database';
import { nowIso } from '../db/mapping';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';

export interface TestUserOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  userType?: UserType;
  verified?: boolean;
}

/** Inserts a user straight into the database; returns its id and the plain password. */
export async function insertTestUser(db: Db, options: TestUserOptions = {}) {
  const id = newId();
  const password = options.password ?? 'segreta123';
  const email = options.email ?? `user-${id}@campo.test`;
  await db
    .insertInto('users')
    .values({
      id,
      user_type: options.userType ?? 'user',
      email,
      password_hash: await hashPassword(password),
      first_name: options.firstName ?? 'Luca',
      last_name: options.lastName ?? 'Verdi',
      mobile_prefix: '+39',
      mobile: '3331234567',
      dob: '1990-04-12',
      address: 'Via Roma 1, Milano',
      email_verified_at: options.verified === false ? null : nowIso(),
      is_password_changed: 0,
    })
    .execute();
  return { id, email, password };
}
