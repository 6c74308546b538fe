import { object, string, type InferType } from 'yup';
import { formatDate } from '../../../../lib/format';
import { parseDisplayDate } from '../../../../lib/parseDate';
import { PROFILE_MOBILE_MAX, PROFILE_MOBILE_PREFIX_MAX } from '../../../../lib/constants';
import type { Profile, ProfileUpdate } from '../../accountApi';

/** The date of birth is typed as DD/MM/YYYY and sent as YYYY/MM/DD. */
const WIRE_DOB_FORMAT = 'YYYY/MM/DD';

export const profileEditSchema = object({
  firstName: string().trim().required('profile.edit.errors.firstNameIsRequired'),
  lastName: string().trim().required('profile.edit.errors.lastNameIsRequired'),
  mobilePrefix: string()
    .trim()
    .required('profile.edit.errors.mobilePrefixIsRequired')
    .max(PROFILE_MOBILE_PREFIX_MAX, 'profile.edit.errors.mobilePrefixTooLong'),
  mobile: string()
    .trim()
    .required('profile.edit.errors.mobileIsRequired')
    .max(PROFILE_MOBILE_MAX, 'profile.edit.errors.mobileTooLong'),
  dob: string()
    .trim()
    .required('profile.edit.errors.dobIsRequired')
    .test('dob-format', 'profile.edit.errors.dobInvalid', (value) => !value || parseDisplayDate(value).isValid()),
  fiscalCode: string().trim().required('profile.edit.errors.fiscalCodeIsRequired'),
  address: string().trim().required('profile.edit.errors.addressIsRequired'),
});

export type ProfileEditValues = InferType<typeof profileEditSchema>;

export function profileEditValuesFrom(profile: Profile): ProfileEditValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    mobilePrefix: profile.mobilePrefix ?? '',
    mobile: profile.mobile ?? '',
    dob: formatDate(profile.dob),
    fiscalCode: profile.fiscalCode ?? '',
    address: profile.address ?? '',
  };
}

/** Only the filled fields, trimmed, with the date of birth in the wire format. */
export function profileUpdateFrom(values: ProfileEditValues): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const [field, raw] of Object.entries(values) as [keyof ProfileEditValues, string | undefined][]) {
    const value = raw?.trim();
    if (!value) continue;
    update[field] = field === 'dob' ? parseDisplayDate(value).format(WIRE_DOB_FORMAT) : value;
  }
  return update;
}
