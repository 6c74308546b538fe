import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { PAGE_SIZE } from '../../../lib/constants';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import { toast } from '../../../lib/toast';
import { eventsSelectors, useGetEventsQuery } from '../eventsApi';
import { EventCard } from './EventCard';
import { pageChanged, selectEventsQuery } from './eventsFilterSlice';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
};

/**
 * The filtered page of events. A failed load toasts 'Error in Get Event List' and keeps the last list on screen
 * (RTK Query's `data` is the last successful result).
 */
export function EventsResults() {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectEventsQuery);
  const result = useGetEventsQuery(query);
  const { currentData, error, isFetching } = result;
  const loadingPage = isFetching && !currentData;
  // A page of cards (or the skeleton of one still loading) renders in React's slices (a transition) after the click
  // or the answer that brought it, not in the task of either (docs/CONVENTIONS.md, "a page of cards from a query").
  const data = useDeferredValue(loadingPage ? undefined : result.data);

  useEffect(() => {
    if (error) toast.error({ key: 'messages.events.listFailed' });
  }, [error]);
  const { page, ...filter } = query;
  const showPage = useCallback((next: number) => dispatch(pageChanged(next)), [dispatch]);
  const shownPage = useLoadedPage(page, result, showPage, JSON.stringify(filter));

  if (!data) {
    if (!loadingPage && !result.data) return null;
    return (
      <Box role="status" aria-busy="true" aria-label={tCommon('shared.loading.label')} sx={gridSx}>
        {Array.from({ length: PAGE_SIZE.events }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={320} />
        ))}
      </Box>
    );
  }
  const events = eventsSelectors.selectAll(data.events);
  if (events.length === 0) return <EmptyState title={tCommon('messages.empty.noEvent')} />;

  return (
    <Box component="section" aria-label={t('list.resultsLabel')}>
      <Box sx={gridSx}>
        {events.map((event, index) => (
          <EventCard key={event._id} event={event} priority={index === 0} />
        ))}
      </Box>
      <Pagination total={data.total} pageSize={PAGE_SIZE.events} page={shownPage} onPageChange={showPage} />
    </Box>
  );
}
