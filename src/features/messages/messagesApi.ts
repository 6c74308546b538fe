import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { queryOutcome } from '../../api/queryOutcome';
import type { AppDispatch, RootState } from '../../lib/store/storeTypes';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  FriendConversation,
  InboxThread,
  Message,
  ObjectId,
  Team,
  TeamConversation,
} from '../../api/wire';
import { CHAT_PAGE_SIZE, PAGE_SIZE } from '../../lib/constants';
import { pageToOffset } from '../../lib/pagination';
import { randomUuid } from '../../lib/uuid';
import { INBOX_LIST_TAG, UNREAD_TAG } from './messageTags';
import {
  LOCAL_ID_PREFIX,
  mergeMessages,
  replaceMessages,
  newConversation,
  type Conversation,
  type ConversationKey,
  type SendTarget,
} from './conversationState';

// Wire types come from the generated contract (src/api/wire.ts); the messaging screens import them from here.
export type { Contact, InboxThread, Message, Team, UnreadCounts } from '../../api/wire';
export type { ChatMessage, Conversation, ConversationKey, SendTarget } from './conversationState';

export interface TeamsPage {
  teams: EntityState<Team, ObjectId>;
  total: number;
}

export interface InboxPage {
  threads: EntityState<InboxThread, ObjectId>;
  total: number;
}

export interface SendMessageArgs {
  key: ConversationKey;
  target: SendTarget;
  /** The pending message's id, `local-<client id>` (kept by a retry, so a retry is never stored twice). */
  localId: string;
  text: string;
  picture: File | null;
  /** The message this one answers (same thread). */
  replyTo?: ObjectId;
}

export interface EditMessageArgs {
  key: ConversationKey;
  messageId: ObjectId;
  text: string;
}

export interface DeleteMessageArgs {
  key: ConversationKey;
  messageId: ObjectId;
}

export interface ReactionArgs {
  key: ConversationKey;
  messageId: ObjectId;
  emoji: ReactionEmoji;
  reacted: boolean;
}

/** The emoji a member can react with, in the order the server lists them. */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

/**
 * An older page (`before` the oldest message held; `limit` up to 50 when going to an old message, 15 by default) or a
 * catch-up (`afterPosition`: the highest one held).
 */
export type FetchMessagesArgs = { key: ConversationKey } & (
  { before: ObjectId; limit?: number } | { afterPosition: number }
);

/** Provided by the unread counts (the top bar's), invalidated when a read changes them. */

export const teamsAdapter = createEntityAdapter<Team, ObjectId>({ selectId: (team) => team._id });
export const threadsAdapter = createEntityAdapter<InboxThread, ObjectId>({ selectId: (thread) => thread._id });
export const teamsSelectors = teamsAdapter.getSelectors();
export const threadsSelectors = threadsAdapter.getSelectors();

/** SPEC section 8: Text, Picture or TextWithPicture, from what is sent. */
export function messageTypeOf(text: string, picture: unknown): Message['messageType'] {
  const hasText = text.trim() !== '';
  if (hasText && picture) return 'TextWithPicture';
  return picture ? 'Picture' : 'Text';
}

function conversationUrl(key: ConversationKey): string {
  const id = encodeURIComponent(key.id);
  if (key.kind === 'team') return `/user/team/message/conversation/${id}`;
  if (key.kind === 'friend') return `/user/friend/message/conversation/${id}`;
  return `/user/message/conversation/${id}`;
}

type ConversationResponse = ApiEnvelope<TeamConversation> | ApiListEnvelope<Message> | FriendConversation;

/** The three conversation answers in one shape: messages (newest first), total and what else came. */
function readConversation(key: ConversationKey, response: ConversationResponse) {
  if (key.kind === 'team') {
    const { data } = response as ApiEnvelope<TeamConversation>;
    return {
      messages: data.conversations,
      total: data.total,
      threadId: data.teamDetail.messageThread,
      teamDetail: data.teamDetail,
    };
  }
  if (key.kind === 'friend') {
    const friend = response as FriendConversation;
    return { messages: friend.data, total: friend.total, threadId: friend.messageThread, contact: friend.contact };
  }
  const list = response as ApiListEnvelope<Message>;
  return { messages: list.data, total: list.total, threadId: key.id };
}

/** The client id a pending message's local id carries. */
export const clientIdOf = (localId: string) => localId.slice(LOCAL_ID_PREFIX.length);

function sendRequest({ target, text, picture, localId, replyTo }: SendMessageArgs) {
  const body = new FormData();
  if (target.kind === 'team') body.append('teamId', target.teamId);
  if (target.kind === 'group') body.append('messageThreadId', target.groupId);
  if (target.kind === 'single') body.append('reciever', target.contactId);
  if (text.trim() !== '') body.append('text', text);
  if (picture) body.append('picture', picture);
  body.append('messageType', messageTypeOf(text, picture));
  body.append('clientId', clientIdOf(localId));
  if (replyTo) body.append('replyTo', replyTo);
  const url =
    target.kind === 'team'
      ? '/user/team/message/send'
      : target.kind === 'group'
        ? '/user/send/message/in/group'
        : '/user/send/message/in/single';
  return { url, method: 'POST', body };
}

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<TeamsPage, { page: number }>({
      query: ({ page }) => ({
        url: '/user/teams',
        params: { offset: pageToOffset(page, PAGE_SIZE.teams), limit: PAGE_SIZE.teams },
      }),
      transformResponse: (response: ApiListEnvelope<Team>) => ({
        teams: teamsAdapter.setAll(teamsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: [{ type: 'Team', id: 'LIST' }],
    }),

    getInbox: build.query<InboxPage, { page: number }>({
      query: ({ page }) => ({
        url: '/user/message/inbox',
        params: { offset: pageToOffset(page, PAGE_SIZE.inbox), limit: PAGE_SIZE.inbox },
      }),
      transformResponse: (response: ApiListEnvelope<InboxThread>) => ({
        threads: threadsAdapter.setAll(threadsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: [INBOX_LIST_TAG],
    }),

    /** The latest 15 messages of a conversation; older pages and live messages merge into this one entry. */
    getConversation: build.query<Conversation, ConversationKey>({
      query: (key) => ({ url: conversationUrl(key), params: { limit: CHAT_PAGE_SIZE } }),
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.kind}:${queryArgs.id}`,
      transformResponse: (response: ConversationResponse, _meta, key) => {
        const { messages, total, ...extra } = readConversation(key, response);
        return newConversation(messages, total, extra);
      },
      providesTags: (result, _error, key) => [{ type: 'Thread', id: result?.threadId ?? `${key.kind}:${key.id}` }],
      // Opening a thread marks it read on the server: the unread counts follow.
      async onQueryStarted(_key, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok || !outcome.data.threadId) return;
        dispatch(threadMarkedRead(outcome.data.threadId));
        dispatch(baseApi.util.invalidateTags([UNREAD_TAG]));
      },
    }),

    /** Older messages or a catch-up, upserted into the conversation's one cache entry. */
    fetchMessages: build.mutation<Message[], FetchMessagesArgs>({
      query: (args) => ({
        url: conversationUrl(args.key),
        params:
          'before' in args
            ? { limit: args.limit ?? CHAT_PAGE_SIZE, before: args.before }
            : { limit: 50, afterPosition: args.afterPosition },
      }),
      transformResponse: (response: ConversationResponse, _meta, args) => readConversation(args.key, response).messages,
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) return;
        const page = outcome.data;
        dispatch(
          messagesApi.util.updateQueryData('getConversation', args.key, (conversation) => {
            if ('before' in args) {
              mergeMessages(conversation, page);
              conversation.hasOlder = page.length >= (args.limit ?? CHAT_PAGE_SIZE);
            } else {
              mergeMessages(conversation, page, true);
            }
          }),
        );
      },
    }),

    /** Edit your own message's text (within the edit window): the answer replaces the message held. */
    editMessage: build.mutation<Message, EditMessageArgs>({
      query: ({ messageId, text }) => ({
        url: `/user/messages/${encodeURIComponent(messageId)}`,
        method: 'PATCH',
        body: { text },
      }),
      transformResponse: (response: ApiEnvelope<Message>) => response.data,
      onQueryStarted: (args, api) => replaceAnswered(args.key, api),
    }),

    /** Delete your own message (within the edit window): it stays as "Message deleted". */
    deleteMessage: build.mutation<Message, DeleteMessageArgs>({
      query: ({ messageId }) => ({ url: `/user/messages/${encodeURIComponent(messageId)}`, method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<Message>) => response.data,
      onQueryStarted: (args, api) => replaceAnswered(args.key, api),
    }),

    /** Add or take back your reaction with one emoji. */
    setReaction: build.mutation<Message, ReactionArgs>({
      query: ({ messageId, emoji, reacted }) => ({
        url: `/user/messages/${encodeURIComponent(messageId)}/reaction`,
        method: 'PUT',
        body: { emoji, reacted },
      }),
      transformResponse: (response: ApiEnvelope<Message>) => response.data,
      onQueryStarted: (args, api) => replaceAnswered(args.key, api),
    }),

    /** Catch-up of edits, deletes and reactions among the messages held (from the oldest held position on). */
    fetchChanges: build.mutation<Message[], { key: ConversationKey; threadId: ObjectId; fromPosition: number }>({
      query: ({ threadId, fromPosition }) => ({
        url: `/user/message/thread/${encodeURIComponent(threadId)}/changes`,
        params: { fromPosition },
      }),
      transformResponse: (response: ApiEnvelope<Message[]>) => response.data,
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (outcome.ok) dispatch(messagesReplaced(args.key, outcome.data));
      },
    }),

    /**
     * One attempt of a message in the outbox (`outbox/outboxSender.ts`, which shows it as pending or failed until
     * then): the server's message joins the conversation, in place of the outbox's copy with the same client id.
     */
    sendMessage: build.mutation<Message, SendMessageArgs>({
      query: sendRequest,
      transformResponse: (response: ApiEnvelope<Message>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [INBOX_LIST_TAG]),
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const outcome = await queryOutcome(queryFulfilled);
        if (!outcome.ok) {
          // Not (or no longer) a member, or the group is gone: the chat closes its composer.
          const status = outcome.error && 'status' in outcome.error ? outcome.error.status : undefined;
          if (status === 403) dispatch(conversationLeft(args.key));
          if (status === 404 && args.target.kind === 'group') dispatch(conversationLeft(args.key, true));
          return;
        }
        if (!messagesApi.endpoints.getConversation.select(args.key)(getState() as RootState).data) {
          // The chat is still loading (a message sent from the outbox as the page opens): it may have been read
          // before the message was stored, so it is read again once it has come.
          dispatch(messagesApi.util.invalidateTags([{ type: 'Thread', id: outcome.data.threadId }]));
          return;
        }
        dispatch(
          messagesApi.util.updateQueryData('getConversation', args.key, (conversation) =>
            mergeMessages(conversation, [outcome.data], true),
          ),
        );
      },
    }),
  }),
});

/** Messages changed on the server (edited, deleted, reacted to) replace the ones held; others are not added. */
export function messagesReplaced(key: ConversationKey, messages: readonly Message[]) {
  return messagesApi.util.updateQueryData('getConversation', key, (conversation) =>
    replaceMessages(conversation, messages),
  );
}

/** The answer of an edit, a delete or a reaction replaces the message held. */
async function replaceAnswered(
  key: ConversationKey,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Message }> },
) {
  const outcome = await queryOutcome(queryFulfilled);
  if (outcome.ok) dispatch(messagesReplaced(key, [outcome.data]));
}

/** A thread's unread count changed (read here or elsewhere, or a live message): its inbox line and team follow. */
export function threadUnreadChanged(threadId: ObjectId, unread: number) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    for (const args of messagesApi.util.selectCachedArgsForQuery(getState(), 'getInbox')) {
      dispatch(
        messagesApi.util.updateQueryData('getInbox', args, (page) => {
          const thread = page.threads.entities[threadId];
          if (thread) thread.unread = unread;
        }),
      );
    }
    for (const args of messagesApi.util.selectCachedArgsForQuery(getState(), 'getTeams')) {
      dispatch(
        messagesApi.util.updateQueryData('getTeams', args, (page) => {
          for (const team of Object.values(page.teams.entities))
            if (team.messageThread === threadId) team.unread = unread;
        }),
      );
    }
  };
}

export function threadMarkedRead(threadId: ObjectId) {
  return threadUnreadChanged(threadId, 0);
}

/** The member no longer belongs to the conversation's group (removed, left on another device, or it was deleted). */
export function conversationLeft(key: ConversationKey, groupDeleted = false) {
  return messagesApi.util.updateQueryData('getConversation', key, (conversation) => {
    conversation.noLongerMember = true;
    if (groupDeleted) conversation.groupDeleted = true;
  });
}

/** The local id of a message being sent: `local-` and its client id (a UUID the server stores it under once). */
export function nextLocalMessageId(): string {
  return `${LOCAL_ID_PREFIX}${randomUuid()}`;
}

export const {
  useGetTeamsQuery,
  useGetInboxQuery,
  useGetConversationQuery,
  useFetchMessagesMutation,
  useSendMessageMutation,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useSetReactionMutation,
} = messagesApi;
