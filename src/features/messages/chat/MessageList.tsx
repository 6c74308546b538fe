import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import { memo, useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { formatDate } from '../../../lib/format';
import type { ChatMessage } from '../conversationState';
import { ChatSeparator } from './ChatSeparator';
import { firstUnreadId } from './firstUnread';
import { followWhenAtBottom, stayAtBottom } from './followOutput';
import { MessageBubble } from './MessageBubble';
import type { MessageAction } from './messageActions';
import type { SeenMark } from '../readState/seenMark';
import { scrollEdges } from './scrollEdges';

/** How long a message a search went to stays lit up. */
export const JUMP_HIGHLIGHT_MS = 2500;

/** A request to bring a message into view and light it up (`seq` tells a repeated request apart). */
export interface JumpRequest {
  messageId: string;
  seq: number;
}

/** Virtuoso's index of the first message held at the start; it only goes down as older pages are prepended. */
const FIRST_INDEX = 1_000_000;

export interface MessageListProps {
  messages: ChatMessage[];
  myId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onOpenPicture: (url: string) => void;
  onRetry: (localId: string) => void;
  onAction: (action: MessageAction) => void;
  /** Changes when the list must go to its newest message (the user just sent one); above 0 at mount, it opens there. */
  bottomSignal: number;
  /** How many messages of others were unread when the chat opened: the list opens on the first of them, under a
   * "New messages" line. */
  unreadAtOpen?: number;
  /** "Seen" under the member's last message (given to that message's bubble only). */
  seen?: SeenMark | null;
  onShowReaders: (position: number) => void;
  /** A message to go to once it is held (a search result). */
  jumpRequest?: JumpRequest | null;
}

/**
 * Runs a scroll now and again once Virtuoso has measured what it rendered for it (two frames later, then after 150
 * and 500 ms on a slow machine): its first go places unmeasured messages by an estimated height, and lands short.
 */
function scrollNowAndAfterLayout(scroll: () => void) {
  scroll();
  window.requestAnimationFrame(() => window.requestAnimationFrame(scroll));
  window.setTimeout(scroll, 150);
  window.setTimeout(scroll, 500);
}

/**
 * The virtualised message list: only the messages in view are in the DOM. Older pages are prepended through
 * `firstItemIndex`, so the message being read stays where it is; new messages follow when at the bottom.
 * Memoised: the chat's props are stable, so a key typed in the composer does not render the list again.
 */
export const MessageList = memo(function MessageList(props: MessageListProps) {
  const { messages, myId, hasOlder, loadingOlder, onLoadOlder, onOpenPicture, onRetry, onAction, bottomSignal } = props;
  const { seen, onShowReaders, jumpRequest } = props;
  // Taken from the messages the list opened with: later messages do not move the line.
  const [firstUnread] = useState(() => firstUnreadId(messages, myId, props.unreadAtOpen ?? 0));
  const { t } = useTranslation('messages');
  const virtuoso = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const setScroller = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  const followOutput = useCallback((atBottom: boolean) => followWhenAtBottom(atBottom, scroller.current), []);
  const [farFromBottom, setFarFromBottom] = useState(false);
  // The first message held when the list appeared: the messages before it are the prepended ones.
  const [anchor] = useState<string | undefined>(messages[0]?._id);
  const anchorIndex = Math.max(
    0,
    messages.findIndex((message) => message._id === anchor),
  );
  const firstItemIndex = FIRST_INDEX - anchorIndex;
  // Where the list opens: the first unread message (at the top), else the newest (at the bottom); the newest too when
  // the member has sent since the chat opened (a QA replay mounts the list with the state after the send).
  const [opening] = useState(() => {
    const unreadIndex =
      firstUnread && bottomSignal === 0 ? messages.findIndex((message) => message._id === firstUnread) : -1;
    return unreadIndex >= 0
      ? { index: unreadIndex, align: 'start' as const }
      : { index: Math.max(0, messages.length - 1), align: 'end' as const };
  });

  const canLoadOlder = hasOlder && !loadingOlder;
  // A jump's own scroll reaching the top is not the member going there: a page prepended while Virtuoso scrolls
  // would move the list off the message (Virtuoso scrolls again to the index it was asked). Older pages load again
  // once the member moves the list (wheel, touch, keys, the scrollbar).
  const jumped = useRef(false);
  // At the bottom as the last scroll left it (the list opens there unless it opens on the first unread message).
  const atBottom = useRef(opening.align === 'end');
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const edges = scrollEdges(event.currentTarget);
      atBottom.current = edges.atBottom;
      setFarFromBottom(edges.farFromBottom);
      if (edges.nearTop && canLoadOlder && !jumped.current) onLoadOlder();
    },
    [canLoadOlder, onLoadOlder],
  );
  const onMemberMoves = useCallback(() => {
    if (!jumped.current) return;
    jumped.current = false;
    if (scroller.current && scrollEdges(scroller.current).nearTop && canLoadOlder) onLoadOlder();
  }, [canLoadOlder, onLoadOlder]);

  const toBottom = useCallback(() => {
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
  }, []);

  useEffect(() => {
    if (bottomSignal > 0) scrollNowAndAfterLayout(toBottom);
  }, [bottomSignal, toBottom]);

  // "Seen" showing up under the newest message (the read state answers after the list opened, the line's code loads,
  // or the other member reads it now) grows the list under a view at its bottom: the view goes down with it, the line
  // in view. Virtuoso's followOutput follows new messages only.
  const seenOnNewest = useRef(false);
  const newestId = messages.at(-1)?._id;
  useEffect(() => {
    seenOnNewest.current = seen != null && seen.messageId === newestId;
  }, [seen, newestId]);
  const listHeight = useRef(0);
  const onHeightChanged = useCallback((height: number) => {
    const grew = height > listHeight.current;
    listHeight.current = height;
    const element = scroller.current;
    if (grew && element && seenOnNewest.current && atBottom.current && !jumped.current)
      stayAtBottom(element, () => atBottom.current && !jumped.current);
  }, []);

  // A reply's quote goes to the answered message when it is held (read through a ref: the callback stays the same,
  // so no bubble re-renders for it).
  const held = useRef(messages);
  useEffect(() => {
    held.current = messages;
  }, [messages]);
  const jumpTo = useCallback((messageId: string) => {
    const index = held.current.findIndex((message) => message._id === messageId);
    if (index < 0) return;
    jumped.current = true;
    virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
  }, []);

  // A search result: once its message is held, it is scrolled to the middle and lit up for a moment.
  const served = useRef(0);
  const [faded, setFaded] = useState(0);
  useEffect(() => {
    if (!jumpRequest || served.current === jumpRequest.seq) return;
    const index = messages.findIndex((message) => message._id === jumpRequest.messageId);
    if (index < 0) return;
    served.current = jumpRequest.seq;
    jumped.current = true;
    // Virtuoso keeps the reading position when older pages are prepended, in the frames after they render: the
    // scroll goes again once it has (to the message's index then), or the list would go back where it was.
    const messageId = jumpRequest.messageId;
    scrollNowAndAfterLayout(() => {
      const at = held.current.findIndex((message) => message._id === messageId);
      if (at >= 0) virtuoso.current?.scrollToIndex({ index: at, align: 'center', behavior: 'auto' });
    });
    const seq = jumpRequest.seq;
    window.setTimeout(() => setFaded(seq), JUMP_HIGHLIGHT_MS);
  }, [jumpRequest, messages]);
  const highlighted = jumpRequest && jumpRequest.seq > faded ? jumpRequest.messageId : null;

  return (
    <Box
      sx={{ position: 'relative', flex: 1, minHeight: 0 }}
      onWheelCapture={onMemberMoves}
      onTouchStartCapture={onMemberMoves}
      onPointerDownCapture={onMemberMoves}
      onKeyDownCapture={onMemberMoves}
    >
      {loadingOlder && (
        <Box
          role="status"
          aria-label={t('chat.loadingOlder')}
          sx={{ position: 'absolute', top: 8, left: 0, right: 0, zIndex: 1, display: 'flex', justifyContent: 'center' }}
        >
          <CircularProgress size={24} />
        </Box>
      )}
      <Virtuoso
        ref={virtuoso}
        data-testid="chat-scroller"
        style={{ height: '100%' }}
        data={messages}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={opening}
        computeItemKey={(_index, message) => message._id}
        scrollerRef={setScroller}
        followOutput={followOutput}
        onScroll={onScroll}
        totalListHeightChanged={onHeightChanged}
        increaseViewportBy={200}
        itemContent={(index, message) => {
          const previous = messages[index - firstItemIndex - 1];
          const day = formatDate(message.created_at);
          return (
            <>
              {(!previous || formatDate(previous.created_at) !== day) && (
                <ChatSeparator label={day} testId="chat-day" />
              )}
              {message._id === firstUnread && (
                <ChatSeparator label={t('chat.newMessages')} accent testId="chat-new-messages" />
              )}
              <MessageBubble
                message={message}
                mine={message.sender._id === myId}
                myId={myId}
                onOpenPicture={onOpenPicture}
                onRetry={onRetry}
                onAction={onAction}
                onJumpTo={jumpTo}
                seen={seen?.messageId === message._id ? seen : null}
                onShowReaders={onShowReaders}
                highlighted={message._id === highlighted}
              />
            </>
          );
        }}
      />
      {farFromBottom && (
        <Fab
          size="small"
          color="primary"
          aria-label={t('chat.scrollToBottom')}
          onClick={toBottom}
          sx={{ position: 'absolute', right: 16, bottom: 16 }}
        >
          <KeyboardArrowDownIcon />
        </Fab>
      )}
    </Box>
  );
});
