import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { AddressesTable, AddressKind, Db } from '../../db/database';
import { nowIso, toBool, toIsoRequired } from '../../db/mapping';
import { newId } from '../../lib/ids';
import type { AddressBody, AddressSchema } from './products.schemas';
import { shopTexts } from './shop.texts';
import { checkAddressLines } from './addressRules';

export type Address = Static<typeof AddressSchema>;
export type AddressInput = Static<typeof AddressBody>;

/** An address book is small; this bounds what one account can store. */
export const MAX_ADDRESSES = 50;

export function toAddress(row: Selectable<AddressesTable>): Address {
  return {
    _id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    city: row.city,
    province: row.province ?? '',
    zipcode: row.zipcode,
    country: row.country,
    mobile: row.mobile,
    email: row.email,
    isDefault: toBool(row.is_default_billing) || toBool(row.is_default_shipping),
    isDefaultBilling: toBool(row.is_default_billing),
    isDefaultShipping: toBool(row.is_default_shipping),
    created_at: toIsoRequired(row.created_at),
  };
}

function columnsOf(input: AddressInput) {
  return {
    kind: input.kind ?? 'shipping',
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    province: input.province.trim(),
    zipcode: input.zipcode.trim(),
    country: input.country.trim(),
    mobile: input.mobile?.trim() ?? null,
    email: input.email?.trim().toLowerCase() ?? null,
  };
}

/** The user's addresses: the default billing one, the default shipping one, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default_billing', 'desc')
    .orderBy('is_default_shipping', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

/** One of the user's addresses; someone else's answers 404 like an unknown one. */
export async function ownAddress(db: Db, userId: string, addressId: string): Promise<Address> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw shopTexts.error(404, 'addressNotFound');
  return toAddress(row);
}

const ROLE_COLUMN = { billing: 'is_default_billing', shipping: 'is_default_shipping' } as const;

/**
 * Makes one address the member's default for each role given: one UPDATE over the member's rows per role, so two
 * calls at once still leave exactly one default (the rows' locks order them). `is_default` follows.
 */
async function makeDefault(db: Db, userId: string, addressId: string, roles: readonly AddressKind[]) {
  for (const role of roles) {
    await db
      .updateTable('addresses')
      .set((eb) => ({ [ROLE_COLUMN[role]]: eb.case().when('id', '=', addressId).then(1).else(0).end() }))
      .where('user_id', '=', userId)
      .execute();
  }
  await syncEitherDefault(db, userId);
}

async function syncEitherDefault(db: Db, userId: string) {
  await db
    .updateTable('addresses')
    .set((eb) => ({
      is_default: eb
        .case()
        .when(eb.or([eb('is_default_billing', '=', 1), eb('is_default_shipping', '=', 1)]))
        .then(1)
        .else(0)
        .end(),
    }))
    .where('user_id', '=', userId)
    .execute();
}

async function clearDefaults(db: Db, userId: string, addressId: string) {
  await db
    .updateTable('addresses')
    .set({ is_default: 0, is_default_billing: 0, is_default_shipping: 0, updated_at: nowIso() })
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
}

const BOTH_ROLES: readonly AddressKind[] = ['billing', 'shipping'];

export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  checkAddressLines(input);
  const counted = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(counted?.n ?? 0) >= MAX_ADDRESSES) throw shopTexts.error(409, 'tooManyAddresses', { max: MAX_ADDRESSES });
  const id = newId();
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('addresses')
      .values({ id, user_id: userId, ...columnsOf(input), created_at: at, updated_at: at })
      .execute();
    // "Use as default" on a new address makes it the default for both roles.
    if (input.isDefault) await makeDefault(trx, userId, id, BOTH_ROLES);
  });
  return ownAddress(db, userId, id);
}

/**
 * Replaces every field of one of the user's addresses. `isDefault` true keeps the roles it is default for (both when
 * it had none), false clears them, absent leaves them.
 */
export async function updateAddress(db: Db, userId: string, addressId: string, input: AddressInput): Promise<Address> {
  checkAddressLines(input);
  const before = await ownAddress(db, userId, addressId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('addresses')
      .set({ ...columnsOf(input), updated_at: nowIso() })
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .execute();
    if (input.isDefault === true && !before.isDefault) await makeDefault(trx, userId, addressId, BOTH_ROLES);
    if (input.isDefault === false && before.isDefault) await clearDefaults(trx, userId, addressId);
  });
  return ownAddress(db, userId, addressId);
}

/** Makes one of the user's addresses their default for billing or for shipping; the address list as it is now. */
export async function setDefaultAddress(
  db: Db,
  userId: string,
  addressId: string,
  role: AddressKind,
): Promise<Address[]> {
  await ownAddress(db, userId, addressId);
  await db.transaction().execute((trx) => makeDefault(trx, userId, addressId, [role]));
  return listAddresses(db, userId);
}

/** Orders keep their own copy of the address, so deleting it changes no order. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<{ _id: string }> {
  const removed = await db
    .deleteFrom('addresses')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw shopTexts.error(404, 'addressNotFound');
  return { _id: addressId };
}
