import { boolean, object, string, type InferType } from 'yup';
import type { Address, AddressBody } from '../../products/addressesApi';

// The server's AddressBody limits (server/src/modules/products/products.schemas.ts); messages are `orders` catalogue
// keys, filled with the field's label and `{{max}}` when shown.
const REQUIRED = 'addresses.validation.required';
const TOO_LONG = 'addresses.validation.tooLong';

export const ADDRESS_MAX_LENGTH = {
  firstName: 60,
  lastName: 60,
  address: 200,
  city: 80,
  province: 40,
  zipcode: 10,
  country: 60,
  mobile: 20,
  email: 254,
} as const;

const text = (max: number) => string().trim().required(REQUIRED).max(max, TOO_LONG);

export const addressSchema = object({
  firstName: text(ADDRESS_MAX_LENGTH.firstName),
  lastName: text(ADDRESS_MAX_LENGTH.lastName),
  address: text(ADDRESS_MAX_LENGTH.address),
  city: text(ADDRESS_MAX_LENGTH.city),
  province: string()
    .trim()
    .required(REQUIRED)
    .min(2, 'addresses.validation.province')
    .max(40, 'addresses.validation.province'),
  zipcode: string()
    .trim()
    .required(REQUIRED)
    .matches(/^[0-9A-Za-z -]{3,10}$/, 'addresses.validation.zipcode'),
  country: text(ADDRESS_MAX_LENGTH.country),
  mobile: string()
    .trim()
    .default('')
    .matches(/^(\+?[0-9 ]{6,20})?$/, 'addresses.validation.mobile'),
  email: string().trim().default('').email('addresses.validation.email').max(ADDRESS_MAX_LENGTH.email, TOO_LONG),
  isDefault: boolean().default(false),
});

export type AddressValues = InferType<typeof addressSchema>;

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  province: '',
  zipcode: '',
  country: 'Italia',
  mobile: '',
  email: '',
  isDefault: false,
};

export function addressValues(address: Address): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    city: address.city,
    province: address.province,
    zipcode: address.zipcode,
    country: address.country,
    mobile: address.mobile ?? '',
    email: address.email ?? '',
    isDefault: address.isDefault,
  };
}

/** The body the server takes: trimmed, optional fields left out when empty, the label `kind` kept on an edit. */
export function addressBody(values: AddressValues, kind?: Address['kind']): AddressBody {
  const body: AddressBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    zipcode: values.zipcode.trim(),
    country: values.country.trim(),
    isDefault: values.isDefault,
  };
  if (values.mobile.trim()) body.mobile = values.mobile.trim();
  if (values.email.trim()) body.email = values.email.trim();
  if (kind) body.kind = kind;
  return body;
}
