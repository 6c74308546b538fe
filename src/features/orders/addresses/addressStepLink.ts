import type { ObjectId } from '../../../api/wire';

export interface ChosenAddresses {
  billing: ObjectId;
  shipping: ObjectId;
}

const BILLING = 'billing';
const SHIPPING = 'shipping';

/** The cart with its address step open on these addresses (the preview's "change the addresses"). */
export function addressStepLink({ billing, shipping }: ChosenAddresses): string {
  return `/my/cart?${new URLSearchParams({ [BILLING]: billing, [SHIPPING]: shipping }).toString()}`;
}

/** The addresses an address step link asks for, or null when the cart was opened without them. */
export function readAddressStepLink(params: URLSearchParams): ChosenAddresses | null {
  const billing = params.get(BILLING);
  const shipping = params.get(SHIPPING);
  return billing && shipping ? { billing, shipping } : null;
}

/** The same query without the address step's parameters. */
export function withoutAddressStepLink(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(BILLING);
  rest.delete(SHIPPING);
  return rest;
}
