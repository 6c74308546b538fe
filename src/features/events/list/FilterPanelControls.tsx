import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useOnceTrue } from '../../../lib/useOnceTrue';
import { selectSidebar, sidebarToggled } from '../../../preferences/preferencesSlice';

// The side panel (drawer, its fields) is not part of the page's first load: its chunk loads on the first opening.
// (Loaded at idle, it made the location search's options miss in EventsPage.test.tsx, a cause not found yet.)
const FilterPanel = lazy(() =>
  import(/* webpackChunkName: "events-filter-panel" */ './FilterPanel').then((module) => ({
    default: module.FilterPanel,
  })),
);

// The toggle and the panel read the panel's state themselves: opening it renders them, not the events page.

/** The "Filters" button, expanded while the side panel is open. */
export function FilterPanelToggle() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebar).open;
  return (
    <Button
      variant="outlined"
      startIcon={<FilterListIcon />}
      aria-expanded={open}
      onClick={() => dispatch(sidebarToggled())}
    >
      {t('list.filters.toggle')}
    </Button>
  );
}

/** The side panel, mounted from its first opening on. */
export function FilterPanelSlot() {
  const opened = useOnceTrue(useAppSelector(selectSidebar).open);
  return opened ? (
    <Suspense fallback={null}>
      <FilterPanel />
    </Suspense>
  ) : null;
}
