import type { ThemeOptions } from '@mui/material/styles';
import type { TFunction } from 'i18next';

/**
 * The texts MUI's own components show (autocomplete, alert and breadcrumb labels) in the user's language, from the
 * common catalogue (src/components/Pagination.tsx reads its own). MUI's bundled locales are not used: its Italian one builds an
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
    },
  };
}
