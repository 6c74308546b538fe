import { useTranslation } from 'react-i18next';

/**
 * The texts MUI's Autocomplete shows (clear, open and close buttons, loading, no options) in the user's language,
 * from the common catalogue; a field may override one with its own. Given per field rather than through the theme:
 * a theme that changes with the language makes every styled component on the page render again at a switch.
 */
export function useAutocompleteTexts() {
  const { t } = useTranslation();
  return {
    clearText: t('mui.clear'),
    closeText: t('mui.close'),
    loadingText: t('mui.loading'),
    noOptionsText: t('mui.noOptions'),
    openText: t('mui.open'),
  };
}
