import { Type } from 'typebox';
import { Id, Limit, Offset } from '../../../contract/common';

// In-app notifications, shown under the top bar's bell (docs/CONVENTIONS.md "Reminders and notifications").

const notificationExample = {
  _id: '6650b2e3d4c5b6a7f8e9d0c3',
  kind: 'eventReminder' as const,
  eventId: '6650b2e3d4c5b6a7f8e9d010',
  title: 'Promemoria: Torneo di calcetto di Natale',
  body: 'Inizia il 20/12/2026 alle 18:30. Ci sarai? Rispondi in I miei eventi.',
  link: '/profile?tab=myEvents',
  createdAt: '2026-12-18T18:30:00.000Z',
  read: false,
};

export const NotificationSchema = Type.Object(
  {
    _id: Id,
    kind: Type.Union([Type.Literal('eventReminder'), Type.Literal('waitlistOffer')], {
      description: 'eventReminder: answer the presence question; waitlistOffer: tickets held for the member',
    }),
    eventId: Type.Union([Id, Type.Null()]),
    title: Type.String({ description: "in the request's language" }),
    body: Type.String({ description: "in the request's language" }),
    link: Type.String({ description: "the app's path where the member acts on it" }),
    createdAt: Type.String({ description: 'ISO 8601 UTC' }),
    read: Type.Boolean(),
  },
  { title: 'Notification', examples: [notificationExample] },
);

export const NotificationPageSchema = Type.Object(
  {
    items: Type.Array(NotificationSchema, { description: 'newest first' }),
    unread: Type.Integer({ minimum: 0, description: "the member's unread notifications, on every page" }),
  },
  { title: 'NotificationPage', examples: [{ items: [notificationExample], unread: 1 }] },
);

export const NotificationReadSchema = Type.Object(
  {
    _id: Id,
    read: Type.Literal(true),
    unread: Type.Integer({ minimum: 0, description: 'unread notifications left' }),
  },
  { title: 'NotificationRead', examples: [{ _id: notificationExample._id, read: true, unread: 0 }] },
);

export const NotificationsQuery = Type.Object({
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(50)),
});

export const ReminderRunBody = Type.Object(
  {
    now: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
      description: "the job's clock for this run (ISO 8601 UTC)",
    }),
    eventId: Type.Optional(Id),
  },
  { examples: [{ now: '2026-12-18T18:31:00.000Z', eventId: '6650b2e3d4c5b6a7f8e9d010' }], additionalProperties: false },
);

export const ReminderRunSchema = Type.Object(
  {
    reminded: Type.Array(Type.Object({ eventId: Id, userId: Id }), { description: 'reminders this run sent' }),
  },
  {
    title: 'ReminderRun',
    examples: [{ reminded: [{ eventId: '6650b2e3d4c5b6a7f8e9d010', userId: '6650b2e3d4c5b6a7f8e9d001' }] }],
  },
);
