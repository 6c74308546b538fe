import type { Db } from '../db/database';
import { PRIVATE_KINDS, type UploadAddress } from './uploadStore';

/**
 * Whether `userId` (null: anonymous) may read the upload at `url`. Public kinds: anyone. A chat picture: the members
 * of the thread holding a message with that picture. An identity document: the account it belongs to.
 */
export async function mayReadUpload(
  db: Db,
  address: UploadAddress,
  url: string,
  userId: string | null,
): Promise<boolean> {
  if (!PRIVATE_KINDS.has(address.kind)) return true;
  if (!userId) return false;
  if (address.kind === 'identity-document') {
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('identity_document_url', '=', url)
      .executeTakeFirst();
    return Boolean(owner);
  }
  const member = await db
    .selectFrom('messages as m')
    .innerJoin('thread_members as tm', 'tm.thread_id', 'm.thread_id')
    .select('m.id')
    .where('m.picture', '=', url)
    .where('tm.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(member);
}
