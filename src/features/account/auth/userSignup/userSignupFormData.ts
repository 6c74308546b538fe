import { DEFAULT_DEVICE_TYPE } from '../../../../lib/constants';
import { displayDateToWire } from '../../../../lib/displayDate';
import type { UserSignupValues } from './userSignupSchema';

/** The multipart body of POST /user/signup (docs/CONVENTIONS.md); optional fields only when given. */
export function userSignupFormData(values: UserSignupValues): FormData {
  const form = new FormData();
  form.append('firstName', values.firstName);
  form.append('lastName', values.lastName);
  form.append('mobilePrefix', values.mobilePrefix);
  form.append('mobile', values.mobile);
  form.append('dob', displayDateToWire(values.dob) ?? '');
  if (values.fiscalCode) form.append('fiscalCode', values.fiscalCode);
  form.append('email', values.email);
  form.append('password', values.password);
  form.append('confirmPassword', values.confirmPassword);
  form.append('address', values.address);
  if (values.lat !== null && values.lng !== null) {
    form.append('lat', String(values.lat));
    form.append('lng', String(values.lng));
  }
  form.append('associations', JSON.stringify(values.associations));
  form.append('deviceType', DEFAULT_DEVICE_TYPE);
  return form;
}
