import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '../../../components/CountBadge';
import { useGetUnreadQuery } from './unreadApi';

/** The profile's Messages tab. */
export const MESSAGES_TAB_PATH = '/profile?tab=myMessages';

/** The count alone: the badge does not render again when a request for the counts starts or ends unchanged. */
const totalUnread = ({ data }: { data?: { total: number } }) => ({ count: data?.total ?? 0 });

/**
 * The top bar's unread count (the session's notification count), linking to the Messages tab. While it is shown
 * the live connection is open (unreadApi's getUnread holds it).
 */
export default function UnreadBadge() {
  const { t } = useTranslation();
  const { count } = useGetUnreadQuery(undefined, { selectFromResult: totalUnread });
  return (
    <IconButton
      component={RouterLink}
      to={MESSAGES_TAB_PATH}
      color="inherit"
      aria-label={t('layout.topBar.unreadBadge', { count })}
    >
      <CountBadge count={count} color="error">
        <ChatBubbleOutlineOutlinedIcon />
      </CountBadge>
    </IconButton>
  );
}
