import type { ThemeOptions } from '@mui/material/styles';
import type { TFunction } from 'i18next';

/**
 * The texts MUI's own components show (pagination, autocomplete, alert and breadcrumb labels) in the user's
 * language, from the common catalogue. MUI's bundled locales are not used: its Italian one builds an
 * Intl.NumberFormat while the entry loads, the costliest single step of starting the app on a slow phone.
 */
export function muiLocaleTexts(t: TFunction<'common'>): ThemeOptions {
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: t('mui.showPath') } },
      MuiAlert: { defaultProps: { closeText: t('mui.close') } },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t('mui.clear'),
          closeText: t('mui.close'),
          loadingText: t('mui.loading'),
          noOptionsText: t('mui.noOptions'),
          openText: t('mui.open'),
        },
      },
      MuiPagination: {
        defaultProps: {
          'aria-label': t('mui.paginationLabel'),
          getItemAriaLabel: (type, page, selected) => {
            if (type === 'page') return selected ? t('mui.page', { page }) : t('mui.goToPage', { page });
            if (type === 'first') return t('mui.firstPage');
            if (type === 'last') return t('mui.lastPage');
            if (type === 'next') return t('mui.nextPage');
            return t('mui.previousPage');
          },
        },
      },
    },
  };
}
