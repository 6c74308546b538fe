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
  return { to, subject: t('contact.mailSubject', { name: input.name }), text, html, replyTo: input.email };
}

/** Stores the message, then mails the provider's inbox with a reply-to of the sender. */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; contactEmail: string },
  input: ContactInput,
  language: Language,
): Promise<{ id: string }> {
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
