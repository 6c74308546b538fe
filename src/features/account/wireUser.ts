import type { Profile, WireUser } from '../../api/wire';

/** The session slice keeps the fields of WireUser; the profile's nulls become "not given". */
export function toWireUser(profile: Profile): WireUser {
  return {
    _id: profile._id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: profile.fullName,
    email: profile.email,
    mobilePrefix: profile.mobilePrefix ?? undefined,
    mobile: profile.mobile ?? undefined,
    picture: profile.picture,
    isPasswordChanged: profile.isPasswordChanged,
  };
}
