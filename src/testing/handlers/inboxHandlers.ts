import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, Contact, InboxThread, Message, Team } from '../../api/wire';
import { buildContact } from '../fixtures/messageFixtures';
import { nextObjectId } from '../fixtures/userFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './eventsHandlers';

/** A list call (`GET /user/teams`, `GET /user/message/inbox`) as the handler received it. */
export interface ListQuery {
  offset: number;
  limit: number;
}

/** A conversation call as the handler received it (`id`: the team, thread or contact id of the path). */
export interface ConversationQuery {
  id: string;
  limit: number;
  offset: number;
  before: string | null;
  after: string | null;
}

/** A send (team, single or group) as the handler received it. */
export interface SendRequest {
  url: string;
  fields: Record<string, string>;
  picture: File | null;
}

export interface InboxHandlersOptions {
  /** The user the session belongs to: the sender of what is sent. */
  me?: Contact;
  /** The user's teams, in the server's order (by name). */
  teams?: Team[];
  /** The inbox, latest activity first. */
  threads?: InboxThread[];
  /** Messages per thread id, oldest first (a team's thread id is its `messageThread`); sends add to these. */
  messages?: Record<string, Message[]>;
  /** The contacts one may write to (a first message); a contact's thread is found by `InboxThread.contact`. */
  contacts?: Contact[];
  getTeams?: EndpointOptions<ListQuery>;
  getInbox?: EndpointOptions<ListQuery>;
  getConversation?: EndpointOptions<ConversationQuery>;
  send?: EndpointOptions<SendRequest>;
}

const notFound: ApiErrorBody = { message: 'Conversation not found.', statusCode: 404, error: 'Not Found' };
const badCursor: ApiErrorBody = { message: 'The cursor is not a message of this thread.', statusCode: 400, error: 'Bad Request' };

function listQuery(request: Request): ListQuery {
  const params = new URL(request.url).searchParams;
  return { offset: Number(params.get('offset') ?? 0), limit: Number(params.get('limit') ?? 10) };
}

function conversationQuery(request: Request, id: string): ConversationQuery {
  const params = new URL(request.url).searchParams;
  return {
    id,
    limit: Number(params.get('limit') ?? 15),
    offset: Number(params.get('offset') ?? 0),
    before: params.get('before'),
    after: params.get('after'),
  };
}

/** The server's paging of a conversation: newest first; `before` / `after` a message id, else `offset`. */
function page(all: Message[], query: ConversationQuery): { data: Message[]; total: number } | null {
  const newestFirst = [...all].reverse();
  if (query.after) {
    const at = newestFirst.findIndex((message) => message._id === query.after);
    if (at < 0) return null;
    const newer = newestFirst.slice(0, at);
    return { data: newer.slice(-query.limit), total: newer.length };
  }
  let start = query.offset;
  if (query.before) {
    const at = newestFirst.findIndex((message) => message._id === query.before);
    if (at < 0) return null;
    start = at + 1;
  }
  return { data: newestFirst.slice(start, start + query.limit), total: all.length };
}

async function readSend(request: Request): Promise<SendRequest> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let picture: File | null = null;
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'picture') picture = value;
  });
  return { url: new URL(request.url).pathname, fields, picture };
}

/**
 * The teams, inbox and conversation calls of the messages section (docs/CONVENTIONS.md, "Messages API") as the
 * reference server answers them: lists paged by offset, conversations newest first with `before` / `after`, sends
 * that join the thread (a first message to a contact makes its thread).
 */
export function inboxHandlers(options: InboxHandlersOptions = {}) {
  const me = options.me ?? buildContact({ firstName: 'Mario', lastName: 'Rossi' });
  const teams = options.teams ?? [];
  const threads = options.threads ?? [];
  const contacts = options.contacts ?? [];
  const messages: Record<string, Message[]> = Object.fromEntries(
    Object.entries(options.messages ?? {}).map(([threadId, list]) => [threadId, [...list]]),
  );
  const answerTeams = endpoint(options.getTeams);
  const answerInbox = endpoint(options.getInbox);
  const answerConversation = endpoint(options.getConversation);
  const answerSend = endpoint(options.send);

  const threadOfContact = (contactId: string) => threads.find((thread) => thread.contact?._id === contactId)?._id ?? null;
  const held = (threadId: string) => (messages[threadId] ??= []);
  let sent = 0;

  function deliver(threadId: string, body: SendRequest): Response {
    sent += 1;
    const text = body.fields.text?.trim() ? body.fields.text.trim() : null;
    const message: Message = {
      _id: nextObjectId('5e7d00'),
      threadId,
      sender: me,
      messageType: text && body.picture ? 'TextWithPicture' : body.picture ? 'Picture' : 'Text',
      text,
      picture: body.picture ? `/uploads/chat/sent-${sent}.png` : null,
      created_at: new Date(Date.parse('2026-11-23T10:00:00.000Z') + sent * 1000).toISOString(),
    };
    held(threadId).push(message);
    return HttpResponse.json({ message: 'Message sent.', data: message }, { status: 201 });
  }

  return [
    http.get('*/api/user/teams', ({ request }) => {
      const query = listQuery(request);
      return answerTeams(query, () =>
        HttpResponse.json({ message: 'OK', data: teams.slice(query.offset, query.offset + query.limit), total: teams.length }),
      );
    }),

    http.get('*/api/user/message/inbox', ({ request }) => {
      const query = listQuery(request);
      return answerInbox(query, () =>
        HttpResponse.json({ message: 'OK', data: threads.slice(query.offset, query.offset + query.limit), total: threads.length }),
      );
    }),

    http.get('*/api/user/team/message/conversation/:teamId', ({ params, request }) => {
      const query = conversationQuery(request, String(params.teamId));
      return answerConversation(query, () => {
        const team = teams.find((one) => one._id === query.id);
        if (!team) return errorResponse(notFound);
        const found = page(held(team.messageThread), query);
        if (!found) return errorResponse(badCursor);
        return HttpResponse.json({ message: 'OK', data: { total: found.total, conversations: found.data, teamDetail: team } });
      });
    }),

    http.get('*/api/user/message/conversation/:threadId', ({ params, request }) => {
      const query = conversationQuery(request, String(params.threadId));
      return answerConversation(query, () => {
        if (!threads.some((thread) => thread._id === query.id) && !messages[query.id]) return errorResponse(notFound);
        const found = page(held(query.id), query);
        if (!found) return errorResponse(badCursor);
        // The first page (no cursor, no offset) marks the thread read.
        const thread = threads.find((one) => one._id === query.id);
        if (thread && !query.before && !query.after && query.offset === 0) thread.unread = 0;
        return HttpResponse.json({ message: 'OK', ...found });
      });
    }),

    http.get('*/api/user/friend/message/conversation/:contactId', ({ params, request }) => {
      const query = conversationQuery(request, String(params.contactId));
      return answerConversation(query, () => {
        const contact = contacts.find((one) => one._id === query.id);
        if (!contact) return errorResponse(notFound);
        const threadId = threadOfContact(contact._id);
        const found = page(threadId ? held(threadId) : [], query);
        if (!found) return errorResponse(badCursor);
        return HttpResponse.json({ message: 'OK', ...found, messageThread: threadId, contact });
      });
    }),

    http.post('*/api/user/team/message/send', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const team = teams.find((one) => one._id === body.fields.teamId);
        return team ? deliver(team.messageThread, body) : errorResponse(notFound);
      });
    }),

    http.post('*/api/user/send/message/in/group', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const threadId = body.fields.messageThreadId ?? body.fields.groupId;
        return threads.some((thread) => thread._id === threadId) ? deliver(threadId, body) : errorResponse(notFound);
      });
    }),

    http.post('*/api/user/send/message/in/single', async ({ request }) => {
      const body = await readSend(request);
      return answerSend(body, () => {
        const contact = contacts.find((one) => one._id === body.fields.reciever);
        if (!contact) return errorResponse(notFound);
        let threadId = threadOfContact(contact._id);
        if (!threadId) {
          threadId = nextObjectId('7e7ead');
          const name = `${contact.firstName} ${contact.lastName}`;
          threads.unshift({
            _id: threadId,
            type: 'Single',
            name,
            logo: contact.picture,
            text: body.fields.text ?? '',
            messageType: 'Text',
            created_at: '2026-11-23T10:00:00.000Z',
            group: null,
            team: null,
            contact,
            unread: 0,
          });
        }
        return deliver(threadId, body);
      });
    }),

    http.get('*/api/user/message/unread', () =>
      HttpResponse.json({
        message: 'OK',
        data: {
          total: threads.reduce((sum, thread) => sum + thread.unread, 0),
          threads: threads.filter((thread) => thread.unread > 0).map((thread) => ({ threadId: thread._id, unread: thread.unread })),
        },
      }),
    ),

    http.put('*/api/user/message/thread/:threadId/read', ({ params }) => {
      const threadId = String(params.threadId);
      const thread = threads.find((one) => one._id === threadId);
      if (thread) thread.unread = 0;
      const total = threads.reduce((sum, one) => sum + one.unread, 0);
      return HttpResponse.json({ message: 'OK', data: { threadId, unread: 0 as const, total } });
    }),
  ];
}
