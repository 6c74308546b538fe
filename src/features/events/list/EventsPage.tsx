import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useOnceTrue } from '../../../lib/useOnceTrue';
import { registerEventsCatalogue } from '../components/eventsCatalogue';
import { EventsResults } from './EventsResults';
import { selectSidebar, sidebarToggled } from '../../../preferences/preferencesSlice';
import { filtersCleared } from './eventsFilterSlice';
import { LocationSearch } from './LocationSearch';
import { VenueLists } from './VenueLists';

registerEventsCatalogue();

// The side panel (drawer, its fields) loads when it is first opened, not with the page.
const FilterPanel = lazy(() =>
  import(/* webpackChunkName: "events-filter-panel" */ './FilterPanel').then((module) => ({
    default: module.FilterPanel,
  })),
);

/** /events: banner, filters, location search, venue shortcuts and the paged list (SPEC section 2). */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector(selectSidebar).open;
  const panelOpened = useOnceTrue(panelOpen);

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="pageTitle">{t('list.banner.title')}</Typography>
          <Typography variant="subtitle1">{t('list.banner.subtitle')}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            aria-expanded={panelOpen}
            onClick={() => dispatch(sidebarToggled())}
          >
            {t('list.filters.toggle')}
          </Button>
          <LocationSearch />
          <Button startIcon={<RestartAltIcon />} onClick={() => dispatch(filtersCleared())}>
            {t('list.filters.reset')}
          </Button>
        </Stack>
        <VenueLists />
        <Box sx={{ mt: 3 }}>
          <EventsResults />
        </Box>
      </Container>
      {panelOpened && (
        <Suspense fallback={null}>
          <FilterPanel />
        </Suspense>
      )}
    </Box>
  );
}
