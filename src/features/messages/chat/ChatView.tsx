import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { selectSessionUser } from '../../../session/sessionSlice';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { TOAST_DURATION_MS } from '../../../lib/constants';
import { toast } from '../../../lib/toast';
import { firstServerMessageId, messagesSelectors } from '../conversationState';
import { useMarkThreadReadMutation } from '../live/unreadApi';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import {
  discardLocalMessage,
  nextLocalMessageId,
  useFetchMessagesMutation,
  useGetConversationQuery,
  useSendMessageMutation,
  type ConversationKey,
  type Message,
  type SendTarget,
} from '../messagesApi';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PictureViewer } from './PictureViewer';
import { ReconnectingNotice } from './ReconnectingNotice';

registerMessagesCatalogue();

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

interface Outgoing {
  text: string;
  picture: File | null;
  previewUrl: string | null;
}

/** The chat of a team, a direct thread or a group: the virtualised messages and the composer. */
export function ChatView({ conversationKey, target, title, backLabel, onBack, headerAction, onSent }: ChatViewProps) {
  const { t } = useTranslation(['messages', 'common']);
  const dispatch = useAppDispatch();
  const myId = useAppSelector(selectSessionUser)?.id;
  const { data, error, isLoading, fulfilledTimeStamp } = useGetConversationQuery(conversationKey, {
    refetchOnMountOrArgChange: true,
  });
  const [fetchMessages, { isLoading: loadingOlder }] = useFetchMessagesMutation();
  const [sendMessage] = useSendMessageMutation();
  const [markThreadRead] = useMarkThreadReadMutation();
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [viewerUrl, setViewerUrl] = useState<string | null>(null);
  const [bottomSignal, setBottomSignal] = useState(0);
  // What each message on its way was made of, so a failed one can be sent again as it was.
  const outgoing = useRef(new Map<string, Outgoing>());
  // The failed message whose draft is back in the composer: sending the composer replaces it.
  const restoredFrom = useRef<string | null>(null);

  // What the composer holds now, read when a send fails (after the user may have started another message).
  const draft = useRef({ text, picture });
  useEffect(() => {
    draft.current = { text, picture };
  }, [text, picture]);

  const messages = useMemo(() => (data ? messagesSelectors.selectAll(data.messages) : []), [data]);

  useEffect(() => {
    if (error)
      toast.error({ key: 'common:messages.chat.openFailed' }, { autoHideDuration: TOAST_DURATION_MS.chatOpenError });
  }, [error]);

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

  const deliver = useCallback(
    async (localId: string, message: Outgoing) => {
      outgoing.current.set(localId, message);
      setBottomSignal((signal) => signal + 1);
      const result = await sendMessage({ key: conversationKey, target, localId, ...message });
      if (result.error) {
        toast.error({ key: 'common:messages.chat.sendFailed' });
        // The draft and the picture come back, unless the user has started another one.
        if (draft.current.text === '' && !draft.current.picture) {
          restoredFrom.current = localId;
          setText(message.text);
          setPicture(message.picture);
        }
        return;
      }
      outgoing.current.delete(localId);
      if (message.previewUrl) URL.revokeObjectURL(message.previewUrl);
      toast.success({ key: 'common:messages.chat.sent' }, { autoHideDuration: TOAST_DURATION_MS.sent });
      onSent?.(result.data);
    },
    [sendMessage, conversationKey, target, onSent],
  );

  const send = () => {
    if (restoredFrom.current) {
      dispatch(discardLocalMessage(conversationKey, restoredFrom.current));
      outgoing.current.delete(restoredFrom.current);
      restoredFrom.current = null;
    }
    const previewUrl = picture ? URL.createObjectURL(picture) : null;
    const message = { text, picture, previewUrl };
    setText('');
    setPicture(null);
    void deliver(nextLocalMessageId(), message);
  };

  const retry = useCallback(
    (localId: string) => {
      const message = outgoing.current.get(localId);
      if (!message) return;
      if (restoredFrom.current === localId) {
        restoredFrom.current = null;
        setText('');
        setPicture(null);
      }
      void deliver(localId, message);
    },
    [deliver],
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('messages:chat.label')}
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
        {headerAction}
      </Box>
      <ReconnectingNotice />
      {isLoading ? (
        <Box sx={{ flex: 1, p: 2 }}>
          <LoadingSkeleton lines={4} />
        </Box>
      ) : messages.length === 0 ? (
        <Box sx={{ flex: 1, overflow: 'auto' }}>
          <EmptyState title={t('common:messages.empty.noMessages')} />
        </Box>
      ) : (
        <MessageList
          // A refetched first page replaces what was held: the list starts again at the bottom.
          key={fulfilledTimeStamp}
          messages={messages}
          myId={myId}
          hasOlder={data?.hasOlder ?? false}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onOpenPicture={setViewerUrl}
          onRetry={retry}
          bottomSignal={bottomSignal}
        />
      )}
      <Composer text={text} picture={picture} onTextChange={setText} onPictureChange={setPicture} onSend={send} />
      <PictureViewer url={viewerUrl} onClose={() => setViewerUrl(null)} />
    </Paper>
  );
}
