import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { nowIso } from '../db/mapping';
import { newId } from '../lib/ids';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the mail over SMTP; the captured copy (mail_outbox) keeps their text after the mail's. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** The mail's text as the outbox keeps it: each attachment follows under a line naming it. */
function storedText(mail: OutgoingMail): string {
  const parts = (mail.attachments ?? []).map((file) => `\n\n--- ${file.filename} ---\n${file.content}`);
  return mail.text + parts.join('');
}

export interface Mailer {
  /** Stores the mail in mail_outbox and logs it; also delivers it over SMTP when SMTP_URL is set. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

type SmtpSend = (mail: OutgoingMail & { from: string }) => Promise<unknown>;

/** nodemailer loads with the first mail: without SMTP_URL it is never needed (about 3 MB resident). */
function smtpSender(smtpUrl: string): SmtpSend {
  let transport: Promise<{ sendMail(mail: object): Promise<unknown> }> | undefined;
  return async (mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return (await transport).sendMail(mail);
  };
}

export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger, sendSmtp?: SmtpSend): Mailer {
  const deliver = sendSmtp ?? (config.mail.smtpUrl ? smtpSender(config.mail.smtpUrl) : undefined);

  return {
    async send(mail) {
      const id = newId();
      let error: string | null = null;
      if (deliver) {
        try {
          await deliver({ ...mail, from: config.mail.from });
        } catch (cause) {
          error = cause instanceof Error ? cause.message : String(cause);
          log.error({ err: cause, to: mail.to, subject: mail.subject }, 'SMTP delivery failed; mail kept in outbox');
        }
      }
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: mail.to,
          subject: mail.subject,
          text: storedText(mail),
          html: mail.html ?? null,
          transport: deliver ? 'smtp' : 'capture',
          error,
          created_at: nowIso(),
        })
        .execute();
      const transport = deliver ? 'smtp' : 'capture';
      log.info({ mailId: id, to: mail.to, subject: mail.subject, transport }, 'mail sent');
      return { id };
    },
  };
}
