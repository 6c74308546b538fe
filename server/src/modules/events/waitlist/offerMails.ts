import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { Language } from '../../../i18n/language';
import type { Mailer } from '../../../mail/mailer';
import { memberLanguage } from '../../../mail/recipientLanguage';
import { eventTexts } from '../events.texts';
import { addNotification } from '../notifications/notifications';
import type { NewOffer } from './seats';

const untilText = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/**
 * Tells each member of a new waiting-list offer: a notification under the bell, and a mail in the member's language
 * (whoever's cancellation freed the tickets). A mail that fails is logged: the offer stands and shows in the app.
 */
export function createOfferAnnouncer(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  origin: string,
  notified: (userId: string) => void = () => {},
) {
  return async (offers: NewOffer[]): Promise<void> => {
    for (const offer of offers) {
      try {
        const [user, event] = await Promise.all([
          db.selectFrom('users').select('email').where('id', '=', offer.userId).executeTakeFirst(),
          db.selectFrom('events').select('name').where('id', '=', offer.eventId).executeTakeFirst(),
        ]);
        if (!user || !event) continue;
        await addNotification(db, {
          userId: offer.userId,
          kind: 'waitlistOffer',
          eventId: offer.eventId,
          data: { count: offer.noOfTickets, until: offer.expiresAt },
        });
        notified(offer.userId);
        const language = await memberLanguage(db, { userId: offer.userId });
        const params = {
          event: event.name,
          count: offer.noOfTickets,
          until: untilText(offer.expiresAt, language),
          link: `${origin}/event/detail/${offer.eventId}`,
        };
        await mailer.send({
          to: user.email,
          subject: eventTexts.text(language, 'waitlistOfferSubject', params),
          text: eventTexts.text(language, 'waitlistOfferMail', params),
        });
      } catch (error) {
        log.error({ err: error, entryId: offer.entryId }, 'waiting-list offer mail not sent');
      }
    }
  };
}
