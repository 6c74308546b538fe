import { Type, type Static } from 'typebox';
import { liveEventSchema } from '../../realtime/liveEvents';
import { inboxThreadExample, InboxThreadSchema, messageExample, MessageSchema } from './messages.schemas';

const ThreadId = Type.String({ description: 'the thread (direct, group or team chat) it is about' });

export const MessageCreatedSchema = liveEventSchema(
  'message.created',
  'LiveMessageCreated',
  'A message was sent to a thread the member is in (their own included, from any of their devices).',
  Type.Object({ threadId: ThreadId, message: MessageSchema }),
  { threadId: messageExample.threadId, message: messageExample },
);

export const MessageUpdatedSchema = liveEventSchema(
  'message.updated',
  'LiveMessageUpdated',
  'A message of a thread the member is in was edited, deleted or reacted to: it replaces the one held (same `_id`).',
  Type.Object({ threadId: ThreadId, message: MessageSchema }),
  { threadId: messageExample.threadId, message: { ...messageExample, editedAt: '2026-05-03T16:04:00.000Z' } },
);

export const ThreadUpdatedSchema = liveEventSchema(
  'thread.updated',
  'LiveThreadUpdated',
  "A thread's inbox row changed (a new message, a read, a group's name, logo or members).",
  InboxThreadSchema,
  inboxThreadExample,
);

export const ThreadRemovedSchema = liveEventSchema(
  'thread.removed',
  'LiveThreadRemoved',
  'The member left or was removed from a group, or its owner deleted it: the thread leaves their inbox.',
  Type.Object({
    threadId: ThreadId,
    deleted: Type.Boolean({
      description: 'the owner deleted the group (for everyone), rather than this member leaving it',
    }),
  }),
  { threadId: '6651f0e1d2c3b4a5968778c3', deleted: false },
);

export const UnreadChangedSchema = liveEventSchema(
  'unread.changed',
  'LiveUnreadChanged',
  "A thread's unread count and the member's total changed.",
  Type.Object({
    threadId: ThreadId,
    unread: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0, description: "the session's notification count" }),
  }),
  { threadId: inboxThreadExample._id, unread: 2, total: 5 },
);

export const ThreadReadSchema = liveEventSchema(
  'thread.read',
  'LiveThreadRead',
  'Another member of a thread the member is in read it further: their read position moved forward (for "Seen").',
  Type.Object({
    threadId: ThreadId,
    userId: Type.String({ description: 'who read' }),
    lastReadPosition: Type.Integer({ minimum: 0, description: 'they have read every message up to this position' }),
  }),
  { threadId: '6651f0e1d2c3b4a5968778c3', userId: '6650a1f2c3d4e5f6a7b8c902', lastReadPosition: 42 },
);

export const TypingSchema = liveEventSchema(
  'typing',
  'LiveTyping',
  'The other member of a direct thread is writing: show it until a message of theirs arrives or 5 s pass without another.',
  Type.Object({
    threadId: ThreadId,
    userId: Type.String({ description: 'who is writing' }),
    name: Type.String({ description: 'their first name' }),
  }),
  { threadId: '6651f0e1d2c3b4a5968778c3', userId: '6650a1f2c3d4e5f6a7b8c902', name: 'Giulia' },
);

/** The messages section's live events, in the order the document lists them. */
export const MESSAGES_LIVE_EVENTS = [
  MessageCreatedSchema,
  MessageUpdatedSchema,
  ThreadUpdatedSchema,
  ThreadRemovedSchema,
  UnreadChangedSchema,
  ThreadReadSchema,
  TypingSchema,
];

export type MessagesLiveEvent =
  | Static<typeof MessageCreatedSchema>
  | Static<typeof MessageUpdatedSchema>
  | Static<typeof ThreadUpdatedSchema>
  | Static<typeof ThreadRemovedSchema>
  | Static<typeof UnreadChangedSchema>
  | Static<typeof ThreadReadSchema>
  | Static<typeof TypingSchema>;
