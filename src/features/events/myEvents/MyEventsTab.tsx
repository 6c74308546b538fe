import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/CardGrid';
import { EmptyState } from '../../../components/EmptyState';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { Pagination } from '../../../components/Pagination';
import { PAGE_SIZE } from '../../../lib/constants';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import { myEventsSelectors, useGetMyEventsQuery } from '../myEventsApi';
import { registerTicketsCatalogue } from '../tickets/ticketsCatalogue';
import { CalendarFeedButton } from './CalendarFeedButton';
import { MyEventCard } from './MyEventCard';
import { WaitlistOfferNotices } from './WaitlistOfferNotices';

registerTicketsCatalogue();

/** The list's page in the address (`?tab=myEvents&eventsPage=2`): a reload, Back and a QA replay show the same page. */
const PAGE_PARAM = 'eventsPage';

function usePageInAddress(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next > 1) out.set(PAGE_PARAM, String(next));
        else out.delete(PAGE_PARAM);
        return out;
      }),
    [setParams],
  );
  return [page, setPage];
}

/** The profile's myEvents tab: one card per completed purchase, pages of 3. A failed load keeps the list shown. */
export default function MyEventsTab() {
  const { t } = useTranslation(['tickets', 'common']);
  const [page, setPage] = usePageInAddress();
  const result = useGetMyEventsQuery({ page });
  const { data, error, isLoading, isFetching } = result;

  useListErrorToast(error);
  const shownPage = useLoadedPage(page, result, setPage);

  const items = data ? myEventsSelectors.selectAll(data.events) : [];
  const title = t('myEvents.list.title');

  return (
    <Box component="section" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography component="h2" variant="h5">
          {title}
        </Typography>
        <CalendarFeedButton />
      </Stack>
      <WaitlistOfferNotices />
      {isLoading ? (
        <LoadingSkeleton lines={4} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('common:messages.empty.notRegistered')}
          icon={<EventBusyIcon fontSize="inherit" />}
          action={
            <Button component={RouterLink} to="/events" variant="outlined">
              {t('tickets:payment.backToEvents')}
            </Button>
          }
        />
      ) : (
        <CardGrid busy={isFetching}>
          {items.map((item) => (
            <li key={item.transaction._id}>
              <MyEventCard item={item} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE.myEvents} page={shownPage} onPageChange={setPage} />
    </Box>
  );
}
