import type { Static } from 'typebox';
import type { UserRow } from '../../db/database';
import { toBool, toDateOnly, toNumber } from '../../db/mapping';
import type { GalleryImageSchema, ProfileSchema } from './account.schemas';
import type { EventListItem } from '../../contract/event';

export type Profile = Static<typeof ProfileSchema>;
export type GalleryImage = Static<typeof GalleryImageSchema>;

export const PROFILE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile_prefix',
  'mobile',
  'dob',
  'fiscal_code',
  'address',
  'lat',
  'lng',
  'picture',
  'user_type',
  'is_password_changed',
] as const satisfies readonly (keyof UserRow)[];

export type ProfileColumns = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]>;

/** What the profile shows besides the user's own row. */
export interface ProfileRelations {
  favouriteEvent: EventListItem[];
  images: GalleryImage[];
}

export function toProfile(row: ProfileColumns, relations: ProfileRelations): Profile {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    mobilePrefix: row.mobile_prefix,
    mobile: row.mobile,
    dob: toDateOnly(row.dob),
    fiscalCode: row.fiscal_code,
    address: row.address,
    location: row.address ? { address: row.address, lat: toNumber(row.lat), lng: toNumber(row.lng) } : null,
    picture: row.picture,
    userType: row.user_type,
    isPasswordChanged: toBool(row.is_password_changed),
    favouriteEvent: relations.favouriteEvent,
    images: relations.images,
  };
}
