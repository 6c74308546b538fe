import type { Address } from '../../products/addressesApi';

export type AddressRole = 'billing' | 'shipping';

/** The member's default address for a role, else undefined. */
export function defaultAddressFor(addresses: readonly Address[], role: AddressRole): Address | undefined {
  return addresses.find((address) => (role === 'billing' ? address.isDefaultBilling : address.isDefaultShipping));
}

/**
 * The address in use for one role: the shopper's choice while it still exists, else the default one for that role,
 * else the first; undefined when there is none.
 */
export function pickAddress(
  addresses: readonly Address[],
  chosenId: string | undefined,
  role: AddressRole,
): string | undefined {
  if (chosenId && addresses.some((address) => address._id === chosenId)) return chosenId;
  return (defaultAddressFor(addresses, role) ?? addresses[0])?._id;
}
