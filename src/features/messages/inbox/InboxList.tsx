import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { Pagination } from '../../../components/Pagination';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { PAGE_SIZE } from '../../../lib/constants';
import { ListLoadFailed } from '../ListLoadFailed';
import { useLoadedPage } from '../useLoadedPage';
import { threadsSelectors, useGetInboxQuery, type InboxThread } from '../messagesApi';
import { ThreadItem } from './ThreadItem';

export interface InboxListProps {
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (thread: InboxThread) => void;
}

/**
 * Direct and group threads, latest activity first, pages of 3 (SPEC section 9), 'No conversation' when none. A page
 * that fails to load toasts 'Error in Fetching Data' and the list stays as it was: back on the page that last loaded.
 */
export function InboxList({ page, onPageChange, onOpen }: InboxListProps) {
  const { t } = useTranslation(['messages', 'common']);
  const result = useGetInboxQuery({ page });
  const { data, error, isLoading, isFetching, refetch } = result;
  useListErrorToast(error);
  const shownPage = useLoadedPage(page, result, onPageChange);

  const threads = data ? threadsSelectors.selectAll(data.threads) : [];
  if (isLoading) return <LoadingSkeleton lines={4} />;
  if (!data && error) return <ListLoadFailed onRetry={refetch} />;
  if (threads.length === 0) return <EmptyState icon={<ForumOutlinedIcon fontSize="inherit" />} title={t('common:messages.empty.noConversation')} />;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('inbox.listLabel')}
        aria-busy={isFetching}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {threads.map((thread) => (
          <li key={thread._id}>
            <ThreadItem thread={thread} onOpen={onOpen} />
          </li>
        ))}
      </Box>
      <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE.inbox} page={shownPage} onPageChange={onPageChange} />
    </>
  );
}
