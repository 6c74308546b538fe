import type { Language } from '../../i18n/language';
import { escapeHtml } from '../../mail/escapeHtml';
import type { OutgoingMail } from '../../mail/mailer';
import { accountTexts } from './account.texts';

/** The SPA page that confirms an e-mail address (SPEC.md route /user/email/verify). */
export function verificationLink(publicUrl: string, userId: string, email: string, token: string): string {
  const query = new URLSearchParams({ id: userId, email, token });
  return `${publicUrl}/user/email/verify?${query.toString()}`;
}

export function verificationMail(language: Language, to: string, name: string, link: string): OutgoingMail {
  const t = (key: Parameters<typeof accountTexts.text>[1], params?: Record<string, string>) =>
    accountTexts.text(language, key, params);
  const lines = [t('verifyMailGreeting', { name }), t('verifyMailIntro'), link, t('verifyMailExpiry')];
  return {
    to,
    subject: t('verifyMailSubject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(lines[3])}</p>`,
    ].join('\n'),
  };
}

export function resetCodeMail(language: Language, to: string, code: string, minutes: number): OutgoingMail {
  const body = accountTexts.text(language, 'codeMailBody', { code, minutes });
  const ignore = accountTexts.text(language, 'codeMailIgnore');
  return {
    to,
    subject: accountTexts.text(language, 'codeMailSubject'),
    text: `${body}\n\n${ignore}`,
    html: `<p>${escapeHtml(body)}</p>\n<p>${escapeHtml(ignore)}</p>`,
  };
}

export function associationReceivedMail(language: Language, to: string, name: string): OutgoingMail {
  const body = accountTexts.text(language, 'associationMailBody', { name });
  return {
    to,
    subject: accountTexts.text(language, 'associationMailSubject', { name }),
    text: body,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}
