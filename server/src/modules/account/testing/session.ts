import type { TestApp } from '../../../testing/testApp';

/** An Authorization header for the user, signed like a login token (current token_version). */
export async function bearerFor(t: TestApp, userId: string): Promise<Record<string, string>> {
  const { token_version } = await t.database.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = await t.app.tokens.sign({ userId, tokenVersion: Number(token_version) });
  return { authorization: `Bearer ${token}` };
}

export async function mailbox(t: TestApp, to: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const response = await t.api({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return response.json().data;
}
