import type { UserType } from '../db/database';

/**
 * Who made the request, as `authenticate` found them in the database when it last read the session (at most
 * SESSION_CACHE_TTL ago): routes use the id; read the users row for a name or e-mail to show or send to.
 */
export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
}
