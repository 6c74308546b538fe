import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { OnceOpened } from '../../../components/OnceOpened';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import type { Contact, InboxThread } from '../messagesApi';
import {
  firstMessageStarted,
  inboxPageChanged,
  inboxShown,
  selectInboxPage,
  selectInboxView,
  threadOpened,
} from '../messagesUiSlice';
import { useFocusOnReturn } from '../useFocusOnReturn';
import { useLiveMessages } from '../useLiveMessages';
import { InboxList } from './InboxList';

// The chat (its message list with react-virtuoso, the composer, the outbox) loads when a conversation is opened, and
// the contact picker when it is first opened: the inbox renders without them (docs/PERFORMANCE.md).
const ThreadChat = lazy(() =>
  import(/* webpackChunkName: "chat-thread" */ './ThreadChat').then((module) => ({ default: module.ThreadChat })),
);
const FirstMessageChat = lazy(() =>
  import(/* webpackChunkName: "chat-first-message" */ './FirstMessageChat').then((module) => ({
    default: module.FirstMessageChat,
  })),
);
const ContactPickerDialog = lazy(() =>
  import(/* webpackChunkName: "contact-picker" */ '../contacts/ContactPickerDialog').then((module) => ({
    default: module.ContactPickerDialog,
  })),
);

registerMessagesCatalogue();

/**
 * The profile's myMessages tab (SPEC section 2): the inbox with a new-message contact picker and a create-group link,
 * a thread's chat, or a first message to the picked contact; back to the inbox after that first send (SPEC section 4).
 */
export default function MessagesTab() {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const wanted = useAppSelector(selectInboxView);
  // Opening a chat or going back swaps a whole list for another: deferred, the click paints first and React renders
  // the swap in slices after it (docs/CONVENTIONS.md, "a click that swaps one view").
  const view = useDeferredValue(wanted);
  const page = useAppSelector(selectInboxPage);
  const [pickerOpen, setPickerOpen] = useState(false);
  useLiveMessages();
  const heading = useFocusOnReturn<HTMLHeadingElement>(view.mode === 'inbox');

  const onPageChange = useCallback((next: number) => dispatch(inboxPageChanged(next)), [dispatch]);
  const onOpen = useCallback(
    (thread: InboxThread) =>
      dispatch(
        threadOpened({
          threadId: thread._id,
          type: thread.type,
          name: thread.name,
          groupId: thread.type === 'Group' ? (thread.group?._id ?? thread._id) : null,
          contactId: thread.contact?._id ?? null,
        }),
      ),
    [dispatch],
  );
  const onPick = (contact: Contact) => {
    setPickerOpen(false);
    dispatch(firstMessageStarted(contact));
  };
  const backToInbox = useCallback(() => dispatch(inboxShown()), [dispatch]);
  const firstMessageSent = useCallback(() => dispatch(inboxShown({ firstPage: true })), [dispatch]);

  const title = t('inbox.title');
  return (
    <Box component="section" aria-label={title} aria-busy={wanted !== view}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5">
          {title}
        </Typography>
        {view.mode === 'inbox' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => setPickerOpen(true)}>
              {t('inbox.newMessage')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/group/create" startIcon={<GroupAddOutlinedIcon />}>
              {t('inbox.createGroup')}
            </Button>
          </Box>
        )}
      </Box>
      {view.mode === 'inbox' ? (
        <InboxList page={page} onPageChange={onPageChange} onOpen={onOpen} />
      ) : (
        <Suspense fallback={<LoadingSkeleton lines={4} />}>
          {view.mode === 'thread' ? (
            <ThreadChat key={view.thread.threadId} thread={view.thread} onBack={backToInbox} />
          ) : (
            <FirstMessageChat
              key={view.contact._id}
              contact={view.contact}
              onBack={backToInbox}
              onSent={firstMessageSent}
            />
          )}
        </Suspense>
      )}
      <OnceOpened open={pickerOpen} modal>
        <ContactPickerDialog open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={onPick} />
      </OnceOpened>
    </Box>
  );
}
