import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/store/hooks';
import { selectSessionUser } from '../../../session/sessionSlice';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { TOAST_DURATION_MS } from '../../../lib/constants';
import { toast } from '../../../lib/toast';
import { firstServerMessageId, LOCAL_ID_PREFIX, messagesSelectors } from '../conversationState';
import { useMarkThreadReadMutation } from '../live/unreadApi';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import {
  nextLocalMessageId,
  useFetchMessagesMutation,
  useGetConversationQuery,
  type ConversationKey,
  type Message,
  type SendTarget,
} from '../messagesApi';
import type { ReplyQuote, ThreadReads } from '../../../api/wire';
import { outboxMessages } from '../outbox/outboxMessages';
import { outboxPictures } from '../outbox/outboxPictures';
import { flushOutbox, onNextOutcome } from '../outbox/outboxSender';
import { refusalKey } from '../outbox/refusalReason';
import { outboxAdded, outboxRemoved, outboxRetried, selectOutboxEntries } from '../outbox/outboxSlice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OnceOpened } from '../../../components/OnceOpened';
import { useGetThreadReadsQuery, type ReadersArgs } from '../readState/readStateApi';
import { seenMark } from '../readState/seenMark';
import { Composer } from './Composer';
import { useComposerDraft } from './composerDraft';
import { ComposerBanner } from './ComposerBanner';
import { useQuoteText } from './ReplyQuoteView';
import { useMessageActions } from './useMessageActions';
import { useJumpToMessage, type JumpTarget } from './useJumpToMessage';
import { MessageList } from './MessageList';
import { PictureViewer } from './PictureViewer';
import { ReconnectingNotice } from './ReconnectingNotice';
import { TypingNotice } from './TypingNotice';
import { sendLiveFrame } from '../live/liveSender';
import { TYPING_SEND_EVERY_MS } from '../live/typingSlice';
import { selectUnreadOf } from './unreadAtOpen';
import { chatClosed, chatOpened, ownMessageSent, selectOpenChat } from '../messagesUiSlice';
import { Notice } from '../../../components/Notice';

registerMessagesCatalogue();

// Who has seen a message: asked on demand, so the dialog loads with its first use.
const ReadersDialog = lazy(() => import(/* webpackChunkName: "chat-readers" */ '../readState/ReadersDialog'));
// Search in the conversation: its panel loads when first opened.
const ChatSearchPanel = lazy(() => import(/* webpackChunkName: "chat-search" */ '../search/ChatSearchPanel'));

const localIdOf = (clientId: string) => `${LOCAL_ID_PREFIX}${clientId}`;

/** The read state's answer alone: its request starting and ending does not render the chat again. */
const readsOnly = ({ data }: { data?: ThreadReads }) => ({ data });

export interface ChatViewProps {
  conversationKey: ConversationKey;
  target: SendTarget;
  /** The conversation's name (a button for a group, opening its detail). */
  title: ReactNode;
  backLabel: string;
  onBack: () => void;
  /** Next to the title (the team detail button). */
  headerAction?: ReactNode;
  /** After a message is accepted (the first-message flow returns to the inbox). */
  onSent?: (message: Message) => void;
}

/** The chat of a team, a direct thread or a group: the virtualised messages and the composer. */
export function ChatView({ conversationKey, target, title, backLabel, onBack, headerAction, onSent }: ChatViewProps) {
  const { t } = useTranslation(['messages', 'common']);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectSessionUser);
  const myId = user?.id;
  const outbox = useAppSelector(selectOutboxEntries);
  // Opening the chat marks it read: how many were unread is taken before, for the "New messages" line (read once, not
  // subscribed: the counts change as the chat opens, and the chat would render again for each).
  const [unreadWhenMounted] = useState(() => selectUnreadOf(store.getState(), conversationKey));
  // Recorded in the store for a QA replay, whose store holds the recorded count (its own dispatches go nowhere).
  const chatKey = `${conversationKey.kind}:${conversationKey.id}`;
  const recorded = useAppSelector(selectOpenChat);
  const unreadAtOpen = recorded?.key === chatKey ? recorded.unreadAtOpen : unreadWhenMounted;
  const recordedAtMount = useRef(recorded);
  useEffect(() => {
    if (recordedAtMount.current?.key !== chatKey) {
      dispatch(chatOpened({ key: chatKey, unreadAtOpen: unreadWhenMounted }));
    }
    return () => {
      dispatch(chatClosed(chatKey));
    };
  }, [dispatch, chatKey, unreadWhenMounted]);
  const { data, error, isLoading, isFetching, fulfilledTimeStamp, refetch } = useGetConversationQuery(conversationKey, {
    refetchOnMountOrArgChange: true,
  });
  const [fetchMessages, { isLoading: loadingOlder }] = useFetchMessagesMutation();
  const [markThreadRead] = useMarkThreadReadMutation();
  const draft = useComposerDraft();
  const [picture, setPicture] = useState<File | null>(null);
  const [viewerUrl, setViewerUrl] = useState<string | null>(null);
  // Each own send moves the list to its newest message; counted in the store, so a replay ends where the member was.
  const bottomSignal = recorded?.key === chatKey ? recorded.sentSinceOpen : 0;
  // The failed message whose draft is back in the composer: sending the composer replaces it.
  const restoredFrom = useRef<string | null>(null);

  // The picture the composer holds now, read when a send fails (after the user may have started another message).
  const pictureNow = useRef(picture);
  useEffect(() => {
    pictureNow.current = picture;
  }, [picture]);

  const actions = useMessageActions(conversationKey, draft.setText);
  const { kind, id } = conversationKey;
  const sender = useMemo(
    () => ({
      _id: user?.id ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      picture: user?.image ?? null,
    }),
    [user?.id, user?.firstName, user?.lastName, user?.image],
  );
  const messages = useMemo(() => {
    const stored = data ? messagesSelectors.selectAll(data.messages) : [];
    const storedIds = new Set(stored.flatMap((message) => (message.clientId ? [localIdOf(message.clientId)] : [])));
    return [...stored, ...outboxMessages(outbox, { kind, id }, sender, storedIds)];
  }, [data, outbox, kind, id, sender]);

  // "Seen" under the member's last message; the object changes only when what it shows does (one bubble redraws).
  const threadId = data?.threadId ?? null;
  const { data: reads } = useGetThreadReadsQuery(threadId ?? skipToken, {
    refetchOnMountOrArgChange: true,
    selectFromResult: readsOnly,
  });
  const mark = seenMark(messages, myId, reads);
  const [seenId, seenPosition, seenDirect, seenBy] = [mark?.messageId, mark?.position, mark?.direct, mark?.seenBy];
  const seen = useMemo(
    () =>
      seenId === undefined || seenPosition === undefined
        ? null
        : { messageId: seenId, position: seenPosition, direct: seenDirect ?? false, seenBy: seenBy ?? 0 },
    [seenId, seenPosition, seenDirect, seenBy],
  );
  // What the list draws follows a send (or an arrival, an older page) in a render of its own after the click's
  // paint: the cleared composer shows at once, the new bubble a frame later (`npm run bench -- inp`, chat send).
  // A list that mounts (a first page, a refetch, a first message) gets its messages at once: it places its scroll
  // position by what it mounts with.
  const current = useMemo(
    () => ({ messages, bottomSignal, seen, generation: fulfilledTimeStamp }),
    [messages, bottomSignal, seen, fulfilledTimeStamp],
  );
  const deferred = useDeferredValue(current);
  const list = deferred.generation === current.generation && deferred.messages.length > 0 ? deferred : current;
  // Typing in a direct thread is told to the other member, at most every 3 s (never stored, never queued).
  const direct = target.kind === 'single';
  const lastTypingSent = useRef(0);
  const onTyping = useCallback(
    (value: string) => {
      if (!direct || !threadId || value.trim() === '') return;
      const now = Date.now();
      if (now - lastTypingSent.current < TYPING_SEND_EVERY_MS) return;
      if (sendLiveFrame({ type: 'typing', threadId })) lastTypingSent.current = now;
    },
    [direct, threadId],
  );
  // Search: the button or Ctrl/Cmd+F opens it, Esc closes it and gives the focus back to the button.
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchFocus, setSearchFocus] = useState(0);
  const searchButton = useRef<HTMLButtonElement>(null);
  const jumper = useJumpToMessage(conversationKey);
  const jumpTo = jumper.jump;
  const onSearchJump = useCallback(
    (target: JumpTarget) => {
      void jumpTo(target).then((reached) => {
        if (!reached) toast.error({ key: 'messages:chat.search.jumpFailed' });
      });
    },
    [jumpTo],
  );
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchButton.current?.focus();
  }, []);
  const onChatKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'f' || !threadId) return;
    event.preventDefault();
    setSearchOpen(true);
    setSearchFocus((signal) => signal + 1);
  };
  const [askedReaders, setAskedReaders] = useState<ReadersArgs | null>(null);
  const showReaders = useCallback(
    (position: number) => {
      if (threadId) setAskedReaders({ threadId, position });
    },
    [threadId],
  );

  useEffect(() => {
    if (error)
      toast.error({ key: 'common:messages.chat.openFailed' }, { autoHideDuration: TOAST_DURATION_MS.chatOpenError });
  }, [error]);

  // Messages written earlier (before a reload, or while the link was down) go when a chat opens.
  useEffect(() => {
    void dispatch(flushOutbox());
  }, [dispatch]);

  // A message from someone else arriving while the chat is open is read at once.
  const last = messages.at(-1);
  const firstLastId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!last || !data?.threadId) return;
    if (firstLastId.current === undefined) {
      firstLastId.current = last._id;
      return;
    }
    if (last._id !== firstLastId.current && !last.delivery && last.sender._id !== myId) {
      firstLastId.current = last._id;
      void markThreadRead(data.threadId);
    }
  }, [last, data?.threadId, myId, markThreadRead]);

  const loadOlder = useCallback(async () => {
    const before = data && firstServerMessageId(data);
    if (!before) return;
    const result = await fetchMessages({ key: conversationKey, before });
    if (result.error) toast.error({ key: 'common:messages.chat.olderFailed' });
  }, [data, fetchMessages, conversationKey]);

  // How each attempt of the messages sent from this chat ends: a toast, the draft back, the first-message flow.
  const following = useRef(new Map<string, () => void>());
  useEffect(() => {
    const held = following.current;
    return () => held.forEach((stop) => stop());
  }, []);
  const follow = useCallback(
    function followOutcome(localId: string, message: { text: string; picture: File | null }) {
      following.current.get(localId)?.();
      const stop = onNextOutcome(localId, (outcome) => {
        following.current.delete(localId);
        if (outcome.kind === 'waiting') {
          followOutcome(localId, message);
          return;
        }
        if (outcome.kind === 'sent') {
          toast.success({ key: 'common:messages.chat.sent' }, { autoHideDuration: TOAST_DURATION_MS.sent });
          onSent?.(outcome.message);
          return;
        }
        toast.error({ key: `messages:${refusalKey(outcome.reason)}` });
        // The draft and the picture come back, unless the user has started another one.
        if (draft.text() === '' && !pictureNow.current) {
          restoredFrom.current = localId;
          draft.setText(message.text);
          setPicture(message.picture);
        }
      });
      following.current.set(localId, stop);
    },
    [onSent, draft],
  );

  const send = () => {
    const text = draft.text();
    if (actions.editing) {
      void actions.saveEdit(text);
      return;
    }
    if (restoredFrom.current) {
      dispatch(outboxRemoved(restoredFrom.current));
      outboxPictures.delete(restoredFrom.current);
      restoredFrom.current = null;
    }
    const localId = nextLocalMessageId();
    if (picture) outboxPictures.set(localId, picture);
    dispatch(
      outboxAdded({
        localId,
        ownerId: myId ?? '',
        key: conversationKey,
        target,
        text,
        hasPicture: picture !== null,
        createdAt: new Date().toISOString(),
        replyTo: actions.replyTo,
      }),
    );
    actions.clearReply();
    follow(localId, { text, picture });
    draft.setText('');
    setPicture(null);
    dispatch(ownMessageSent(chatKey));
    void dispatch(flushOutbox());
  };

  const retry = useCallback(
    (localId: string) => {
      const entry = selectOutboxEntries(store.getState()).find((candidate) => candidate.localId === localId);
      if (!entry) return;
      if (restoredFrom.current === localId) {
        restoredFrom.current = null;
        draft.setText('');
        setPicture(null);
      }
      dispatch(outboxRetried(localId));
      follow(localId, { text: entry.text, picture: outboxPictures.get(localId)?.picture ?? null });
      dispatch(ownMessageSent(chatKey));
      void dispatch(flushOutbox());
    },
    [store, dispatch, follow, chatKey, draft],
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('messages:chat.label')}
      onKeyDown={onChatKeyDown}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: '70vh', md: 640 },
        minHeight: 420,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton aria-label={backLabel} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        <Typography component="h3" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton
          ref={searchButton}
          aria-label={t('messages:chat.search.open')}
          aria-expanded={searchOpen}
          disabled={!threadId}
          onClick={() => {
            setSearchOpen(true);
            setSearchFocus((signal) => signal + 1);
          }}
        >
          <SearchIcon />
        </IconButton>
        {headerAction}
      </Box>
      {searchOpen && threadId && (
        <Suspense fallback={null}>
          <ChatSearchPanel
            threadId={threadId}
            onJump={onSearchJump}
            jumping={jumper.jumping}
            onClose={closeSearch}
            focusSignal={searchFocus}
          />
        </Suspense>
      )}
      <ReconnectingNotice />
      {isLoading ? (
        <Box sx={{ flex: 1, p: 2 }}>
          <LoadingSkeleton lines={4} />
        </Box>
      ) : error && !data ? (
        <Box sx={{ flex: 1, overflow: 'auto' }}>
          <EmptyState
            title={t('messages:chat.openFailed')}
            action={
              <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
                {t('messages:chat.retryOpen')}
              </Button>
            }
          />
        </Box>
      ) : messages.length === 0 ? (
        <Box sx={{ flex: 1, overflow: 'auto' }}>
          <EmptyState title={t('common:messages.empty.noMessages')} />
        </Box>
      ) : (
        <MessageList
          // A refetched first page replaces what was held: the list starts again at the bottom.
          key={fulfilledTimeStamp}
          messages={list.messages}
          myId={myId}
          hasOlder={data?.hasOlder ?? false}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onOpenPicture={setViewerUrl}
          onRetry={retry}
          onAction={actions.onAction}
          bottomSignal={list.bottomSignal}
          unreadAtOpen={unreadAtOpen}
          seen={list.seen}
          onShowReaders={showReaders}
          jumpRequest={jumper.request}
        />
      )}
      {direct && <TypingNotice threadId={threadId} />}
      {data?.noLongerMember ? (
        <Notice severity="info" role="status" sx={{ borderRadius: 0, borderTop: 1, borderColor: 'divider' }}>
          {t(data.groupDeleted ? 'messages:chat.groupDeleted' : 'messages:chat.noLongerMember')}
        </Notice>
      ) : (
        <Composer
          draft={draft}
          picture={picture}
          onTyping={onTyping}
          onPictureChange={setPicture}
          onSend={send}
          editing={actions.editing !== null}
          busy={actions.saving}
          onCancel={actions.replyTo || actions.editing ? actions.cancel : undefined}
          focusKey={actions.editing?._id ?? actions.replyTo?._id ?? null}
          banner={
            actions.editing ? (
              <ComposerBanner
                title={t('messages:chat.edit.title')}
                cancelLabel={t('messages:chat.edit.cancel')}
                onCancel={actions.cancel}
              />
            ) : actions.replyTo ? (
              <ReplyBanner quote={actions.replyTo} onCancel={actions.cancel} />
            ) : null
          }
        />
      )}
      <ConfirmDialog
        open={actions.deleting !== null}
        title={t('messages:chat.remove.title')}
        body={t('messages:chat.remove.body')}
        confirmLabel={t('messages:chat.remove.confirm')}
        cancelLabel={t('messages:chat.remove.cancel')}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
        destructive
        busy={actions.removing}
      />
      <PictureViewer url={viewerUrl} onClose={() => setViewerUrl(null)} />
      <OnceOpened open={askedReaders !== null} modal>
        <ReadersDialog asked={askedReaders} onClose={() => setAskedReaders(null)} />
      </OnceOpened>
    </Paper>
  );
}

function ReplyBanner({ quote, onCancel }: { quote: ReplyQuote; onCancel: () => void }) {
  const { t } = useTranslation('messages');
  const text = useQuoteText(quote);
  return (
    <ComposerBanner
      title={t('chat.reply.replyingTo', { name: `${quote.sender.firstName} ${quote.sender.lastName}` })}
      cancelLabel={t('chat.reply.cancel')}
      onCancel={onCancel}
    >
      {text}
    </ComposerBanner>
  );
}
