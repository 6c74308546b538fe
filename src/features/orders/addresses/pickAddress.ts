import type { Address } from '../../products/addressesApi';

/**
 * The address in use for one role: the shopper's choice while it still exists, else the default one, else the first;
 * undefined when there is none.
 */
export function pickAddress(addresses: readonly Address[], chosenId: string | undefined): string | undefined {
  if (chosenId && addresses.some((address) => address._id === chosenId)) return chosenId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?._id;
}
