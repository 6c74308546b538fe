import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type { EventDocumentsTable, EventImagesTable } from '../../database';
import { earlier, plusMinutes } from '../calendar';
import type { SeedContext } from '../context';
import { textPdf } from '../media/pdf';
import { galleryPicture } from '../media/pictures';
import { insertRows } from '../insertRows';
import type { SeededAccounts } from './accounts';
import type { PlannedEvent } from './events';
import type { PlannedTickets } from './tickets';

function programmeText(event: PlannedEvent): string {
  const r = event.row;
  return [
    `${r.name}`,
    `Data: ${r.start_date}${r.end_date !== r.start_date ? ` – ${r.end_date}` : ''}`,
    `Luogo: ${r.address}`,
    '',
    `${r.start_time}  Accredito e riscaldamento`,
    `${r.end_time}  Premiazioni e saluti`,
    '',
    `Organizzazione: ${event.association.seed.name}`,
  ].join('\n');
}

/** Association pictures on every event, member gallery uploads on some, documents on half of them. */
export async function seedEventMedia(
  ctx: SeedContext,
  events: PlannedEvent[],
  tickets: PlannedTickets,
  accounts: SeededAccounts,
): Promise<void> {
  const images: Insertable<EventImagesTable>[] = [];
  const documents: Insertable<EventDocumentsTable>[] = [];
  const mario = accounts.member('mario');
  const nowIso = ctx.now.toISOString();
  const picture = (event: PlannedEvent, variant: number) =>
    ctx.uploads.write(`gallery/${event.speciality.slug}-${variant}.png`, () =>
      galleryPicture(event.speciality.motif, event.speciality.palette, variant),
    );
  const at = (event: PlannedEvent, minutes: number) =>
    earlier(plusMinutes(event.row.created_at as string, minutes), nowIso);

  for (const event of events) {
    const own = 1 + (event.index % 2);
    for (let v = 0; v < own; v++) {
      images.push({
        id: newId(),
        event_id: event.row.id,
        uploaded_by: null,
        url: picture(event, v),
        created_at: at(event, 60 + v),
      });
    }
    const participants = tickets.participants.get(event.row.id) ?? [];
    const uploaders = ctx.rng.sample(participants, event.index % 3 === 0 ? 4 : ctx.rng.int(0, 2));
    uploaders.forEach((member, n) => {
      const uploadedAt = earlier(plusMinutes(event.row.ends_at, 30 + n * 7), nowIso);
      images.push({
        id: newId(),
        event_id: event.row.id,
        uploaded_by: member.id,
        url: picture(event, 2 - (n % 3)),
        created_at: uploadedAt,
      });
    });
    // Mario's gallery: a picture on every event he attended.
    if (participants.some((m) => m.id === mario.id) && !uploaders.some((m) => m.id === mario.id)) {
      images.push({
        id: newId(),
        event_id: event.row.id,
        uploaded_by: mario.id,
        url: picture(event, 2),
        created_at: at(event, 120),
      });
    }

    if (event.index % 2 === 0) {
      const slug = `${event.speciality.slug}-${event.index + 1}`;
      documents.push({
        id: newId(),
        event_id: event.row.id,
        name: 'Regolamento.pdf',
        url: ctx.uploads.write(`documents/${slug}-regolamento.pdf`, () =>
          textPdf(`Regolamento – ${event.row.name}`, [
            `Organizzazione: ${event.association.seed.name}`,
            'Art. 1 – La partecipazione è aperta ai tesserati in regola con il certificato medico.',
            'Art. 2 – Il ritrovo è fissato 30 minuti prima dell’inizio.',
            'Art. 3 – L’organizzazione declina ogni responsabilità per oggetti smarriti.',
          ]),
        ),
        created_at: at(event, 90),
      });
    }
    if (event.index % 4 === 0) {
      documents.push({
        id: newId(),
        event_id: event.row.id,
        name: 'Programma della giornata.txt',
        url: ctx.uploads.write(`documents/${event.speciality.slug}-${event.index + 1}-programma.txt`, () =>
          Buffer.from(programmeText(event), 'utf8'),
        ),
        created_at: at(event, 95),
      });
    }
  }
  await insertRows(ctx.db, 'event_images', images);
  await insertRows(ctx.db, 'event_documents', documents);
}
