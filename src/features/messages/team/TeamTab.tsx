import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useFocusOnReturn } from '../useFocusOnReturn';
import { useLiveMessages } from '../useLiveMessages';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import type { Team } from '../messagesApi';
import { selectTeamsPage, selectTeamView, teamChatOpened, teamListShown, teamsPageChanged } from '../messagesUiSlice';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { TeamList } from './TeamList';

// The team's chat (react-virtuoso, the composer, the outbox) loads when a team is opened: the list renders without it.
const TeamChat = lazy(() =>
  import(/* webpackChunkName: "chat-team" */ './TeamChat').then((module) => ({ default: module.TeamChat })),
);

registerMessagesCatalogue();

/** The profile's team tab (SPEC section 2): the team list, then a team's chat, and back (SPEC section 4). */
export default function TeamTab() {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const wanted = useAppSelector(selectTeamView);
  // Opening a team's chat or going back swaps a whole list for another: deferred, the click paints first and React
  // renders the swap in slices after it (docs/CONVENTIONS.md, "a click that swaps one view").
  const view = useDeferredValue(wanted);
  const page = useAppSelector(selectTeamsPage);
  useLiveMessages();
  const heading = useFocusOnReturn<HTMLHeadingElement>(view.mode === 'list');
  const onPageChange = useCallback((next: number) => dispatch(teamsPageChanged(next)), [dispatch]);
  const onOpen = useCallback(
    (team: Team) => dispatch(teamChatOpened({ teamId: team._id, name: team.name })),
    [dispatch],
  );

  const title = t('team.title');
  return (
    <Box component="section" aria-label={title} aria-busy={wanted !== view}>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {view.mode === 'chat' ? (
        <Suspense fallback={<LoadingSkeleton lines={4} />}>
          <TeamChat key={view.teamId} teamId={view.teamId} name={view.name} onBack={() => dispatch(teamListShown())} />
        </Suspense>
      ) : (
        <TeamList page={page} onPageChange={onPageChange} onOpen={onOpen} />
      )}
    </Box>
  );
}
