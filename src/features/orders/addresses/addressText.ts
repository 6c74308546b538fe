import type { Address } from '../../products/addressesApi';

type AddressLines = Pick<Address, 'firstName' | 'lastName' | 'address' | 'city' | 'province' | 'zipcode' | 'country'>;

export function addressName(address: AddressLines): string {
  return `${address.firstName} ${address.lastName}`.trim();
}

/** Street, then `zipcode city (province), country`, as an Italian envelope has them. */
export function addressLines(address: AddressLines): [string, string] {
  return [address.address, `${address.zipcode} ${address.city} (${address.province}), ${address.country}`];
}

/** One line for labels: `Via Roma 1, 20121 Milano (MI), Italia`. */
export function addressOneLine(address: AddressLines): string {
  return addressLines(address).join(', ');
}
