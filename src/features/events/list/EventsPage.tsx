import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/hooks';
import { registerEventsCatalogue } from '../components/eventsCatalogue';
import { EventsResults } from './EventsResults';
import { FilterPanelSlot, FilterPanelToggle } from './FilterPanelControls';
import { filtersCleared } from './eventsFilterSlice';
import { LocationSearch } from './LocationSearch';
import { VenueLists } from './VenueLists';

registerEventsCatalogue();

/** /events: banner, filters, location search, venue shortcuts and the paged list (SPEC section 2). */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();

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
          <FilterPanelToggle />
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
      <FilterPanelSlot />
    </Box>
  );
}
