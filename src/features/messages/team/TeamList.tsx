import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { Pagination } from '../../../components/Pagination';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { PAGE_SIZE } from '../../../lib/constants';
import { ListLoadFailed } from '../ListLoadFailed';
import { useLoadedPage } from '../useLoadedPage';
import { teamsSelectors, useGetTeamsQuery, type Team } from '../messagesApi';
import { TeamCard } from './TeamCard';

export interface TeamListProps {
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (team: Team) => void;
}

/**
 * The user's teams by name, pages of 2 (SPEC section 9), 'No team for you' when none. A page that fails to load
 * toasts 'Error in Fetching Data' and the list stays as it was: back on the page that last loaded.
 */
export function TeamList({ page, onPageChange, onOpen }: TeamListProps) {
  const { t } = useTranslation(['messages', 'common']);
  const result = useGetTeamsQuery({ page });
  const { data, error, isLoading, isFetching, refetch } = result;
  useListErrorToast(error);
  const shownPage = useLoadedPage(page, result, onPageChange);

  const teams = data ? teamsSelectors.selectAll(data.teams) : [];
  if (isLoading) return <LoadingSkeleton lines={4} />;
  if (!data && error) return <ListLoadFailed onRetry={refetch} />;
  if (teams.length === 0) return <EmptyState icon={<GroupsOutlinedIcon fontSize="inherit" />} title={t('common:messages.empty.noTeam')} />;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('team.listLabel')}
        aria-busy={isFetching}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {teams.map((team) => (
          <li key={team._id}>
            <TeamCard team={team} onOpen={onOpen} />
          </li>
        ))}
      </Box>
      <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE.teams} page={shownPage} onPageChange={onPageChange} />
    </>
  );
}
