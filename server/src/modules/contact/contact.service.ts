import type { Static } from 'typebox';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/mapping';
import type { Language } from '../../i18n/language';
import { DEFAULT_LANGUAGE } from '../../i18n/language';
import { coreTexts, type CoreKey } from '../../i18n/catalogue';
import { newId } from '../../lib/ids';
import { escapeHtml } from '../../mail/escapeHtml';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { ContactBodySchema } from './contact.schemas';

export type ContactInput = Static<typeof ContactBodySchema>;

/** The provider reads its inbox in Italian, whatever language the sender used. */
function providerMail(input: ContactInput, senderLanguage: Language, to: string): OutgoingMail {
  const t = (key: CoreKey, params?: Record<string, string>) => coreTexts.text(DEFAULT_LANGUAGE, key, params);
  const from = `${input.name} <${input.email}>`;
  const text = [
    t('contact.mailIntro'),
    '',
    `${t('contact.mailFrom')}: ${from}`,
    `${t('contact.mailLanguage')}: ${senderLanguage}`,
    '',
    input.message,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t('contact.mailIntro'))}</p>`,
    `<p><strong>${escapeHtml(t('contact.mailFrom'))}:</strong> ${escapeHtml(from)}<br>`,
    `<strong>${escapeHtml(t('contact.mailLanguage'))}:</strong> ${senderLanguage}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join('\n');
  const mail: OutgoingMail = { to, subject: t('contact.mailSubject', { name: input.name }), text, html };
  if (!input.session) return { ...mail, replyTo: input.email };
  const note = t('contact.mailSession', {
    file: SESSION_FILE_NAME,
    size: String(Math.ceil(Buffer.byteLength(input.session) / 1024)),
  });
  return {
    ...mail,
    text: `${text}\n\n${note}`,
    html: `${html}\n<p>${escapeHtml(note)}</p>`,
    replyTo: input.email,
    attachments: [{ filename: SESSION_FILE_NAME, content: input.session, contentType: 'application/json' }],
  };
}

const SESSION_FILE_NAME = 'campo-session.json';

/** A session file is JSON with `payload` (and, when present, `preloadedState`) as JSON text of the right kind. */
export function isSessionFile(text: string): boolean {
  try {
    const file: unknown = JSON.parse(text);
    if (typeof file !== 'object' || file === null || Array.isArray(file)) return false;
    const { payload, preloadedState } = file as { payload?: unknown; preloadedState?: unknown };
    if (typeof payload !== 'string' || !Array.isArray(JSON.parse(payload))) return false;
    if (preloadedState === undefined) return true;
    if (typeof preloadedState !== 'string') return false;
    const state: unknown = JSON.parse(preloadedState);
    return typeof state === 'object' && state !== null && !Array.isArray(state);
  } catch {
    return false;
  }
}

/** Stores the message, then mails the provider's inbox with a reply-to of the sender. */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; contactEmail: string },
  input: ContactInput,
  language: Language,
): Promise<{ id: string }> {
  if (input.session !== undefined && !isSessionFile(input.session)) throw coreTexts.error(400, 'contact.badSession');
  const id = newId();
  await deps.db
    .insertInto('contact_messages')
    .values({
      id,
      user_id: null,
      name: input.name,
      email: input.email,
      message: input.message,
      language,
      created_at: nowIso(),
    })
    .execute();
  await deps.mailer.send(providerMail(input, language, deps.contactEmail));
  return { id };
}
