import { Type, type Static } from 'typebox';
import { envelope, errors, Id, Limit, NullableString, Offset } from '../../contract/common';
import { fileField, withFiles } from '../account/signup.schemas';

export { envelope, errors };

// One schema per entity of the messages section (SPEC.md section 3), reused by every route and by the live
// events of the WebSocket (realtime/).

const Instant = Type.String({ description: 'ISO 8601 UTC' });

/** A message text: plain text, trimmed, at most this many characters. */
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PAGE_SIZE = 15;
export const MAX_GROUP_MEMBERS = 100;

export const MessageTypeSchema = Type.Union([
  Type.Literal('Text'),
  Type.Literal('Picture'),
  Type.Literal('TextWithPicture'),
]);
export const ThreadTypeSchema = Type.Union([Type.Literal('Single'), Type.Literal('Group'), Type.Literal('Team')]);

const contactExample = { _id: '6650a1f2c3d4e5f6a7b8c902', firstName: 'Giulia', lastName: 'Bianchi', picture: null };

/** SPEC "Contact"; also a message's sender, a team's coach and members, a group's members. */
export const ContactSchema = Type.Object(
  { _id: Type.String(), firstName: Type.String(), lastName: Type.String(), picture: NullableString },
  { title: 'Contact', examples: [contactExample] },
);
export type Contact = Static<typeof ContactSchema>;

export const messageExample = {
  _id: '6651a2b3c4d5e6f7a8b9c501',
  threadId: '6651f0e1d2c3b4a5968778a1',
  sender: contactExample,
  messageType: 'Text' as const,
  text: 'Ci vediamo alle 18 al campo di via Padova?',
  picture: null,
  created_at: '2026-05-03T16:02:11.000Z',
  position: 42,
  clientId: '3b241101-e2bb-4255-8caf-4136c566a962',
  replyTo: null,
  editedAt: null,
  deletedAt: null,
  editableUntil: '2026-05-03T16:17:11.000Z',
  reactions: [{ emoji: '👍' as const, people: [contactExample] }],
};

/** The emoji a member can react with (one toggle per member and emoji). */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
/** How much of the answered message a reply quotes. */
export const REPLY_EXCERPT_MAX = 120;

export const ReactionEmojiSchema = Type.Union(
  [
    Type.Literal('👍'),
    Type.Literal('❤️'),
    Type.Literal('😂'),
    Type.Literal('😮'),
    Type.Literal('😢'),
    Type.Literal('🙏'),
  ],
  { description: 'one of a fixed set of emoji (REACTION_EMOJI)' },
);

export const ReplyQuoteSchema = Type.Object(
  {
    _id: Type.String({ description: 'the answered message (same thread)' }),
    sender: Type.Object({ _id: Type.String(), firstName: Type.String(), lastName: Type.String() }),
    messageType: Type.Union([Type.Literal('Text'), Type.Literal('Picture'), Type.Literal('TextWithPicture')]),
    excerpt: Type.Union([Type.String({ maxLength: REPLY_EXCERPT_MAX }), Type.Null()], {
      description: `its text's first ${REPLY_EXCERPT_MAX} characters (null for a picture alone or a deleted message)`,
    }),
    deleted: Type.Boolean(),
  },
  {
    title: 'ReplyQuote',
    examples: [
      {
        _id: '6651a2b3c4d5e6f7a8b9c500',
        sender: { _id: contactExample._id, firstName: 'Giulia', lastName: 'Bianchi' },
        messageType: 'Text',
        excerpt: 'A che ora?',
        deleted: false,
      },
    ],
  },
);

/** A client message id: a UUID the sender's app makes, so a retried send is stored once. */
export const ClientId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: "the sender app's UUID for the message: a send repeated with it answers the stored message",
});

/** SPEC "Message", plus the thread it belongs to. `text` is plain text (render it as text). */
export const MessageSchema = Type.Object(
  {
    _id: Type.String(),
    threadId: Type.String(),
    sender: ContactSchema,
    messageType: MessageTypeSchema,
    text: NullableString,
    picture: Type.Union([Type.String({ description: '/uploads/... URL' }), Type.Null()]),
    created_at: Instant,
    position: Type.Integer({
      minimum: 1,
      description: "the message's place in its thread (1, 2, 3...), given in commit order: catch up after it",
    }),
    clientId: Type.Union([ClientId, Type.Null()]),
    replyTo: Type.Union([ReplyQuoteSchema, Type.Null()], { description: 'the message this one answers, quoted' }),
    editedAt: Type.Union([Instant, Type.Null()]),
    deletedAt: Type.Union([Instant, Type.Null()], {
      description: 'deleted by its sender: text and picture are null, no reactions',
    }),
    editableUntil: Type.String({
      description: 'ISO 8601 UTC: until then its sender may edit or delete it (MESSAGE_EDIT_WINDOW after sending)',
    }),
    reactions: Type.Array(
      Type.Object({
        emoji: ReactionEmojiSchema,
        people: Type.Array(ContactSchema, { description: 'who reacted with it, first reaction first' }),
      }),
      { description: 'one entry per emoji used, in the fixed emoji order' },
    ),
  },
  { title: 'Message', examples: [messageExample] },
);
export type Message = Static<typeof MessageSchema>;

export const inboxThreadExample = {
  _id: '6651f0e1d2c3b4a5968778a1',
  type: 'Single' as const,
  name: 'Giulia Bianchi',
  logo: null,
  text: 'Ci vediamo alle 18 al campo di via Padova?',
  messageType: 'Text' as const,
  created_at: '2026-05-03T16:02:11.000Z',
  group: null,
  team: null,
  contact: contactExample,
  unread: 2,
};

/** SPEC "Inbox thread": the inbox lists Single and Group threads; live `thread.updated` events also send Team ones. */
export const InboxThreadSchema = Type.Object(
  {
    _id: Type.String({ description: 'thread id' }),
    type: ThreadTypeSchema,
    name: Type.String({ description: 'group or team name; for Single threads the other person' }),
    logo: NullableString,
    text: Type.String({ description: "last message's text ('' for a picture or no message yet)" }),
    messageType: Type.Union([MessageTypeSchema, Type.Null()], { description: "last message's type" }),
    created_at: Instant,
    group: Type.Union([Type.Object({ _id: Type.String() }), Type.Null()]),
    team: Type.Union([Type.Object({ _id: Type.String() }), Type.Null()]),
    contact: Type.Union([ContactSchema, Type.Null()], { description: 'Single threads: the other person' }),
    unread: Type.Integer({ minimum: 0 }),
  },
  { title: 'InboxThread', examples: [inboxThreadExample] },
);
export type InboxThread = Static<typeof InboxThreadSchema>;

const teamExample = {
  _id: '6651b3c4d5e6f7a8b9c0d601',
  name: 'Navigli Under 14',
  logo: null,
  created_at: '2026-01-10T09:00:00.000Z',
  coach: {
    _id: '6650a1f2c3d4e5f6a7b8c901',
    firstName: 'Mario',
    lastName: 'Rossi',
    picture: '/uploads/profile/3f9c2b7e41d84a0c9e6b1d2a7f5c8e03.jpg',
  },
  members: [contactExample],
  messageThread: '6651f0e1d2c3b4a5968778b2',
  unread: 0,
};

/** SPEC "Team". */
export const TeamSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    logo: NullableString,
    created_at: Instant,
    coach: Type.Union([ContactSchema, Type.Null()]),
    members: Type.Array(ContactSchema),
    messageThread: Type.String({ description: "the team chat's thread id (live events name it)" }),
    unread: Type.Integer({ minimum: 0 }),
  },
  { title: 'Team', examples: [teamExample] },
);
export type Team = Static<typeof TeamSchema>;

const groupExample = {
  _id: '6651f0e1d2c3b4a5968778c3',
  name: 'Corsa del giovedì',
  description: 'Giro dei Navigli, 10 km, partenza alle 19 dalla Darsena.',
  logo: '/uploads/group-logo/6a2d9e1f4b7c4c0a8e5d3b2f1a9c7e04.png',
  owner: {
    _id: '6650a1f2c3d4e5f6a7b8c901',
    firstName: 'Mario',
    lastName: 'Rossi',
    picture: '/uploads/profile/3f9c2b7e41d84a0c9e6b1d2a7f5c8e03.jpg',
  },
  isOwner: true,
  members: [
    {
      _id: '6650a1f2c3d4e5f6a7b8c901',
      firstName: 'Mario',
      lastName: 'Rossi',
      picture: '/uploads/profile/3f9c2b7e41d84a0c9e6b1d2a7f5c8e03.jpg',
    },
    contactExample,
  ],
  created_at: '2026-03-05T18:30:00.000Z',
};

/** SPEC "Group"; the group's id is its thread's id. */
export const GroupSchema = Type.Object(
  {
    _id: Type.String({ description: 'group id = its message thread id' }),
    name: Type.String(),
    description: Type.String(),
    logo: NullableString,
    owner: Type.Union([ContactSchema, Type.Null()]),
    isOwner: Type.Boolean(),
    members: Type.Array(ContactSchema, { description: 'everyone in the group, the owner included' }),
    created_at: Instant,
  },
  { title: 'Group', examples: [groupExample] },
);
export type Group = Static<typeof GroupSchema>;

export const UnreadSchema = Type.Object({
  total: Type.Integer({ minimum: 0, description: "the session's notification count" }),
  threads: Type.Array(Type.Object({ threadId: Type.String(), unread: Type.Integer({ minimum: 1 }) })),
});

export const ThreadReadSchema = Type.Object({
  threadId: Type.String(),
  unread: Type.Literal(0),
  total: Type.Integer({ minimum: 0 }),
});

export const MemberRemovedSchema = Type.Object({ groupId: Type.String(), memberId: Type.String() });

export const GroupDeletedSchema = Type.Object(
  { groupId: Type.String({ description: 'the group (and its chat) deleted with every message' }) },
  { title: 'GroupDeleted', examples: [{ groupId: groupExample._id }] },
);

export const SCHEMAS = [ContactSchema, MessageSchema, InboxThreadSchema, TeamSchema, GroupSchema];

// ---- requests

export const PageQuery = Type.Object({ offset: Type.Optional(Offset()), limit: Type.Optional(Limit(50)) });

/** Messages newest first; `after` (a message id) keeps only newer ones (catching up after a reconnect). */
export const ConversationQuery = Type.Object({
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(50)),
  after: Type.Optional(Type.String({ ...Id, description: 'only messages newer than this message id' })),
  before: Type.Optional(Type.String({ ...Id, description: 'only messages older than this message id' })),
  afterPosition: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2_000_000_000,
      description: 'only messages after this position (the highest `position` held: catching up without a gap)',
    }),
  ),
});

export const ContactQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Limit(50)),
});

export const MemberQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Offset()),
  limit: Type.Optional(Limit(MAX_GROUP_MEMBERS)),
});

export const IdParams = Type.Object({ id: Id });
export const MessageParams = Type.Object({ messageId: Id });

export const MessageEditBody = Type.Object(
  { text: Type.String({ maxLength: MESSAGE_TEXT_MAX, description: 'the new plain text, trimmed' }) },
  { additionalProperties: false, examples: [{ text: 'Ci vediamo alle 19 al campo' }] },
);

export const ReactionBody = Type.Object(
  {
    emoji: ReactionEmojiSchema,
    reacted: Type.Boolean({ description: 'true adds your reaction with this emoji, false takes it back' }),
  },
  { additionalProperties: false, examples: [{ emoji: '👍', reacted: true }] },
);

/** Catch-up of edits, deletes and reactions among the messages held (positions from `fromPosition` on). */
export const ChangesQuery = Type.Object({
  fromPosition: Type.Integer({
    minimum: 0,
    maximum: 2_000_000_000,
    description: 'the lowest position the client holds: changed messages from it on are answered',
  }),
});
export const ThreadParams = Type.Object({ threadId: Id });
export const TeamParams = Type.Object({ teamId: Id });
export const ContactParams = Type.Object({ contactId: Id });
export const MemberParams = Type.Object({ groupId: Id, memberId: Id });

const text = Type.Optional(Type.String({ maxLength: MESSAGE_TEXT_MAX, description: 'plain text, trimmed' }));
const messageType = Type.Optional(
  Type.Union([Type.Literal('Text'), Type.Literal('Picture'), Type.Literal('TextWithPicture')], {
    description: 'must match what is sent; inferred when left out',
  }),
);
const chatPicture = { picture: fileField('JPEG or PNG under 5 MB') };

const clientId = Type.Optional(ClientId);
const replyTo = Type.Optional(Type.String({ ...Id, description: 'the message (same thread) this one answers' }));

export const TeamSendFields = Type.Object(
  { teamId: Id, text, messageType, clientId, replyTo },
  { additionalProperties: false },
);
export const SingleSendFields = Type.Object(
  { reciever: Id, text, messageType, clientId, replyTo },
  { additionalProperties: false },
);
export const GroupSendFields = Type.Object(
  { messageThreadId: Type.Optional(Id), groupId: Type.Optional(Id), text, messageType, clientId, replyTo },
  { additionalProperties: false },
);
export const TeamSendForm = withFiles(TeamSendFields, chatPicture, []);
export const SingleSendForm = withFiles(SingleSendFields, chatPicture, []);
export const GroupSendForm = withFiles(GroupSendFields, chatPicture, []);

const groupName = Type.String({ minLength: 1, maxLength: 100 });
const groupDescription = Type.String({ maxLength: 1000 });
const members = Type.String({ maxLength: 5000, description: 'JSON text: an array of user ids' });

export const GroupCreateFields = Type.Object(
  { name: groupName, description: Type.Optional(groupDescription), members: Type.Optional(members) },
  { additionalProperties: false },
);
export const GroupUpdateFields = Type.Object(
  { name: Type.Optional(groupName), description: Type.Optional(groupDescription), members: Type.Optional(members) },
  { additionalProperties: false },
);
const groupLogo = { logo: fileField('JPEG or PNG under 5 MB') };
export const GroupCreateForm = withFiles(GroupCreateFields, groupLogo, []);
export const GroupUpdateForm = withFiles(GroupUpdateFields, groupLogo, []);

/** GET /user/team/message/conversation/:teamId answer (SPEC: data.total, data.conversations, data.teamDetail). */
export const TeamConversationSchema = Type.Object({
  total: Type.Integer(),
  conversations: Type.Array(MessageSchema),
  teamDetail: TeamSchema,
});

/** GET /user/friend/message/conversation/:contactId answer: the envelope plus the thread id (null before the first message). */
export const FriendConversationSchema = Type.Object({
  message: Type.String(),
  data: Type.Array(MessageSchema),
  total: Type.Integer(),
  messageThread: Type.Union([Type.String(), Type.Null()]),
  contact: ContactSchema,
});
