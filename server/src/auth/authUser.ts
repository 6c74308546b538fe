import type { UserType } from '../db/database';

/** Who made the request, as `authenticate` found them in the database. */
export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
}
