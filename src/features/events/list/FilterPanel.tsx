import CloseIcon from '@mui/icons-material/Close';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateTextField } from '../../../components/DateTextField';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import {
  SIDEBAR_WIDTH,
  selectSidebar,
  sidebarSizeChanged,
  sidebarToggled,
} from '../../../preferences/preferencesSlice';
import { useGetCategoriesQuery, useGetSpecialitiesQuery } from '../eventsApi';
import {
  categoryChanged,
  dateChanged,
  filtersCleared,
  selectEventsFilter,
  specialityChanged,
} from './eventsFilterSlice';

/** The side panel: speciality, its categories once one is chosen, and a date (SPEC section 2). */
export function FilterPanel() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const { specialityId, categoryId, date } = useAppSelector(selectEventsFilter);
  const { open: panelOpen, size } = useAppSelector(selectSidebar);
  const { data: specialities = [] } = useGetSpecialitiesQuery(undefined, { skip: !panelOpen });
  const { data: categories = [] } = useGetCategoriesQuery(specialityId ?? '', { skip: !specialityId });
  const close = () => dispatch(sidebarToggled(false));
  const otherSize = size === 'regular' ? 'compact' : 'regular';

  return (
    <Drawer anchor="right" open={panelOpen} onClose={close}>
      <Box
        component="form"
        role="search"
        aria-labelledby="events-filter-title"
        sx={{ width: SIDEBAR_WIDTH[size], maxWidth: '100vw', p: 3 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="events-filter-title" variant="h6" component="h2">
            {t('list.filters.panelTitle')}
          </Typography>
          <Stack direction="row">
            <IconButton
              aria-label={t(size === 'regular' ? 'list.filters.narrower' : 'list.filters.wider')}
              onClick={() => dispatch(sidebarSizeChanged(otherSize))}
            >
              {size === 'regular' ? (
                <UnfoldLessIcon sx={{ rotate: '90deg' }} />
              ) : (
                <UnfoldMoreIcon sx={{ rotate: '90deg' }} />
              )}
            </IconButton>
            <IconButton aria-label={t('list.filters.close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Stack>
        </Stack>
        <Stack spacing={2}>
          <NativeSelectField
            label={t('list.filters.speciality')}
            value={specialityId ?? ''}
            onChange={(event) => dispatch(specialityChanged(event.target.value || null))}
          >
            <option value="">{t('list.filters.any')}</option>
            {specialities.map((speciality) => (
              <option key={speciality._id} value={speciality._id}>
                {speciality.title}
              </option>
            ))}
          </NativeSelectField>
          {specialityId && (
            <NativeSelectField
              label={t('list.filters.category')}
              value={categoryId ?? ''}
              onChange={(event) => dispatch(categoryChanged(event.target.value || null))}
            >
              <option value="">{t('list.filters.any')}</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </NativeSelectField>
          )}
          <DateTextField
            label={t('list.filters.date')}
            value={date}
            onChange={(value) => dispatch(dateChanged(value))}
          />
          <Button variant="outlined" onClick={() => dispatch(filtersCleared())}>
            {t('list.filters.reset')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
