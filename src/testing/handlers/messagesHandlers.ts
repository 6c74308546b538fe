import { http, HttpResponse, ws } from 'msw';
import type { ApiErrorBody, Contact, InboxThread, Message, Team } from '../../api/wire';
import { buildContact } from '../fixtures/messageFixtures';
import { nextObjectId } from '../fixtures/objectId';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** A conversation call as the handler received it. */
export interface ConversationQuery {
  kind: 'team' | 'thread' | 'friend';
  /** The team, thread or contact id of the path. */
  id: string;
  offset: number;
  limit: number;
  before: string | null;
  after: string | null;
  afterPosition: number | null;
}

/** A send as the handler received it (multipart fields). */
export interface SendRequest {
  url: string;
  teamId: string | null;
  messageThreadId: string | null;
  reciever: string | null;
  text: string | null;
  messageType: string | null;
  clientId: string | null;
  replyTo: string | null;
  picture: File | null;
}

export interface MessagesHandlersOptions {
  /** The session's user: the sender of what is sent. */
  me?: Contact;
  teams?: Team[];
  /** The inbox (Single and Group threads), latest activity first. */
  threads?: InboxThread[];
  /** Every thread's messages, oldest first, by thread id (team threads included); sends are pushed onto these arrays. */
  messages?: Record<string, Message[]>;
  /** The user's contacts (a first message goes to one of them). */
  contacts?: Contact[];
  /** Unread messages by thread id (the top bar's total is their sum). */
  unread?: Record<string, number>;
  getConversation?: EndpointOptions<ConversationQuery>;
  send?: EndpointOptions<SendRequest>;
  getInbox?: EndpointOptions<{ offset: number; limit: number }>;
  getTeams?: EndpointOptions<{ offset: number; limit: number }>;
  markRead?: EndpointOptions<string>;
  /** Edits, deletes and reactions (the message id). */
  changeMessage?: EndpointOptions<string>;
}

const notFound: ApiErrorBody = { message: 'Conversation not found.', statusCode: 404, error: 'Not Found' };
const unknownCursor = (id: string): ApiErrorBody => ({
  message: `Message ${id} is not in this thread.`,
  statusCode: 400,
  error: 'Bad Request',
});

function queryOf(request: Request, kind: ConversationQuery['kind'], id: string): ConversationQuery {
  const params = new URL(request.url).searchParams;
  return {
    kind,
    id,
    offset: Number(params.get('offset') ?? 0),
    limit: Number(params.get('limit') ?? 15),
    before: params.get('before'),
    after: params.get('after'),
    afterPosition: params.has('afterPosition') ? Number(params.get('afterPosition')) : null,
  };
}

/**
 * The server's paging: newest first, `before`/`after`/`afterPosition` cursors, then offset and limit; total counts
 * the matches.
 */
function pageOf(all: readonly Message[], query: ConversationQuery): { data: Message[]; total: number } | ApiErrorBody {
  let matching = [...all].sort((a, b) => a.position - b.position);
  const { afterPosition } = query;
  if (afterPosition !== null) matching = matching.filter((message) => message.position > afterPosition);
  for (const [cursor, keep] of [
    [query.after, (at: number) => matching.slice(at + 1)],
    [query.before, (at: number) => matching.slice(0, at)],
  ] as const) {
    if (cursor === null) continue;
    const at = matching.findIndex((message) => message._id === cursor);
    if (at < 0) return unknownCursor(cursor);
    matching = keep(at);
  }
  const newestFirst = matching.reverse();
  return { data: newestFirst.slice(query.offset, query.offset + query.limit), total: newestFirst.length };
}

async function readSend(request: Request): Promise<SendRequest> {
  const form = await request.formData();
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === 'string' ? value : null;
  };
  const picture = form.get('picture');
  return {
    url: new URL(request.url).pathname,
    teamId: text('teamId'),
    messageThreadId: text('messageThreadId'),
    reciever: text('reciever'),
    text: text('text'),
    messageType: text('messageType'),
    clientId: text('clientId'),
    replyTo: text('replyTo'),
    picture: picture !== null && typeof picture !== 'string' ? picture : null,
  };
}

/** The teams and messages calls of the messages section (docs/CONVENTIONS.md, "Messages API") as the server answers them. */
export function messagesHandlers(options: MessagesHandlersOptions = {}) {
  const me = options.me ?? buildContact({ firstName: 'Mario', lastName: 'Rossi' });
  const teams = options.teams ?? [];
  const threads = (options.threads ?? []).map((thread) => ({ ...thread }));
  const contacts = options.contacts ?? [];
  const messages = new Map(Object.entries(options.messages ?? {}));
  const unread = new Map(Object.entries(options.unread ?? {}));

  const answerConversation = endpoint(options.getConversation);
  const answerSend = endpoint(options.send);
  const answerInbox = endpoint(options.getInbox);
  const answerTeams = endpoint(options.getTeams);
  const answerRead = endpoint(options.markRead);
  const answerChange = endpoint(options.changeMessage);

  const held = (messageId: string) => {
    for (const list of messages.values()) {
      const index = list.findIndex((message) => message._id === messageId);
      if (index >= 0) return { list, index };
    }
    return null;
  };
  /** The server's edit, delete or reaction: the stored message changes (and is answered), else 404. */
  const changed = (messageId: string, change: (message: Message) => Message) =>
    answerChange(messageId, () => {
      const found = held(messageId);
      if (!found) return errorResponse({ message: 'Message not found.', statusCode: 404, error: 'Not Found' });
      found.list[found.index] = change(found.list[found.index]);
      return HttpResponse.json({ message: 'OK', data: found.list[found.index] });
    });
  // As the server's `changed_at`: a message edited, deleted or reacted to (a test may change one in place).
  const wasChanged = (message: Message) =>
    message.editedAt !== null || message.deletedAt !== null || message.reactions.length > 0;

  const summary = () => ({
    total: [...unread.values()].reduce((sum, count) => sum + count, 0),
    threads: [...unread].filter(([, count]) => count > 0).map(([threadId, count]) => ({ threadId, unread: count })),
  });
  const directThread = (contactId: string) =>
    threads.find((thread) => thread.type === 'Single' && thread.contact?._id === contactId);
  const markRead = (query: ConversationQuery, threadId: string) => {
    if (!query.before && !query.after && query.afterPosition === null && query.offset === 0) unread.delete(threadId);
  };

  /** The server's send: numbered after the thread's last message; a repeated client id answers the stored one. */
  function added(threadId: string, body: SendRequest): Message {
    const list = messages.get(threadId) ?? [];
    const stored = body.clientId ? list.find((message) => message.clientId === body.clientId) : undefined;
    if (stored) return stored;
    const text = body.text?.trim() ? body.text.trim() : null;
    const message: Message = {
      _id: nextObjectId('3e55a9'),
      threadId,
      sender: me,
      messageType: text && body.picture ? 'TextWithPicture' : body.picture ? 'Picture' : 'Text',
      text,
      picture: body.picture ? `/uploads/messages/${body.picture.name}` : null,
      created_at: new Date().toISOString(),
      position: Math.max(0, ...list.map((held) => held.position)) + 1,
      clientId: body.clientId,
      replyTo: quoteOf(body.replyTo),
      editedAt: null,
      deletedAt: null,
      editableUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
      reactions: [],
    };
    list.push(message);
    messages.set(threadId, list);
    return message;
  }

  function quoteOf(messageId: string | null): Message['replyTo'] {
    const found = messageId ? held(messageId) : null;
    if (!found) return null;
    const { _id, sender, messageType, text, deletedAt } = found.list[found.index];
    const { firstName, lastName } = sender;
    return {
      _id,
      sender: { _id: sender._id, firstName, lastName },
      messageType,
      excerpt: text?.slice(0, 120) ?? null,
      deleted: deletedAt !== null,
    };
  }

  const sent = (message: Message) => HttpResponse.json({ message: 'Message sent.', data: message }, { status: 201 });
  const invalid = (body: SendRequest) => !body.text?.trim() && !body.picture;
  const notValid: ApiErrorBody = { message: 'not valid message sent', statusCode: 400, error: 'Bad Request' };

  return [
    http.get('*/api/user/teams', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = { offset: Number(params.get('offset') ?? 0), limit: Number(params.get('limit') ?? 15) };
      return answerTeams(query, () =>
        HttpResponse.json({
          message: 'OK',
          data: teams.slice(query.offset, query.offset + query.limit),
          total: teams.length,
        }),
      );
    }),

    http.get('*/api/user/team/message/conversation/:teamId', ({ params, request }) => {
      const query = queryOf(request, 'team', String(params.teamId));
      return answerConversation(query, () => {
        const team = teams.find((candidate) => candidate._id === query.id);
        if (!team) return errorResponse(notFound);
        const page = pageOf(messages.get(team.messageThread) ?? [], query);
        if ('statusCode' in page) return errorResponse(page);
        markRead(query, team.messageThread);
        return HttpResponse.json({
          message: 'OK',
          data: { total: page.total, conversations: page.data, teamDetail: team },
        });
      });
    }),

    http.post('*/api/user/team/message/send', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const team = teams.find((candidate) => candidate._id === body.teamId);
        if (!team) return errorResponse(notFound);
        return invalid(body) ? errorResponse(notValid) : sent(added(team.messageThread, body));
      });
    }),

    http.get('*/api/user/message/inbox', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = { offset: Number(params.get('offset') ?? 0), limit: Number(params.get('limit') ?? 15) };
      return answerInbox(query, () =>
        HttpResponse.json({
          message: 'OK',
          data: threads.slice(query.offset, query.offset + query.limit),
          total: threads.length,
        }),
      );
    }),

    http.get('*/api/user/message/unread', () => HttpResponse.json({ message: 'OK', data: summary() })),

    http.put('*/api/user/message/thread/:threadId/read', ({ params }) => {
      const threadId = String(params.threadId);
      return answerRead(threadId, () => {
        unread.delete(threadId);
        return HttpResponse.json({ message: 'OK', data: { threadId, unread: 0, total: summary().total } });
      });
    }),

    http.get('*/api/user/message/conversation/:threadId', ({ params, request }) => {
      const query = queryOf(request, 'thread', String(params.threadId));
      return answerConversation(query, () => {
        const all = messages.get(query.id);
        if (!all && !threads.some((thread) => thread._id === query.id)) return errorResponse(notFound);
        const page = pageOf(all ?? [], query);
        if ('statusCode' in page) return errorResponse(page);
        markRead(query, query.id);
        return HttpResponse.json({ message: 'OK', ...page });
      });
    }),

    http.get('*/api/user/friend/message/conversation/:contactId', ({ params, request }) => {
      const query = queryOf(request, 'friend', String(params.contactId));
      return answerConversation(query, () => {
        const contact = contacts.find((candidate) => candidate._id === query.id) ?? directThread(query.id)?.contact;
        if (!contact) return errorResponse(notFound);
        const threadId = directThread(query.id)?._id ?? null;
        const page = pageOf(threadId ? (messages.get(threadId) ?? []) : [], query);
        if ('statusCode' in page) return errorResponse(page);
        return HttpResponse.json({ message: 'OK', ...page, messageThread: threadId, contact });
      });
    }),

    http.post('*/api/user/send/message/in/single', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const contact =
          contacts.find((candidate) => candidate._id === body.reciever) ?? directThread(body.reciever ?? '')?.contact;
        if (!contact) return errorResponse(notFound);
        if (invalid(body)) return errorResponse(notValid);
        let thread = directThread(contact._id);
        if (!thread) {
          thread = {
            _id: nextObjectId('7e7ead'),
            type: 'Single',
            name: `${contact.firstName} ${contact.lastName}`,
            logo: contact.picture,
            text: '',
            messageType: null,
            created_at: new Date().toISOString(),
            group: null,
            team: null,
            contact,
            unread: 0,
          };
          threads.unshift(thread);
        }
        return sent(added(thread._id, body));
      });
    }),

    http.patch('*/api/user/messages/:messageId', async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      return changed(String(params.messageId), (message) => ({
        ...message,
        text: text.trim(),
        editedAt: new Date().toISOString(),
      }));
    }),

    http.delete('*/api/user/messages/:messageId', ({ params }) =>
      changed(String(params.messageId), (message) => ({
        ...message,
        text: null,
        picture: null,
        reactions: [],
        deletedAt: new Date().toISOString(),
      })),
    ),

    http.put('*/api/user/messages/:messageId/reaction', async ({ params, request }) => {
      const { emoji, reacted } = (await request.json()) as {
        emoji: Message['reactions'][number]['emoji'];
        reacted: boolean;
      };
      return changed(String(params.messageId), (message) => {
        const others = message.reactions.find((reaction) => reaction.emoji === emoji)?.people ?? [];
        const people = [...others.filter((person) => person._id !== me._id), ...(reacted ? [me] : [])];
        const rest = message.reactions.filter((reaction) => reaction.emoji !== emoji);
        return { ...message, reactions: people.length > 0 ? [...rest, { emoji, people }] : rest };
      });
    }),

    http.get('*/api/user/message/thread/:threadId/changes', ({ params, request }) => {
      const fromPosition = Number(new URL(request.url).searchParams.get('fromPosition') ?? 0);
      const data = (messages.get(String(params.threadId)) ?? []).filter(
        (message) => wasChanged(message) && message.position >= fromPosition,
      );
      return HttpResponse.json({ message: 'OK', data });
    }),

    http.post('*/api/user/send/message/in/group', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const thread = threads.find(
          (candidate) => candidate.type === 'Group' && candidate._id === body.messageThreadId,
        );
        if (!thread) return errorResponse(notFound);
        return invalid(body) ? errorResponse(notValid) : sent(added(thread._id, body));
      });
    }),
  ];
}

/** The live connection (`/api/ws`): a test sends events to the connected clients with `liveLink.broadcast(...)`. */
export const liveLink = ws.link('*/api/ws');

/** Accepts every live connection and says `ready` (docs/CONVENTIONS.md, "Live events"). */
export function liveHandlers(userId = 'a11ce5000000000000000001') {
  return [
    liveLink.addEventListener('connection', ({ client }) => {
      client.send(JSON.stringify({ type: 'ready', data: { userId } }));
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"ping"'))
          client.send(JSON.stringify({ type: 'pong' }));
      });
    }),
  ];
}
