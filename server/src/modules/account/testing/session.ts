import type { TestApp } from '../../../testing/testApp';

/** An Authorization header for the user, with a new session like a login's. */
export async function bearerFor(t: TestApp, userId: string): Promise<Record<string, string>> {
  const token = await t.app.sessions.start(userId);
  return { authorization: `Bearer ${token}` };
}

export async function mailbox(t: TestApp, to: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const response = await t.api({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return response.json().data;
}
