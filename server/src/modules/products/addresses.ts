import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { AddressesTable, Db } from '../../db/database';
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
    isDefault: toBool(row.is_default),
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
    is_default: input.isDefault ?? false,
  };
}

/** The user's addresses, default first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
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

/** Only one default address per user: setting one clears the others. */
async function clearOtherDefaults(db: Db, userId: string, keepId: string) {
  await db
    .updateTable('addresses')
    .set({ is_default: false, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .execute();
}

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
    if (input.isDefault) await clearOtherDefaults(trx, userId, id);
  });
  return ownAddress(db, userId, id);
}

/** Replaces every field of one of the user's addresses. */
export async function updateAddress(db: Db, userId: string, addressId: string, input: AddressInput): Promise<Address> {
  checkAddressLines(input);
  await ownAddress(db, userId, addressId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('addresses')
      .set({ ...columnsOf(input), updated_at: nowIso() })
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .execute();
    if (input.isDefault) await clearOtherDefaults(trx, userId, addressId);
  });
  return ownAddress(db, userId, addressId);
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
