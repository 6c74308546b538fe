import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PAGE_SIZE } from '../../../lib/constants';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';
import { threadsSelectors, useGetInboxQuery, type InboxThread } from '../messagesApi';
import { PagedList } from '../PagedList';
import { ThreadItem } from './ThreadItem';

export interface InboxListProps {
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (thread: InboxThread) => void;
}

/** Direct and group threads, latest activity first, pages of 3 (SPEC section 9), 'No conversation' when none. */
export function InboxList({ page, onPageChange, onOpen }: InboxListProps) {
  const { t } = useTranslation(['messages', 'common']);
  const result = useFirstAnswerDeferred(useGetInboxQuery({ page }));
  const threads = result.data ? threadsSelectors.selectAll(result.data.threads) : [];
  return (
    <PagedList
      result={result}
      items={threads}
      total={result.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE.inbox}
      onPageChange={onPageChange}
      label={t('inbox.listLabel')}
      empty={
        <EmptyState icon={<ForumOutlinedIcon fontSize="inherit" />} title={t('common:messages.empty.noConversation')} />
      }
      itemKey={(thread) => thread._id}
      renderItem={(thread) => <ThreadItem thread={thread} onOpen={onOpen} />}
    />
  );
}
