import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { DEFAULT_LANGUAGE } from '../../../i18n/language';
import type { Mailer } from '../../../mail/mailer';
import { eventTexts } from '../events.texts';
import type { NewOffer } from './seats';

const untilText = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Mails each new waiting-list offer to its member. Accounts have no language of their own yet, so the mail is in
 * the default language. A mail that fails is logged: the offer stands and shows in the app.
 */
export function createOfferAnnouncer(db: Db, mailer: Mailer, log: FastifyBaseLogger, origin: string) {
  return async (offers: NewOffer[]): Promise<void> => {
    for (const offer of offers) {
      try {
        const [user, event] = await Promise.all([
          db.selectFrom('users').select('email').where('id', '=', offer.userId).executeTakeFirst(),
          db.selectFrom('events').select('name').where('id', '=', offer.eventId).executeTakeFirst(),
        ]);
        if (!user || !event) continue;
        const params = {
          event: event.name,
          count: offer.noOfTickets,
          until: untilText(offer.expiresAt),
          link: `${origin}/event/detail/${offer.eventId}`,
        };
        await mailer.send({
          to: user.email,
          subject: eventTexts.text(DEFAULT_LANGUAGE, 'waitlistOfferSubject', params),
          text: eventTexts.text(DEFAULT_LANGUAGE, 'waitlistOfferMail', params),
        });
      } catch (error) {
        log.error({ err: error, entryId: offer.entryId }, 'waiting-list offer mail not sent');
      }
    }
  };
}
