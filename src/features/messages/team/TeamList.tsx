import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PAGE_SIZE } from '../../../lib/constants';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';
import { teamsSelectors, useGetTeamsQuery, type Team } from '../messagesApi';
import { PagedList } from '../PagedList';
import { TeamCard } from './TeamCard';

export interface TeamListProps {
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (team: Team) => void;
}

/** The user's teams by name, pages of 2 (SPEC section 9), 'No team for you' when none. */
export function TeamList({ page, onPageChange, onOpen }: TeamListProps) {
  const { t } = useTranslation(['messages', 'common']);
  const result = useFirstAnswerDeferred(useGetTeamsQuery({ page }));
  const teams = result.data ? teamsSelectors.selectAll(result.data.teams) : [];
  return (
    <PagedList
      result={result}
      items={teams}
      total={result.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE.teams}
      onPageChange={onPageChange}
      label={t('team.listLabel')}
      empty={<EmptyState icon={<GroupsOutlinedIcon fontSize="inherit" />} title={t('common:messages.empty.noTeam')} />}
      itemKey={(team) => team._id}
      renderItem={(team) => <TeamCard team={team} onOpen={onOpen} />}
    />
  );
}
